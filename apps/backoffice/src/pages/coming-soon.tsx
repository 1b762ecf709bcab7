/** A navigation slot for a section another branch builds (site config, maintenance, redirects, SEO, terms). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section aria-labelledby="soon-title">
      <h1 id="soon-title">{title}</h1>
      <p>Coming with the config sections.</p>
    </section>
  );
}
