/**
 * Bare specifiers the import map resolves to the shared browser modules: one build of React and the
 * browser toolkit (@parlay/web), one instance each for the shell and every remote. Vite loads this
 * config-side list as a relative file (it cannot load a workspace package's TypeScript), so
 * shared-react.test.ts holds it equal to the remote builds' SHARED_SPECIFIERS.
 */
export const SHARED_REACT_SPECIFIERS = [
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-runtime",
  "@parlay/web",
] as const;
