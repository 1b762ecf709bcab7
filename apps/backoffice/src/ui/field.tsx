/** A labelled input with its error announced (react-hook-form's register() spreads into `input`). */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: { message?: string | undefined } | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span id={`${id}-error`} role="alert" className="error">
          {error.message}
        </span>
      )}
    </div>
  );
}

export function ErrorNote({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="error">
      {error}
    </p>
  ) : null;
}
