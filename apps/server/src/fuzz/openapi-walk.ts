/**
 * TEST HELPER — turns the OpenAPI document into requests: a valid-looking value for every field
 * (derived from its schema) and, one field at a time, each class of hostile input in its place.
 */

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON.
export type JsonSchema = Record<string, any>;

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /web-api/sportsbook/game/{game}. */
  path: string;
  params: { name: string; in: "path" | "query"; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
}

/** A hostile value: `json` goes into bodies (raw JSON text), `url` into paths and query strings. */
export interface BadInput {
  name: string;
  json: string;
  url: string;
}

const LONG = "a".repeat(100_000);
/** base64 of "a\0b": an encoded field (uPassword, login…) that decodes to a NUL byte. */
const ENCODED_NUL = btoa("a\u0000b");

/**
 * Valid values by field name, where the schema alone cannot say (encoded fields are base64 of
 * UTF-8, codes are six digits, currencies and countries come from ISO lists).
 */
const FIELD_EXAMPLES: Record<string, unknown> = {
  uLogin: "fuzz@example.com",
  uPassword: btoa("correct-horse-1"),
  newPassword: btoa("correct-horse-2"),
  pass: btoa("correct-horse-1"),
  login: btoa("fuzz@example.com"),
  phone_number: btoa("9001234567"),
  "phone-number": "9001234567",
  phone: "9001234567",
  country_code: "+7",
  "phone-code": "+7",
  phone_code: "+7",
  code: "123456",
  "sms-code": "123456",
  email: "fuzz@example.com",
  currency: "EUR",
  country: "de",
  countryId: 276,
  timezone: "3",
  birth_date: "1990-01-01",
  // Path ids of the back office (players, staff, payment requests) are positive integers.
  id: 1,
};

export const BAD_INPUTS: BadInput[] = [
  { name: "nul byte", json: JSON.stringify("a\u0000b"), url: "a%00b" },
  { name: "encoded nul byte", json: JSON.stringify(ENCODED_NUL), url: ENCODED_NUL },
  // A lone surrogate has no UTF-8 form: in a URL it arrives as the bytes of its CESU encoding.
  { name: "lone surrogate", json: '"a\\ud800b"', url: "a%ED%A0%80b" },
  { name: "100 kB string", json: JSON.stringify(LONG), url: LONG },
  { name: "empty string", json: '""', url: "" },
  { name: "int4 + 1", json: "2147483648", url: "2147483648" },
  { name: "int8 + 1", json: "9223372036854775808", url: "9223372036854775808" },
  { name: "1e309", json: "1e309", url: "1e309" },
  { name: "negative", json: "-1", url: "-1" },
  { name: "float", json: "1.5", url: "1.5" },
  { name: "object", json: '{"a":1}', url: "%7B%22a%22%3A1%7D" },
  { name: "array", json: "[1,2]", url: "1&x=2" },
  { name: "boolean", json: "true", url: "true" },
  { name: "null", json: "null", url: "null" },
  { name: "path traversal", json: '"../../etc/passwd"', url: "..%2F..%2Fetc%2Fpasswd" },
  { name: "sql quote", json: JSON.stringify("' OR '1'='1"), url: "'%20OR%20'1'%3D'1" },
  { name: "rtl marks", json: JSON.stringify("\u202Eabc\u200F"), url: "%E2%80%AEabc%E2%80%8F" },
];

/** Every operation of the document (HEAD and OPTIONS aside). */
export function operationsOf(doc: { paths?: Record<string, Record<string, JsonSchema>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const params = ((op.parameters ?? []) as JsonSchema[])
        .filter((p) => p.in === "path" || p.in === "query")
        .map((p) => ({
          name: p.name as string,
          in: p.in as "path" | "query",
          schema: (p.schema ?? {}) as JsonSchema,
          required: p.in === "path" || p.required === true,
        }));
      const content = op.requestBody?.content as Record<string, { schema?: JsonSchema }> | undefined;
      const body = content ? (Object.values(content)[0]?.schema ?? {}) : null;
      out.push({ method: method.toUpperCase(), path, params, body });
    }
  }
  return out;
}

/** Strings tried, in order, against a `pattern` without one of our own examples. */
const PATTERN_TRIES = [
  "1",
  "en",
  "ru",
  "1-slug",
  "abcdefghijklmnopqrstuvwx",
  "web",
  "a",
  "EUR",
  "+7",
  "2026-01-01",
];

