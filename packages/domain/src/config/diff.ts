/**
 * What a config change changed (the back office's version list, issue 16): the leaves that differ
 * between two rows, by dotted path. Nested objects are walked key by key, the way rows merge
 * (docs/config.md "Precedence"); arrays and scalars are leaves and compare as a whole.
 */
export interface ConfigChange {
  /** Dotted path of the field, e.g. `maintenance.isActive`. */
  path: string;
  /** The value before (undefined: the field was absent). */
  before?: unknown;
  /** The value after (undefined: the field was removed). */
  after?: unknown;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => Object.hasOwn(a, k) === Object.hasOwn(b, k) && sameValue(a[k], b[k]));
  }
  return false;
}

/** The changed leaves from `before` to `after`, in key order (null or undefined: no row). */
export function configDiff(before: unknown, after: unknown, prefix = ""): ConfigChange[] {
  const a = isPlainObject(before) ? before : {};
  const b = isPlainObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const out: ConfigChange[] = [];
  for (const key of keys) {
    const path = prefix ? `${prefix}.${key}` : key;
    const inA = Object.hasOwn(a, key);
    const inB = Object.hasOwn(b, key);
    if (inA && inB && isPlainObject(a[key]) && isPlainObject(b[key])) {
      out.push(...configDiff(a[key], b[key], path));
    } else if (!inA || !inB || !sameValue(a[key], b[key])) {
      out.push({ path, ...(inA ? { before: a[key] } : {}), ...(inB ? { after: b[key] } : {}) });
    }
  }
  return out;
}
