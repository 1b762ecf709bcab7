/**
 * What a shell loader's answer becomes on the wire, for tests that call the loader without a built
 * shell: `data(…, {status})` returned or thrown, or a `redirect()` Response.
 */
export interface LoaderOutcome {
  status: number;
  data: unknown;
  /** The Location of a redirect. */
  location: string | null;
}

function outcomeOf(value: unknown): LoaderOutcome {
  if (value instanceof Response)
    return { status: value.status, data: null, location: value.headers.get("location") };
  const withInit = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (withInit?.type === "DataWithResponseInit")
    return { status: withInit.init?.status ?? 200, data: withInit.data, location: null };
  return { status: 200, data: value, location: null };
}

export async function loaderOutcome(run: () => Promise<unknown>): Promise<LoaderOutcome> {
  try {
    return outcomeOf(await run());
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit")
      return outcomeOf(thrown);
    throw thrown;
  }
}
