/**
 * A small padlock drawn inline (no emoji font needed: headless browsers and bare systems show 🔒
 * as an empty box). Decorative: the text next to it says "Locked" for screen readers.
 */
export function Padlock() {
  return (
    <svg className="padlock" width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 7V5a4 4 0 0 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 14.5v-6A1.5 1.5 0 0 1 3.5 7H4zm2 0h4V5a2 2 0 1 0-4 0v2z"
      />
    </svg>
  );
}
