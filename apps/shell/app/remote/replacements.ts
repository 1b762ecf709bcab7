// Its own subpath: the config index carries the site-config schemas (zod), which must stay off the page.
import { type Replacements, replaceInHtml, replaceInText } from "@parlay/domain/config/replacements";
import type { RenderAnswer } from "@parlay/remote-protocol";
import type { RemoteSlot } from "../services.ts";

/**
 * The one place where the site's text replacements (dataForReplace) reach what remotes render: the
 * shell fills the placeholders of every answer, on the server for the first render and in the
 * browser for an answer it fetched itself, so no remote has to know the site config.
 */
export function replaceInAnswer(answer: RenderAnswer, replacements: Replacements): RenderAnswer {
  return {
    ...answer,
    title: replaceInText(answer.title, replacements),
    head: replaceInHtml(answer.head, replacements),
    body: replaceInHtml(answer.body, replacements),
  };
}

export function replaceInSlot(slot: RemoteSlot, replacements: Replacements): RemoteSlot {
  return slot.state === "ready" ? { ...slot, answer: replaceInAnswer(slot.answer, replacements) } : slot;
}
