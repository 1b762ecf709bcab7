/**
 * Where a game is played on its page. ── THE SWITCH POINT for in-house games ──
 * Games of provider `parlay` (the provably fair originals: dice, limbo, mines, plinko, keno, crash)
 * are drawn by their own React component, everything else runs at its provider in a sandboxed iframe
 * (ProviderStage). The originals' UI lives in remotes/casino/src/originals/ (`OriginalStage`, same props:
 * `StageProps`). docs/casino.md "Lobby".
 */
import { ORIGINALS_PROVIDER } from "@parlay/domain/casino-lobby";
import { OriginalStage } from "../originals/index.ts";
import { ProviderStage } from "./ProviderStage.tsx";
import type { StageProps } from "./stage-props.ts";

export function GameStage(props: StageProps) {
  if (props.game.provider.id === ORIGINALS_PROVIDER) return <OriginalStage {...props} />;
  return <ProviderStage {...props} />;
}
