#!/usr/bin/env node
// Recomputes a provably fair bet from its revealed seeds, with no project code (scripts/fair-verifier/core.mjs
// is standalone and the same code the static verifier page inlines). Examples:
//   node scripts/verify-bet.mjs dice --server-seed S --client-seed C --nonce 7 --direction over --target 4999
//   node scripts/verify-bet.mjs limbo --server-seed S --client-seed C --nonce 7 --target 200
//   node scripts/verify-bet.mjs mines --server-seed S --client-seed C --nonce 7 --mines 3 --picks 0,1,2
//   node scripts/verify-bet.mjs plinko --server-seed S --client-seed C --nonce 7 --rows 16 --risk high
//   node scripts/verify-bet.mjs keno --server-seed S --client-seed C --nonce 7 --picks 1,5,9
//   node scripts/verify-bet.mjs crash --game-hash H --game-number 42 --terminal-hash T --salt SALT
import { parseArgs } from "node:util";
import { hundredths, sha256Hex, verifyBet, verifyCrash } from "./fair-verifier/core.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: Object.fromEntries(
    [
      "server-seed",
      "client-seed",
      "nonce",
      "cursor",
      "direction",
      "target",
      "mines",
      "picks",
      "rows",
      "risk",
      "game-hash",
      "game-number",
      "terminal-hash",
      "salt",
    ].map((k) => [k, { type: "string" }]),
  ),
});
const game = positionals[0];
const list = (s) => (s ?? "").split(",").filter(Boolean).map(Number);

if (game === "crash") {
  const r = await verifyCrash({
    gameHash: values["game-hash"],
    gameNumber: values["game-number"] ?? 0,
    terminalHash: values["terminal-hash"],
    salt: values.salt,
  });
  console.log(JSON.stringify({ game, ...r, pointText: `${hundredths(r.point)}x` }, null, 2));
} else {
  const params = {
    dice: { direction: values.direction, target: Number(values.target) },
    limbo: { target: Number(values.target) },
    mines: { mines: Number(values.mines), picks: list(values.picks) },
    plinko: { rows: Number(values.rows), risk: values.risk },
    keno: { picks: list(values.picks) },
  }[game];
  if (!params || !values["server-seed"] || values["client-seed"] === undefined) {
    console.error(
      "usage: verify-bet.mjs <dice|limbo|mines|plinko|keno|crash> --server-seed … (see the file's header)",
    );
    process.exit(2);
  }
  const serverSeed = values["server-seed"];
  const r = await verifyBet({
    serverSeed,
    clientSeed: values["client-seed"],
    nonce: values.nonce ?? 0,
    cursor: values.cursor ?? 0,
    game,
    params,
  });
  const serverSeedHash = await sha256Hex(serverSeed);
  console.log(
    JSON.stringify(
      { serverSeedHash, ...r, multiplierText: `${(r.multiplier / 10000).toFixed(4)}x` },
      null,
      2,
    ),
  );
}
