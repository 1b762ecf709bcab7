import { ERROR_CODES } from "@parlay/contracts/errors";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { installErrorHandler } from "./error-handler.ts";
import { AppError } from "./errors.ts";

/** Every error answer carries a catalogue code, whoever raised it: us, Fastify's parser or a plugin. */
describe("error answers", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ bodyLimit: 1024 });
    installErrorHandler(app);
    app.post("/echo", async (request) => ({ got: request.body }));
    app.get("/ours", async () => {
      throw new AppError("INSUFFICIENT_FUNDS", undefined, { missing: "1.00" });
    });
    app.get("/teapot", async () => {
      throw Object.assign(new Error("short and stout"), { statusCode: 418, code: "FST_ERR_TEAPOT" });
    });
    app.get("/bug", async () => {
      throw new TypeError("x is undefined");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const json = { "content-type": "application/json" };
  test.each([
    [
      "a body over the limit",
      { method: "POST", url: "/echo", headers: json, payload: `"${"x".repeat(2048)}"` },
      413,
      "PAYLOAD_TOO_LARGE",
    ],
    [
      "a content type no parser takes",
      { method: "POST", url: "/echo", headers: { "content-type": "application/xml" }, payload: "<a/>" },
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    [
      "a body that is not JSON",
      { method: "POST", url: "/echo", headers: json, payload: "{bad" },
      400,
      "VALIDATION",
    ],
    ["an empty JSON body", { method: "POST", url: "/echo", headers: json, payload: "" }, 400, "VALIDATION"],
    ["an unknown route", { method: "GET", url: "/nowhere" }, 404, "NOT_FOUND"],
    ["another 4xx of a plugin", { method: "GET", url: "/teapot" }, 400, "VALIDATION"],
    ["our own refusal", { method: "GET", url: "/ours" }, 409, "INSUFFICIENT_FUNDS"],
    ["a bug", { method: "GET", url: "/bug" }, 500, "INTERNAL"],
  ] as const)("%s answers %i %s", async (_name, request, status, code) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    const body = res.json() as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(ERROR_CODES).toContain(body.error.code);
    expect(body.error.message).not.toMatch(/FST_ERR|x is undefined/);
  });
});
