import { z } from "zod";

/** The largest value of a PostgreSQL integer (int4) column. */
export const INT4_MAX = 2_147_483_647;

/**
 * A positive id of an `integer` column (sports, championships, countries, teams), from a path,
 * a query string or a body: anything above INT4_MAX is a 400 here instead of PostgreSQL's
 * "out of range for type integer" (a 500) later.
 */
export const int4Id = z.coerce.number().int().positive().max(INT4_MAX);

/**
 * A positive id of a `bigint` column (games, outcomes, accounts, coupons). JavaScript numbers
 * are exact up to 2^53 - 1, well inside int8, so that is the bound.
 */
export const int8Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** "{id}" or "{id}-{slug}" (a championship, game or team URL segment) as its id, at most `max`. */
export function idSlug(max: number) {
  return z
    .string()
    .regex(/^\d{1,16}(-[a-z0-9-]+)?$/, "expected {id} or {id}-{slug}")
    .transform((v) => Number(v.split("-")[0]))
    .pipe(z.number().int().positive().max(max));
}
