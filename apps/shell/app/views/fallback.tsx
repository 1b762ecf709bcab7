/**
 * Shown when even the error page failed: no context, no router hooks, nothing that can throw.
 * Plain markup and a plain link home (spec 000 §8).
 */
export function FallbackPage() {
  return (
    <main className="fallback">
      <title>Error</title>
      <h1>Something went wrong</h1>
      <p>The error page itself failed. You can still go home.</p>
      <a href="/">Go to the home page</a>
    </main>
  );
}
