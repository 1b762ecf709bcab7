import type { Limit } from "@parlay/domain/limits";
import { GLOBAL_SETTINGS_DEFAULTS, TIMEZONES } from "@parlay/domain/players/pure";
import type { PersonalDataAnswer } from "../api/verification-api.ts";
import type { OfficeData } from "../data/office-data.ts";

const PERSONAL_FIELDS = [
  "name",
  "middle_name",
  "date_birthday",
  "birth_place",
  "country",
  "region",
  "registration_address",
  "passport_series",
  "passport",
  "passport_date",
  "passport_end_date",
  "passport_issuer",
  "inn",
];

/**
 * The newer office pages' reads (support, share-idea, …) as the site's API would answer them, for the
 * office's render tests; `fakeOfficeData` includes them.
 */
export function fakePlayerReads(note: <T>(name: string, value: T) => Promise<T>) {
  return {
    messages: (_page) =>
      note("messages", {
        items: [
          {
            id: "41",
            kind: "deposit_credited",
            params: { amount: "1000.00 RUB" },
            createdAt: "2026-03-03T09:00:00.000Z",
            read: false,
          },
        ],
        total: 1,
        unread: 1,
      }),
    tickets: (kind) =>
      note("tickets", {
        items: [
          {
            id: "61",
            kind,
            subject: kind === "idea" ? "Add darts" : "My bonus is missing",
            status: "answered" as const,
            createdAt: "2026-03-04T10:00:00.000Z",
            updatedAt: "2026-03-04T11:00:00.000Z",
            posts: [
              {
                id: "62",
                staffName: "Olga",
                body: "We have credited it.",
                createdAt: "2026-03-04T11:00:00.000Z",
                attachments: [],
              },
            ],
          },
        ],
      }),
    security: () =>
      note("security", {
        protection_level: 40,
        protection_status: "normal" as const,
        protection_methods: {
          is_changed_password: true,
          enable_two_factor_auth: false,
          enable_phone_binding: false,
          enable_security_question: true,
          enable_email_auth: false,
        },
        steps: [{ method: "enable_two_factor_auth" as const, gain: 30 }],
        changed_pass_day_count: 12,
        two_factor: { method: null, backupCodesLeft: 0 },
        security_question: "First pet's name?",
        phone_bound: false,
        email: "ann@office.test",
      }),
    sessions: () =>
      note("sessions", {
        sessions: [
          {
            id: "s-1",
            current: true,
            createdAt: "2026-03-09T08:00:00.000Z",
            lastSeenAt: "2026-03-10T11:00:00.000Z",
            ip: "203.0.113.7",
            userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0",
            device: "abc",
          },
        ],
      }),
    logins: () =>
      note("logins", {
        logins: [
          {
            at: "2026-03-08T07:00:00.000Z",
            ip: "198.51.100.23",
            userAgent: null,
            current: false,
            endedAt: "2026-03-08T09:00:00.000Z",
            endReason: "logout",
          },
        ],
      }),
    settings: () =>
      note("settings", {
        global: { ...GLOBAL_SETTINGS_DEFAULTS, timeZone: 5 },
        office: {
          enable_mail_news: true,
          enable_mail_deposit: false,
          enable_mail_bets: false,
          enable_sms_news: false,
          user_hide_balance: false,
        },
      }),
    timezones: () =>
      note("timezones", { result: Object.fromEntries(TIMEZONES.map((z) => [String(z.value), { ...z }])) }),
    referrals: () =>
      note("referrals", {
        user_id: 4242,
        players: [{ id: 5151, registered_at: "2026-03-05T12:00:00.000Z" }],
      }),
    personalData: () =>
      note("personalData", {
        data: {
          ...Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null])),
          surname: "Petrova",
          city: "Kazan",
          document_type_id: null,
        } as PersonalDataAnswer["data"],
        locked: false,
        verification: {
          status: "none" as const,
          verification_status: 0,
          verification_status_group_code: null,
          internal_verification_status: 0,
          requested_additional_document: false,
          is_need_identification: false,
        },
      }),
    manager: () =>
      note("manager", {
        manager: { name: "Irina Volkova", email: "vip@parlay.test", telegram: "@irina_vip" },
      }),
    verification: () =>
      note("verification", {
        verification: {
          status: "pending" as const,
          verification_status: 1,
          verification_status_group_code: null,
          internal_verification_status: 0,
          requested_additional_document: false,
          is_need_identification: false,
        },
        documents: [
          {
            id: "3301",
            purpose: "verification" as const,
            kind: "passport" as const,
            mime: "image/png",
            sizeBytes: 48_213,
            status: "pending" as const,
            createdAt: "2026-03-06T08:30:00.000Z",
            reviewedAt: null,
            reviewNote: null,
          },
        ],
        maxBytes: 10_485_760,
      }),
    casinoHistory: (page) =>
      note("casinoHistory", {
        items: [
          {
            id: "77",
            round: "r-9001",
            providerId: "sandbox",
            providerName: "Sandbox games",
            game: "fruit-reels",
            gameName: "Fruit Reels",
            currency: "RUB",
            openedAt: "2026-03-04T10:00:00.000Z",
            finishedAt: "2026-03-04T10:00:05.000Z",
            staked: "10.00",
            won: "4.00",
            net: "-6.00",
            actions: [
              {
                id: "501",
                kind: "bet" as const,
                amount: "10.00",
                outcome: "applied" as const,
                rolledBack: false,
                at: "2026-03-04T10:00:00.000Z",
              },
              {
                id: "502",
                kind: "win" as const,
                amount: "4.00",
                outcome: "applied" as const,
                rolledBack: false,
                at: "2026-03-04T10:00:05.000Z",
              },
            ],
          },
          fairRound("78", "o41", "Dice", {
            verifyUrl: "/fairness/verify.html#game=dice&serverSeed=ab12&nonce=3",
          }),
          fairRound("79", "o42", "Limbo", { verifyPending: "seed" as const }),
        ],
        page,
        pageSize: 20,
        total: 3,
      }),
    limits: (_lang) =>
      note("limits", {
        limitsData: [
          limitOf(21, 345, { limitState: "ACTIVE", limitBalance: 300, startedAt: 1_772_000_000 }),
          // A looser change waiting its 24 h: 2 hours left at the render's clock (2026-03-10T12:00Z).
          limitOf(21, 900, { limitState: "PENDING", endsAt: 1_773_144_000 + 2 * 3600 - 60 }),
        ],
        restriction: {
          status: "OPEN" as const,
          code: null,
          until: null,
          bet: true,
          deposit: true,
          withdraw: true,
          changeLimits: true,
        },
        session: null,
      }),
    availableLimits: (_lang) =>
      note("availableLimits", {
        availableLimits: [21, 33, 30],
        limitActionMethod: "limitaction" as const,
        limitsData: [
          limitOf(21, 999_999_999),
          limitOf(33, 0, { measure: "days", availableValues: [1, 7, 30] }),
          limitOf(30, 0, { measure: "days", availableValues: [7, 30] }),
        ],
      }),
    limitHistory: () =>
      note("limitHistory", {
        history: [
          {
            id: 1,
            limitType: 21,
            action: "applied",
            value: 345,
            currency: "EUR",
            endsAt: null,
            actor: "player",
            reasonIds: [],
            at: 1_772_000_000,
          },
        ],
      }),
    selfExcludeReasons: (_lang) =>
      note("selfExcludeReasons", { reasons: [{ id: 4, title: "I want a break" }] }),
  } satisfies Partial<OfficeData>;
}

/** An in-house (provably fair) round of the casino tab: settled, with or without its verifier link. */
function fairRound(
  id: string,
  round: string,
  gameName: string,
  verify: { verifyUrl: string } | { verifyPending: "seed" | "round" },
) {
  return {
    id,
    round,
    providerId: "parlay",
    providerName: "Parlay Originals",
    game: gameName.toLowerCase(),
    gameName,
    currency: "RUB",
    openedAt: "2026-03-04T09:00:00.000Z",
    finishedAt: "2026-03-04T09:00:00.000Z",
    staked: "1.00",
    won: "0.00",
    net: "-1.00",
    actions: [],
    ...verify,
  };
}

function limitOf(limitType: number, limitValue: number, over: Partial<Limit> = {}): Limit {
  return {
    limitType: limitType as Limit["limitType"],
    limitState: "INACTIVE",
    limitValue,
    limitBalance: null,
    needApprove: false,
    startedAt: 0,
    endsAt: null,
    availableValues: [],
    measure: "currency",
    label: `responsible_gaming_limit_${limitType}`,
    optionsMap: {},
    ...over,
  };
}
