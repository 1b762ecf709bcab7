import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Routing decisions live in the domain route table (@parlay/domain/routing); React Router only
// hands every language-prefixed URL to the page route, which asks the table what to render.
export default [
  index("routes/language-redirect.tsx"),
  route(":lng/*", "routes/page.tsx"),
] satisfies RouteConfig;
