import { type UserRow, updateUser } from "@parlay/db/players";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { hmac, safeEqual } from "../session/index.ts";

/**
 * Stop-newsletter links never expire (an old newsletter must still unsubscribe), so they are not
 * stored: `userId.mac`, our MAC over the site and account. They can only ever turn mail off.
 */
export function newsletterToken(rt: PlayersRuntime, user: Pick<UserRow, "id" | "group_id">): string {
  return `${user.id}.${hmac(rt.keys.newsletter, `newsletter.${user.group_id}.${user.id}`)}`;
}

export async function stopNewsletter(
  rt: PlayersRuntime,
  request: FastifyRequest,
  token: string,
): Promise<{ success: true; message: string }> {
  const site = await rt.siteOf(request);
  const m = /^(\d{1,18})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m?.[1] || !m[2]) throw new AppError("LINK_INVALID");
  const id = BigInt(m[1]);
  if (!safeEqual(m[2], newsletterToken(rt, { id, group_id: site.groupId }).split(".")[1] ?? ""))
    throw new AppError("LINK_INVALID");
  const user = await updateUser(rt.db, site.groupId, id, { newsletter: false });
  if (!user) throw new AppError("LINK_INVALID");
  return { success: true, message: "You will not receive the newsletter any more" };
}
