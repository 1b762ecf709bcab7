// Kept apart from site-config.ts so the route table (browser code) does not pull in zod.
/** Route ids the route table refers to (spec 000 §2, §5). */
export const ROUTE_IDS = {
  rules: 47,
  payment: 48,
  registration: 49,
  identification: 50,
} as const;
