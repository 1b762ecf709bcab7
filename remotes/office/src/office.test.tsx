import { ROUTES } from "@parlay/domain/routing";
import { PAYMENT_REQUEST_TOPICS } from "@parlay/domain/wallet";
import { type RemoteRenderContext, RenderAnswer, requestHeaders } from "@parlay/remote-protocol";
import { remoteRenderPlugin } from "@parlay/remote-protocol/server";
import { renderContext } from "@parlay/remote-protocol/testing";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { OFFICE_DICTIONARIES, officeRemote } from "./index.ts";
import { currentMenuItem, MENU_GROUPS, menuHref } from "./menu.ts";
import { officeRouteFor } from "./props.ts";
import { LATER_PAGES } from "./routes.ts";
import { OFFICE_CSS } from "./styles.ts";

function context(overrides: Partial<RemoteRenderContext> = {}): RemoteRenderContext {
  return renderContext("office", "/office/account", { cookies: "ua=1", ...overrides });
}

const render = async (path: string, overrides: Partial<RemoteRenderContext> = {}) =>
  RenderAnswer.parse(await officeRemote.render(context({ path, ...overrides })));

const ariaCurrent = (body: string) =>
  [...body.matchAll(/data-section="(\w+)" aria-current="page"/g)].map((m) => m[1]);

describe("office pages", () => {
  it.each([
    ["/office/recharge", "Deposit", "recharge"],
    ["/office/deduce", "Withdraw", "withdrawal"],
    ["/office/historypay", "Transfer history", "history_pay"],
    ["/office/account", "Accounts", "account"],
    ["/office/paycheck", "Payment receipt", "history_pay"],
    ["/office/payment/requests", "Payment questions", "payment_requests"],
    ["/office/payment/create-request/4", "Ask about a payment", "payment_requests"],
  ])(
    "%s renders its frame, the menu with its item current, and the balance slot",
    async (path, heading, item) => {
      const answer = await render(path);
      expect(answer.status).toBe("ok");
      expect(answer.title).toBe(`${heading} — My account — %SITE_NAME%`);
      expect(answer.head).toContain('content="noindex"');
      expect(answer.body).toContain(`<h1 id="po-title">${heading}</h1>`);
      expect(answer.body).toContain('aria-label="Account menu"');
      expect(ariaCurrent(answer.body)).toEqual([item]);
      // Without a render grant (a guest, or no site to ask) the page is its frame: the balance is loading.
      expect(answer.body).toContain('id="po-balance-title"');
      expect(answer.body).toContain('role="status">Loading…</p>');
      expect(answer.body).toMatch(/<script type="application\/json" data-remote-props>\{.*\}<\/script>$/);
    },
  );

  it("shows the honest later-release panel, without a balance, for pages not built yet", async () => {
    for (const page of LATER_PAGES) {
      const answer = await render(`/office/${page}`);
      expect(answer.status, page).toBe("ok");
      expect(answer.body, page).toContain('data-later="true"');
      expect(answer.body, page).toContain("coming in a later release");
      expect(answer.body, page).not.toContain("po-balance");
    }
    expect(ariaCurrent((await render("/office/bonuses/wager")).body)).toEqual(["bonuses"]);
  });

  it("lists the payment-request topics as real links in the server markup", async () => {
    const answer = await render("/office/payment/requests");
    for (const topic of PAYMENT_REQUEST_TOPICS) {
      expect(answer.body).toContain(`href="/en/office/payment/create-request/${topic.id}"`);
    }
    const sub = await render("/office/payment/create-request/3");
    expect(sub.body).toContain('href="/en/office/payment/requests/3/31"');
    const form = await render("/office/payment/requests/3/32");
    expect(form.body).toContain("<textarea");
    expect(form.body).toContain("Deposit or withdrawal limits");
  });

  it("answers not_exist for unknown pages, topics and sub-topics", async () => {
    for (const path of [
      "/office/nope",
      "/office/payment/create-request/99",
      "/office/payment/requests/3/transactions",
      "/office/payment/requests/4/transactions/12",
      "/office/payment/requests/1/31",
      "/office/payment/requests/3/99",
      "/rules/1",
    ]) {
      const answer = await render(path);
      expect(answer.status, path).toBe("not_exist");
      expect(answer.body, path).toBe("");
      expect(answer.scriptsToLoad, path).toEqual([]);
    }
  });

  it("knows every office page of the shell's route table", () => {
    const sample: Record<string, string> = { topicId: "1", transactionId: "7", subTopicId: "31" };
    const office = ROUTES.filter((r) => r.kind === "page" && r.id.startsWith("office."));
    expect(office.length).toBeGreaterThan(20);
    for (const route of office) {
      let path = route.path.replace(/:(\w+)/g, (_, name: string) => sample[name] ?? "1");
      // Sub-topics belong to topic 3 (methods and limits); transactions to topic 1 (deposits).
      if (route.path.endsWith(":topicId/:subTopicId")) path = path.replace("/1/31", "/3/31");
      expect(officeRouteFor(`/${path}`), path).not.toBeNull();
    }
  });
});

