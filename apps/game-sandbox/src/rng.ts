/** The games' randomness: node:crypto's CSPRNG behind the domain's Rng interface. */
import { randomInt } from "node:crypto";
import type { Rng } from "@parlay/domain/casino-games";

/** randomInt is uniform on [0, n) (rejection sampling inside node). */
export const cryptoRng: Rng = { nextInt: (n) => randomInt(n) };
