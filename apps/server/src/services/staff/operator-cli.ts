/**
 * `npm run --silent operator -- create-admin --email E [--name "Full Name"]` — creates a back-office
 * admin and prints a one-time password, once. At the first sign-in at /backoffice the admin sets a
 * new password and an authenticator app (TOTP); the one-time password lapses after 24 hours.
 *
 * Connects like the server: DATABASE_URL if set (DATABASE_SCHEMA or --schema picks a schema), else
 * the embedded PGlite in ./data/pglite — stop the server first: an embedded database directory
 * must not be opened by two processes at once. Migrates first, so it works on an empty database.
 * The action is audited (`staff.create`, by "operator-cli" and the machine's user).
 * Exit codes: 0 created, 1 refused (e.g. the e-mail is taken), 2 could not run.
 */
import { userInfo } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connect, migrate } from "@parlay/db";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { createPlayersRuntime } from "../session/index.ts";
import { createStaff } from "./accounts.ts";

const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const USAGE = "usage: npm run --silent operator -- create-admin --email E [--name NAME]\n";

async function main(): Promise<number> {
  const command = process.argv[2];
  if (command !== "create-admin") {
    process.stderr.write(USAGE);
    return 2;
  }
  const email = z.string().trim().email().max(254).safeParse(argValue("--email"));
  if (!email.success) {
    process.stderr.write(`--email must be an e-mail address\n${USAGE}`);
    return 2;
  }
  const schema = argValue("--schema") ?? process.env.DATABASE_SCHEMA;
  const handle = await connect({
    url: process.env.DATABASE_URL || undefined,
    dataDir: argValue("--data-dir") ?? join(ROOT, "data", "pglite"),
    schema,
    poolSize: 1,
  });
  try {
    await migrate(handle.db, { schema });
    const production = process.env.NODE_ENV === "production";
    const rt = createPlayersRuntime(handle.db, {
      env: process.env,
      production,
      secretsFile: join(ROOT, "data", "secrets.json"),
    });
    const actor = { staffId: null, email: `operator-cli:${userInfo().username}`, roles: [], ip: "127.0.0.1" };
    const created = await createStaff(rt, actor, {
      email: email.data,
      displayName: argValue("--name") ?? "",
      roles: ["admin"],
    });
    process.stdout.write(
      `${JSON.stringify({ id: String(created.id), email: email.data.toLowerCase(), oneTimePassword: created.oneTimePassword })}\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      process.stderr.write(`${err.code}: ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`operator could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
