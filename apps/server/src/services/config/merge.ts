/** A config row as read from site_config_group. */
export interface ConfigRow {
  group_name: string;
  country: string;
  lang: string;
  data: Record<string, unknown>;
}

/**
 * How specific a row is for a (country, lang) request, or -1 when it does not apply.
 * ('*','*') < ('*',lang) < (country,'*') < (country,lang): a country rule (law, currency) beats a
 * language one (wording), and a row naming both beats either.
 */
export function specificity(row: Pick<ConfigRow, "country" | "lang">, country: string, lang: string): number {
  const countryMatch = row.country === country ? 2 : row.country === "*" ? 0 : -1;
  const langMatch = row.lang === lang ? 1 : row.lang === "*" ? 0 : -1;
  if (countryMatch < 0 || langMatch < 0) return -1;
  return countryMatch + langMatch;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Objects merge key by key; arrays and scalars from `over` replace what `base` had. */
export function deepMerge(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    // A row is operator data, but a "__proto__" key must still never reach an object's prototype.
    if (key === "__proto__") continue;
    const prev = out[key];
    out[key] = isPlainObject(prev) && isPlainObject(value) ? deepMerge(prev, value) : value;
  }
  return out;
}

/**
 * The merged data of one group for (country, lang), least specific row first; undefined when the
 * group has no applicable row at all.
 */
export function mergeGroup(
  rows: readonly ConfigRow[],
  group: string,
  country: string,
  lang: string,
): Record<string, unknown> | undefined {
  const applicable = rows
    .filter((r) => r.group_name === group)
    .map((r) => ({ row: r, rank: specificity(r, country, lang) }))
    .filter((r) => r.rank >= 0)
    .sort((a, b) => a.rank - b.rank);
  if (applicable.length === 0) return undefined;
  return applicable.reduce<Record<string, unknown>>((acc, { row }) => deepMerge(acc, row.data), {});
}

/**
 * mergeGroup for rows an operator may have got wrong: a row whose data is not a JSON object, or
 * whose merge turns a valid group invalid (`check` answers the reason), is left out and reported
 * to `skip`, so the visitor gets the less specific rows instead of an error. Over a base that is
 * itself invalid nothing is judged: every row merges and the caller's validation reports the base.
 */
export function mergeGroupSkippingBad(
  rows: readonly ConfigRow[],
  group: string,
  country: string,
  lang: string,
  check: (merged: Record<string, unknown>) => string | null,
  skip: (row: ConfigRow, reason: string) => void,
): Record<string, unknown> | undefined {
  const applicable = rows
    .filter((r) => r.group_name === group)
    .map((r) => ({ row: r, rank: specificity(r, country, lang) }))
    .filter((r) => r.rank >= 0)
    .sort((a, b) => a.rank - b.rank);
  let merged: Record<string, unknown> | undefined;
  let valid = false;
  for (const { row } of applicable) {
    if (!isPlainObject(row.data)) {
      skip(row, "the row's data is not a JSON object");
      continue;
    }
    const next = deepMerge(merged ?? {}, row.data);
    if (merged === undefined || !valid) {
      merged = next;
      valid = check(next) === null;
      continue;
    }
    const reason = check(next);
    if (reason === null) merged = next;
    else skip(row, reason);
  }
  return merged;
}
