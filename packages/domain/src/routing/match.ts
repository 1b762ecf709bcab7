import { paramMatches } from "./params.ts";
import type { RouteDef } from "./types.ts";

interface Segment {
  name: string;
  dynamic: boolean;
  optional: boolean;
}

interface Expansion {
  route: RouteDef;
  segments: Segment[];
  /** Static segments weigh more than dynamic ones, so `casino/brand` beats `casino/:subcategory`. */
  score: number;
  order: number;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

export type MatchResult =
  | { kind: "match"; match: RouteMatch }
  /** The path has the shape of a route but a parameter failed its rule: a 404 by spec. */
  | { kind: "invalid"; route: RouteDef }
  | { kind: "none" };

function parse(path: string): Segment[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((s) => {
      const dynamic = s.startsWith(":");
      const optional = dynamic && s.endsWith("?");
      return { name: dynamic ? s.slice(1, optional ? -1 : undefined) : s, dynamic, optional };
    });
}

/** Every combination of present/absent optional segments, as React Router does. */
function expand(segments: Segment[]): Segment[][] {
  let out: Segment[][] = [[]];
  for (const seg of segments) {
    const withSeg = out.map((prefix) => [...prefix, { ...seg, optional: false }]);
    out = seg.optional ? [...out, ...withSeg] : withSeg;
  }
  return out;
}

function score(segments: Segment[]): number {
  return segments.reduce((sum, s) => sum + (s.dynamic ? 3 : 10), 0);
}

/** A matcher compiled once from the route table. */
export function createMatcher(routes: readonly RouteDef[]): (path: string) => MatchResult {
  const expansions: Expansion[] = [];
  routes.forEach((route, order) => {
    for (const segments of expand(parse(route.path))) {
      expansions.push({ route, segments, score: score(segments), order });
    }
  });
  expansions.sort((a, b) => b.score - a.score || a.order - b.order);

  return (path) => {
    const parts = path.split("/").filter(Boolean).map(safeDecode);
    let invalid: RouteDef | undefined;
    for (const exp of expansions) {
      if (exp.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let shape = true;
      for (const [i, seg] of exp.segments.entries()) {
        const part = parts[i] as string;
        if (seg.dynamic) params[seg.name] = part;
        else if (seg.name !== part) {
          shape = false;
          break;
        }
      }
      if (!shape) continue;
      if (valid(exp.route, params)) return { kind: "match", match: { route: exp.route, params } };
      invalid ??= exp.route;
    }
    return invalid ? { kind: "invalid", route: invalid } : { kind: "none" };
  };
}

function valid(route: RouteDef, params: Record<string, string>): boolean {
  for (const [name, value] of Object.entries(params)) {
    const rule = route.params?.[name];
    if (rule && !paramMatches(rule, value)) return false;
  }
  return route.kind === "page" && route.check ? route.check(params) : true;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
