/** The session chrome (UKGC RTS 13C, 2E): time played and net position since the launch. */

/** Elapsed time as h:mm:ss (hours unbounded); negative spans read 0:00:00. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** Wins minus stakes, in minor units. */
export function netPosition(staked: bigint, won: bigint): bigint {
  return won - staked;
}
