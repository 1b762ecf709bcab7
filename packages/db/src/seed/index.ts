import type { Db } from "../connect.ts";

/** Demo data; every step is an upsert so running it twice changes nothing. */
export async function seed(_db: Db): Promise<void> {}