describe("texts", () => {
  // A plural (`{ one, few, …, other }`) has the forms its language needs: compared by `other`.
  const isPlural = (value: unknown): value is { other: string } =>
    typeof value === "object" && value !== null && typeof (value as { other?: unknown }).other === "string";
  const leaves = (value: unknown, prefix = ""): [string, string][] =>
    typeof value === "string"
      ? [[prefix, value]]
      : isPlural(value)
        ? [[prefix, value.other]]
        : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
            leaves(v, prefix ? `${prefix}.${k}` : k),
          );

  it("has every text in every language, with the same placeholders, and real Arabic", () => {
    const en = new Map(leaves(OFFICE_DICTIONARIES.en));
    for (const [lang, dictionary] of Object.entries(OFFICE_DICTIONARIES)) {
      const own = new Map(leaves(dictionary));
      expect([...own.keys()].sort(), lang).toEqual([...en.keys()].sort());
      for (const [key, text] of own) {
        expect(text.trim(), `${lang} ${key}`).not.toBe("");
        const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(holes(text), `${lang} ${key}`).toEqual(holes(en.get(key) ?? ""));
        if (lang === "ar" && key !== "siteName") expect(text, key).toMatch(/[\u0600-\u06FF]/);
        if (lang === "ru" && !["siteName", "paycheck.none"].includes(key))
          expect(text, key).toMatch(/[а-яё]/i);
      }
    }
  });

  it("names every payment-request topic and sub-topic of the domain", () => {
    const en = OFFICE_DICTIONARIES.en;
    for (const topic of PAYMENT_REQUEST_TOPICS) {
      expect(en?.requests.topics).toHaveProperty(topic.key);
      for (const sub of topic.subTopics) expect(en?.requests.subTopics).toHaveProperty(sub.key);
    }
  });

  it("renders Russian and Arabic pages", async () => {
    const ru = await render("/office/deduce", { lang: "ru" });
    expect(ru.body).toContain("Вывод средств");
    expect(ru.body).toContain('href="/ru/office/recharge"');
    const ar = await render("/office/historypay", { lang: "ar" });
    expect(ar.title).toBe("سجل التحويلات — حسابي — %SITE_NAME%");
    expect(ar.body).toContain("قائمة الحساب");
  });
});

describe("menu", () => {
  it("uses the analytics section names of spec 000 §2 for its items", () => {
    const analytics = [
      "bet_history",
      "recharge",
      "withdrawal",
      "history_pay",
      "personal_data",
      "security",
      "bring_friend",
      "promo_check",
      "cashback",
      "bonuses",
      "account",
    ];
    const ids = MENU_GROUPS.flatMap((g) => g.items.map((i) => i.id as string));
    for (const id of analytics) expect(ids).toContain(id);
  });

  it("links a section's item to its section, and marks the page's own item as current", () => {
    const personal = MENU_GROUPS.flatMap((g) => [...g.items]).find((i) => i.id === "personal_data");
    expect(personal && menuHref("/en", personal)).toBe("/en/office/account?section=personal_data");
    expect(currentMenuItem({ page: "account" })).toBe("account");
  });

  it("lights up the parent page's item for a sub-page", () => {
    expect(currentMenuItem({ page: "paycheck" })).toBe("history_pay");
    expect(currentMenuItem({ page: "payment/create-request", step: "topic", topicId: 1 })).toBe(
      "payment_requests",
    );
  });
});

describe("answer contract", () => {
  it("scopes every CSS rule with the po- prefix", () => {
    const selectors = OFFICE_CSS.replace(/@media[^{]+\{/g, "")
      .split("}")
      .map((rule) => rule.split("{")[0]?.trim() ?? "")
      .filter((selector) => selector !== "");
    for (const selector of selectors) {
      // Split on top-level commas only: `:is(a,button)` is one selector.
      for (const part of selector.split(/,(?![^(]*\))/)) expect(part.trim(), selector).toMatch(/^\.po-/);
    }
  });

  it("skips the markup with force-spa and is served through the render plugin", async () => {
    expect((await render("/office/recharge", { forceSpa: true })).body.startsWith("<script")).toBe(true);
    const app = Fastify();
    await app.register(remoteRenderPlugin, { remotes: [officeRemote] });
    const response = await app.inject({
      url: "/mf/office/render?path=%2Foffice%2Fhistorypay",
      headers: requestHeaders({ path: "/office/historypay", lang: "ru", languages: ["en", "ru", "ar"] }),
    });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toContain("История переводов");
  });
});