/** A value the schema accepts, as far as a simple reading of it can tell. */
export function validValue(schema: JsonSchema, depth = 0): unknown {
  if (depth > 6) return null;
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if ("default" in schema) return schema.default;
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    const list = schema[key] as JsonSchema[] | undefined;
    if (Array.isArray(list) && list.length) {
      const first = list.find((s) => s.type !== "null") ?? list[0];
      if (key === "allOf") return Object.assign({}, ...list.map((s) => validValue(s, depth + 1)));
      return validValue(first ?? {}, depth + 1);
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return validString(schema);
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.max(min, 1 > (schema.maximum ?? 1) ? min : 1);
    }
    case "boolean":
      return true;
    case "array": {
      const n = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: n }, () => validValue(schema.items ?? {}, depth + 1));
    }
    case "object": {
      const out: Record<string, unknown> = {};
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      for (const [k, s] of Object.entries(props))
        out[k] = k in FIELD_EXAMPLES ? FIELD_EXAMPLES[k] : validValue(s, depth + 1);
      return out;
    }
    default:
      return "a";
  }
}

function validString(schema: JsonSchema): string {
  switch (schema.format) {
    case "email":
      return "fuzz@example.com";
    case "date":
      return "2026-01-01";
    case "date-time":
      return "2026-01-01T00:00:00Z";
    case "uuid":
      return "00000000-0000-4000-8000-000000000000";
    case "uri":
      return "https://example.com/";
  }
  const min = schema.minLength ?? 1;
  if (typeof schema.pattern === "string") {
    const re = new RegExp(schema.pattern);
    const hit = PATTERN_TRIES.find((t) => re.test(t) && t.length >= min);
    if (hit) return hit;
  }
  return "a".repeat(Math.max(1, min));
}

/** The value of a parameter in a URL (a path segment or a query value), percent-encoded. */
export function urlValue(value: unknown): string {
  return encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value));
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** Raw JSON text of the body, or undefined when the route takes none. */
  payload: string | undefined;
  /** What was replaced, for the failure report. */
  field: string;
  input: string;
}

/** The request with every field valid (the fuzz's starting point). */
export function baselineRequest(op: Operation): FuzzRequest {
  return fuzzRequests(op, [{ name: "baseline", json: "", url: "" }], true)[0] as FuzzRequest;
}

/** Every request of one operation: each field in turn replaced by each bad input. */
export function fuzzRequests(op: Operation, inputs = BAD_INPUTS, baselineOnly = false): FuzzRequest[] {
  const valid = Object.fromEntries(
    op.params.map((p) => [p.name, urlValue(FIELD_EXAMPLES[p.name] ?? validValue(p.schema))]),
  );
  const body = op.body ? (validValue(op.body) as Record<string, unknown>) : undefined;
  const build = (
    urlParams: Record<string, string>,
    payload: string | undefined,
    field: string,
    input: string,
  ) => {
    let path = op.path;
    const query: string[] = [];
    for (const p of op.params) {
      const v = urlParams[p.name] ?? "";
      if (p.in === "path") path = path.replace(`{${p.name}}`, v);
      else query.push(`${p.name}=${v}`);
    }
    const url = query.length ? `${path}?${query.join("&")}` : path;
    return { method: op.method, url, payload, field, input };
  };
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  if (baselineOnly) return [build(valid, bodyText, "-", "baseline")];
  const out: FuzzRequest[] = [];
  for (const bad of inputs) {
    for (const p of op.params) {
      out.push(build({ ...valid, [p.name]: bad.url }, bodyText, `${p.in}.${p.name}`, bad.name));
    }
    if (body !== undefined && typeof body === "object" && body !== null && !Array.isArray(body)) {
      const keys = Object.keys(body);
      for (const key of keys) out.push(build(valid, withField(body, key, bad.json), `body.${key}`, bad.name));
      // A whole body of the wrong shape too.
      out.push(build(valid, bad.json, "body", bad.name));
    } else if (body !== undefined) {
      out.push(build(valid, bad.json, "body", bad.name));
    }
  }
  return out;
}

/** The body as JSON text with one field's value replaced by raw JSON (1e309 stays 1e309). */
function withField(body: Record<string, unknown>, key: string, rawJson: string): string {
  const marker = "\u0001FUZZ\u0001";
  return JSON.stringify({ ...body, [key]: marker }).replace(JSON.stringify(marker), rawJson);
}
