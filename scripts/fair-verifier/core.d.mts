// Types of the standalone verifier (core.mjs) for its TypeScript test; the verifier itself is plain JS.
export type VerifyBetInput = {
  serverSeed: string;
  clientSeed: string;
  nonce: number | string;
  cursor?: number | string;
  game: "dice" | "limbo" | "mines" | "plinko" | "keno";
  // biome-ignore lint/suspicious/noExplicitAny: each game's own parameters, checked by the property test
  params: any;
};
export function sha256Hex(text: string): Promise<string>;
export function floats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  cursor: number,
  count: number,
): Promise<number[]>;
export function verifyBet(
  input: VerifyBetInput,
): Promise<{ game: string; outcome: unknown; multiplier: number }>;
export function verifyCrash(input: {
  gameHash: string;
  gameNumber: number | string;
  terminalHash?: string;
  salt: string;
}): Promise<{ inChain: boolean | null; point: number }>;
export function hundredths(n: number): string;
