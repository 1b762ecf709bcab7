import type { OfficeData } from "../data/office-data.ts";

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
  } satisfies Partial<OfficeData>;
}
