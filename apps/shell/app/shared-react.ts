/** Bare specifiers the import map resolves to the shell's single browser build of React. */
export const SHARED_REACT_SPECIFIERS = [
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-runtime",
] as const;
