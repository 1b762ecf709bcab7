import type { UserRow } from "@parlay/db/players";
import { type GlobalSettings, type MailingSettings, readStoredSettings } from "@parlay/domain/players";
import type { ActiveSession, PlayersRuntime } from "../session/index.ts";
import { ownUser, patchConfig } from "./settings.ts";

/** What GET /web-api/user/settings answers: the global settings and the office settings (001 §3). */
export interface PlayerSettings {
  global: GlobalSettings;
  office: MailingSettings & { user_hide_balance: boolean };
}

/** A player's settings: stored values over the store defaults; enable_mail_news is the newsletter flag. */
export function settingsOf(user: UserRow): PlayerSettings {
  const { global, mailing } = readStoredSettings(user.settings);
  return {
    global: { ...global, language: global.language ?? user.language },
    office: { ...mailing, enable_mail_news: user.newsletter, user_hide_balance: user.hide_balance },
  };
}

export async function readPlayerSettings(rt: PlayersRuntime, s: ActiveSession): Promise<PlayerSettings> {
  return settingsOf(await ownUser(rt, s));
}

/** Saves the given settings (validated by the route's schema); the others keep their values. */
export async function savePlayerSettings(
  rt: PlayersRuntime,
  s: ActiveSession,
  patch: Partial<GlobalSettings & MailingSettings> & { user_hide_balance?: boolean },
): Promise<PlayerSettings> {
  const user = await ownUser(rt, s);
  const { user_hide_balance, enable_mail_news, ...stored } = patch;
  const current = (user.settings ?? {}) as Record<string, unknown>;
  const updated = await patchConfig(rt, s, {
    settings: JSON.stringify({ ...current, ...stored }),
    ...(user_hide_balance !== undefined ? { hide_balance: user_hide_balance } : {}),
    ...(enable_mail_news !== undefined ? { newsletter: enable_mail_news } : {}),
    ...(stored.language ? { language: stored.language } : {}),
  });
  return settingsOf(updated);
}
