/** Paths no crawler should fetch: personal pages, micro-frontend assets and the APIs. */
export const DISALLOWED_PATHS = ["/*/office/", "/*/user/", "/mf/", "/bff-api/", "/web-api/"] as const;

/**
 * robots.txt for one host. A host that must not be indexed (unknown to us, or a VIP domain, which
 * is for invited players) disallows everything and names no sitemap.
 */
export function buildRobots(opts: { origin: string; indexable: boolean }): string {
  if (!opts.indexable) return "User-agent: *\nDisallow: /\n";
  const lines = [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${opts.origin}/sitemap.xml`,
  ];
  return `${lines.join("\n")}\n`;
}
