import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSiteAndBrowser, screenshot } from "./harness.ts";
import { depositThroughProvider, pageApi, registerFast } from "./player-money.ts";
import { playerPage, type Site, waitForHydration } from "./players-helpers.ts";
import { backofficePage } from "./staff-helpers.ts";

/**
 * Issue 17 in Chromium, messages and support: a credited deposit is a message and the header's
 * count; a ticket answered by an agent in the back office is seen in the office; a player and an
 * agent (two browser contexts) chat live. English and Arabic, phone width for the player.
 */

let site: Site;
let browser: Browser;

openSiteAndBrowser((opened) => {
  ({ site, browser } = opened);
});

const PHONE = { width: 390, height: 844 };
const T = {
  en: {
    deposit: /Your deposit of 250.00\s₽ has been credited/,
    markAll: "Mark all as read",
    subject: "Subject",
    body: "Message",
    send: "Send",
    answered: "Answered",
    support: "Support",
    chat: "Chat with us",
    online: "An agent is online",
    you: "You",
  },
  ar: {
    deposit: /تمت إضافة إيداعك/,
    markAll: "تعليم الكل كمقروء",
    subject: "الموضوع",
    body: "الرسالة",
    send: "إرسال",
    answered: "تم الرد",
    support: "الدعم",
    chat: "تحدث معنا",
    online: "يوجد موظف دعم متصل",
    you: "أنت",
  },
} as const;

const office = (page: Page) => page.locator('[data-remote="office"]');
const envelope = (page: Page) => page.locator(".ph-msgs");

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`${site.base}${path}`);
  await waitForHydration(page);
}

/** A support agent signed in to the back office in a browser of their own (first sign-in set-up). */
async function agentPage(): Promise<Page> {
  return backofficePage(browser, site, ["support"], "Dana");
}

