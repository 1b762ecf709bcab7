/**
 * Social sign-up providers (spec 001 §3 lists fifteen). Which ones this site offers is
 * configuration: REGISTRATION_SOCIAL_PROVIDERS, comma-separated, default "google". A provider is
 * shown only when the server can verify its identities; today that is google, through the OpenID
 * ID token of one-tap (docs/players.md "One-tap sign-in").
 */
export const SOCIAL_PROVIDERS = [
  "google",
  "vk",
  "ok",
  "fb",
  "mailru",
  "yandex",
  "telegram",
  "kakaotalk",
  "twitter",
  "itsme",
  "twitch",
  "metamask",
  "line",
  "linkedin",
  "apple",
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Providers with a server integration. */
export const INTEGRATED_PROVIDERS: ReadonlySet<SocialProvider> = new Set<SocialProvider>(["google"]);

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: "Google",
  vk: "VK",
  ok: "OK",
  fb: "Facebook",
  mailru: "Mail.ru",
  yandex: "Yandex",
  telegram: "Telegram",
  kakaotalk: "KakaoTalk",
  twitter: "X",
  itsme: "itsme",
  twitch: "Twitch",
  metamask: "MetaMask",
  line: "LINE",
  linkedin: "LinkedIn",
  apple: "Apple",
};

function isProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

export function configuredProviders(env: NodeJS.ProcessEnv = process.env): SocialProvider[] {
  const raw = env.REGISTRATION_SOCIAL_PROVIDERS ?? "google";
  const wanted = raw
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(isProvider);
  return [...new Set(wanted)].filter((p) => INTEGRATED_PROVIDERS.has(p));
}
