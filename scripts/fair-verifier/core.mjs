// The independent provably fair verifier: a re-implementation of docs/casino.md "Provably fair games" with
// nothing but WebCrypto (crypto.subtle, in browsers and in Node ≥ 20). It imports nothing from the game
// server; build-page.mjs inlines this file into the static verifier page, and verify-bet.mjs runs it in Node.
// Its tables are its own copy of the published ones; a property test checks it agrees with the server.

const te = new TextEncoder();

function hex(buf) {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");
}

function unhex(s) {
  const out = new Uint8Array(s.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(s.slice(2 * i, 2 * i + 2), 16);
  return out;
}

async function hmacSha256(keyText, messageText) {
  const key = await crypto.subtle.importKey(
    "raw",
    te.encode(keyText),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, te.encode(messageText)));
}

export async function sha256Hex(text) {
  return hex(await crypto.subtle.digest("SHA-256", te.encode(text)));
}

/** 4 bytes → b0/256 + b1/256² + b2/256³ + b3/256⁴. */
function toFloat(bytes, at) {
  let f = 0;
  let scale = 1;
  for (let i = 0; i < 4; i++) {
    scale *= 256;
    f += bytes[at + i] / scale;
  }
  return f;
}

/** The first `count` floats for (server seed, client seed, nonce), starting at HMAC round `cursor`. */
export async function floats(serverSeed, clientSeed, nonce, cursor, count) {
  const out = [];
  for (let round = cursor; out.length < count; round++) {
    const bytes = await hmacSha256(serverSeed, `${clientSeed}:${nonce}:${round}`);
    for (let at = 0; at < 32 && out.length < count; at += 4) out.push(toFloat(bytes, at));
  }
  return out;
}

/** max(1.00, min(1 000 000.00, ⌊99·2³²/(u+1)⌋/100)), u = f·2³², in hundredths. */
function point(f) {
  const u = BigInt(Math.round(f * 4294967296));
  let p = (99n * 4294967296n) / (u + 1n);
  if (p < 100n) p = 100n;
  if (p > 100000000n) p = 100000000n;
  return Number(p);
}

/** Fisher–Yates on [first … first+n−1], first k places. */
function shuffleDraw(n, k, fs, first) {
  const a = [];
  for (let i = 0; i < n; i++) a.push(first + i);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(fs[i] * (n - i));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, k);
}

function binom(n, k) {
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

// Plinko: half tables in tenths (slot 0 to the middle; mirrored), rows 8–16, risks low/medium/high.
const PLINKO = {
  8: ["56 21 11 10 5", "130 30 13 7 4", "290 40 15 3 2"],
  9: ["56 20 16 10 7", "180 40 17 9 5", "430 70 20 6 2"],
  10: ["89 30 14 11 10 5", "220 50 20 14 6 4", "760 100 30 9 3 2"],
  11: ["84 30 19 13 10 7", "240 60 30 18 7 5", "1200 140 52 14 4 2"],
  12: ["100 30 16 14 11 10 5", "330 110 40 20 11 6 3", "1700 240 81 20 7 2 2"],
  13: ["81 40 30 19 12 9 7", "430 130 60 30 13 7 4", "2600 370 110 40 10 2 2"],
  14: ["71 40 19 14 13 11 10 5", "580 150 70 40 19 10 5 2", "4200 560 180 50 19 3 2 2"],
  15: ["150 80 30 20 15 11 10 7", "880 180 110 50 30 13 5 3", "6200 830 270 80 30 5 2 2"],
  16: ["160 90 20 14 14 12 11 10 5", "1100 410 100 50 30 15 10 5 3", "10000 1300 260 90 40 20 2 2 2"],
};
const RISKS = ["low", "medium", "high"];

// Keno (40 numbers, 10 drawn): KENO[picks] = multipliers in hundredths for 0 … picks hits.
const KENO = [
  "",
  "0 396",
  "0 190 450",
  "0 100 310 1040",
  "0 80 180 500 2250",
  "0 25 140 410 1650 3600",
  "0 0 100 368 700 1650 4000",
  "0 0 47 300 450 1400 3100 6000",
  "0 0 0 220 400 1300 2200 5500 7000",
  "0 0 0 155 300 800 1500 4400 6000 8500",
  "0 0 0 140 225 450 800 1700 5000 8000 10000",
];
const nums = (s) => s.split(" ").map(Number);

/**
 * Recomputes a bet. `params` per game: dice {direction: "over"|"under", target (hundredths)};
 * limbo {target (hundredths)}; mines {mines, picks: [cells 0–24]}; plinko {rows, risk}; keno {picks: [1–40]}.
 * Answers {game, outcome, multiplier (ten-thousandths, 0 = loss)}.
 */
export async function verifyBet({ serverSeed, clientSeed, nonce, cursor = 0, game, params }) {
  const need = { dice: 1, limbo: 1, mines: params.mines, plinko: params.rows, keno: 10 }[game];
  if (!need) throw new Error(`unknown game ${game}`);
  const fs = await floats(serverSeed, clientSeed, Number(nonce), Number(cursor), need);
  if (game === "dice") {
    const roll = Math.floor(fs[0] * 10000);
    const under = params.direction === "under";
    const win = under ? roll < params.target : roll > params.target;
    const winning = under ? params.target : 9999 - params.target;
    return { game, outcome: { roll, win }, multiplier: win ? Math.floor(99000000 / winning) : 0 };
  }
  if (game === "limbo") {
    const p = point(fs[0]);
    const win = p >= params.target;
    return { game, outcome: { point: p, win }, multiplier: win ? params.target * 100 : 0 };
  }
  if (game === "mines") {
    const mineCells = shuffleDraw(25, params.mines, fs, 0);
    const hit = params.picks.findIndex((c) => mineCells.includes(c));
    const safe = hit === -1 ? params.picks.length : hit;
    const multiplier = hit === -1 ? Number((9900n * binom(25, safe)) / binom(25 - params.mines, safe)) : 0;
    return { game, outcome: { mineCells, safeOpened: safe, win: hit === -1 }, multiplier };
  }
  if (game === "plinko") {
    const path = fs.map((f) => (f >= 0.5 ? "R" : "L"));
    const slot = path.filter((d) => d === "R").length;
    const half = nums(PLINKO[params.rows][RISKS.indexOf(params.risk)]);
    return { game, outcome: { path, slot }, multiplier: half[Math.min(slot, params.rows - slot)] * 1000 };
  }
  const drawn = shuffleDraw(40, 10, fs, 1);
  const hits = params.picks.filter((n) => drawn.includes(n)).length;
  return { game, outcome: { drawn, hits }, multiplier: nums(KENO[params.picks.length])[hits] * 100 };
}

/** Crash: checks the game hash against the terminal hash and recomputes the crash point (hundredths). */
export async function verifyCrash({ gameHash, gameNumber, terminalHash, salt }) {
  let h = gameHash;
  for (let i = 0; i < Number(gameNumber); i++) h = hex(await crypto.subtle.digest("SHA-256", unhex(h)));
  const bytes = await hmacSha256(salt, gameHash);
  return { inChain: terminalHash === undefined ? null : h === terminalHash, point: point(toFloat(bytes, 0)) };
}

/** "12345" hundredths → "123.45". */
export function hundredths(n) {
  return `${Math.floor(n / 100)}.${String(n % 100).padStart(2, "0")}`;
}