describe("messages, tickets and the consultant chat", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`${lang}: a credited deposit is a message and the header's count; marking all read clears it`, async () => {
      const t = T[lang];
      const { page, context } = await playerPage(browser, {
        ...PHONE,
        locale: lang === "ar" ? "ar" : "en-US",
      });
      await registerFast(page, site.base);
      await depositThroughProvider(page, site.base, "250.00");
      await openPage(page, `/${lang}/`);
      await expect.poll(() => envelope(page).getAttribute("data-count"), { timeout: 15_000 }).toBe("1");
      await screenshot(page, `support-header-count-${lang}-390`);
      await envelope(page).click();
      await page.waitForURL(new RegExp(`/${lang}/office/support$`));
      await waitForHydration(page);
      const item = office(page).locator('[data-kind="deposit_credited"]');
      await expect.poll(() => item.textContent(), { timeout: 15_000 }).toMatch(t.deposit);
      expect(await item.getAttribute("data-read")).toBe("false");
      await screenshot(page, `support-messages-${lang}-390`);
      await office(page).getByRole("button", { name: t.markAll }).click();
      await expect.poll(() => item.getAttribute("data-read")).toBe("true");
      await expect.poll(() => envelope(page).getAttribute("data-count")).toBe("0");
      await context.close();
    });

    it(`${lang}: a player opens a ticket, an agent answers in the back office, the player sees it`, async () => {
      const t = T[lang];
      const { page, context } = await playerPage(browser, {
        ...PHONE,
        locale: lang === "ar" ? "ar" : "en-US",
      });
      const userId = await registerFast(page, site.base);
      const sockets: string[] = [];
      page.on("websocket", (ws) => sockets.push(new URL(ws.url()).pathname));
      await openPage(page, `/${lang}/office/support`);
      const o = office(page);
      const subject = `Where is my win ${lang} ${Date.now()}`;
      await o.getByLabel(t.subject).fill(subject);
      await o.getByLabel(t.body, { exact: true }).fill("Coupon 12 won but my balance did not change.");
      await o.getByRole("button", { name: t.send, exact: true }).click();
      const ticket = o.locator(".po-ticket").filter({ hasText: subject });
      await ticket.waitFor();
      await screenshot(page, `support-ticket-open-${lang}-390`);

      const agent = await agentPage();
      await agent.getByRole("link", { name: "Support tickets" }).click();
      const row = agent.getByRole("row").filter({ hasText: subject });
      await row.waitFor();
      expect(await row.textContent()).toContain(String(userId));
      await row.getByRole("textbox").fill("We have credited it now. Good luck!");
      await row.getByRole("button", { name: "Send answer" }).click();
      await expect
        .poll(async () => (await agent.getByRole("row").filter({ hasText: subject }).count()) === 0, {
          timeout: 15_000,
        })
        .toBe(true);
      await screenshot(agent, "support-queue-1280");
      await agent.context().close();
      // The page left open hears the answer on its one live socket: the count changes, no reload.
      await expect.poll(() => envelope(page).getAttribute("data-count"), { timeout: 15_000 }).toBe("1");
      expect(sockets.filter((path) => path === "/ws/live").length).toBeGreaterThan(0);
      expect(sockets.filter((path) => path !== "/ws/live")).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `support-count-pushed-${lang}-390`);

      await openPage(page, `/${lang}/office/support`);
      const answered = o.locator(".po-ticket").filter({ hasText: subject });
      await expect.poll(() => answered.getAttribute("data-status"), { timeout: 15_000 }).toBe("answered");
      expect(await answered.locator('[data-author="agent"]').textContent()).toContain(
        "We have credited it now",
      );
      expect(await answered.textContent()).toContain(t.answered);
      await expect.poll(() => envelope(page).getAttribute("data-count"), { timeout: 15_000 }).toBe("1");
      await expect.poll(() => o.locator('[data-kind="support_answered"]').count()).toBe(1);
      await screenshot(page, `support-ticket-answered-${lang}-390`);
      await context.close();
    });

    it(`${lang}: a player and a support agent chat live in two browsers`, async () => {
      const t = T[lang];
      const { page, context } = await playerPage(browser, {
        ...PHONE,
        locale: lang === "ar" ? "ar" : "en-US",
      });
      const userId = await registerFast(page, site.base);
      const agent = await agentPage();
      await agent.getByRole("link", { name: "Consultant chat" }).click();
      await agent.getByText("You are online for players.").waitFor();

      await openPage(page, `/${lang}/`);
      await page.getByRole("button", { name: t.support, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: t.chat }).click();
      await dialog.getByText(t.online).waitFor();
      await dialog.getByRole("textbox").fill("Hello, can you help me with a bet?");
      await dialog.getByRole("button", { name: t.send }).click();
      await dialog.locator('[data-author="player"]').filter({ hasText: "Hello, can you help" }).waitFor();

      const conversation = agent.locator(`[data-user-id="${userId}"]`);
      await conversation.waitFor({ timeout: 15_000 });
      await conversation.click();
      await agent.getByText("Hello, can you help me with a bet?").waitFor();
      await agent.getByLabel("Reply").fill("Of course. Which coupon?");
      await agent.getByRole("button", { name: "Send", exact: true }).click();

      await dialog.locator('[data-author="agent"]').filter({ hasText: "Of course. Which coupon?" }).waitFor();
      // The agent read the player's line: the player sees the read mark.
      await dialog.locator('[data-author="player"] .support-chat__read').waitFor();
      await screenshot(page, `support-chat-${lang}-390`);
      await screenshot(agent, `support-chat-desk-${lang}-1280`);

      // History survives a reload.
      const history = await pageApi<{ lines: { body: string }[] }>(page, "GET", "/web-api/support/chat");
      expect(history.lines.map((l) => l.body)).toEqual([
        "Hello, can you help me with a bet?",
        "Of course. Which coupon?",
      ]);
      await agent.context().close();
      await context.close();
    });
  }
});
