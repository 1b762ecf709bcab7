/** TEST HELPER — `fetch` for a remote's HTTP data source, answered by the app in process (`inject`). */
import type { FastifyInstance } from "fastify";

/** Requests to `http://site.test…` go to `app()` with `headers` (what the remote would send). */
export function injectFetch(app: () => FastifyInstance, headers: Record<string, string> = {}): typeof fetch {
  return (async (input: string | URL | Request) => {
    const res = await app().inject({
      method: "GET",
      url: String(input).replace("http://site.test", ""),
      headers,
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
}
