import { type ReactElement, useId } from "react";

/**
 * A labelled control whose label is not wrapped around it, so the control's name is the label
 * alone (a wrapping label would add a select's chosen option to its name).
 */
export function Field({
  label,
  inline,
  children,
}: {
  label: string;
  inline?: boolean;
  children: (id: string) => ReactElement;
}) {
  const id = useId();
  return (
    <div className={`coupon-field${inline ? " coupon-field--inline" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
