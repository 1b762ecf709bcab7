import { describe, expect, it } from "vitest";
import { dispatchRemoteEvent, REMOTE_EVENTS } from "./events.ts";
import { redirectTarget } from "./links.ts";
import { propsScript, serializeProps } from "./props.ts";

const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const anchor = (href: string, target = "", attributes: string[] = []) => ({
  href,
  target,
  hasAttribute: (name: string) => attributes.includes(name),
});
const origin = "https://parlay.example";

describe("link interception", () => {
  it("hands same-origin plain clicks to the shell with query and hash", () => {
    expect(redirectTarget(click, anchor("https://parlay.example/en/rules/2?a=1#c3"), origin)).toBe(
      "/en/rules/2?a=1#c3",
    );
    expect(redirectTarget(click, anchor("/ru/line"), origin)).toBe("/ru/line");
  });

  it.each([
    ["another origin", click, anchor("https://elsewhere.example/")],
    ["a middle click", { ...click, button: 1 }, anchor("/en/")],
    ["a ctrl click", { ...click, ctrlKey: true }, anchor("/en/")],
    ["a meta click", { ...click, metaKey: true }, anchor("/en/")],
    ["a prevented click", { ...click, defaultPrevented: true }, anchor("/en/")],
    ["target=_blank", click, anchor("/en/", "_blank")],
    ["a download", click, anchor("/en/file.pdf", "", ["download"])],
    ["an opt-out", click, anchor("/en/", "", ["data-remote-native"])],
  ])("leaves %s to the browser", (_, event, link) => {
    expect(redirectTarget(event, link, origin)).toBeNull();
  });
});

describe("remote events", () => {
  it("dispatches bubbling CustomEvents with their detail", () => {
    const target = new EventTarget();
    const seen: [string, unknown, boolean][] = [];
    for (const name of Object.values(REMOTE_EVENTS)) {
      target.addEventListener(name, (event) =>
        seen.push([name, (event as CustomEvent).detail, event.bubbles]),
      );
    }
    dispatchRemoteEvent(target, "remote:ready", {});
    dispatchRemoteEvent(target, "remote:error", { message: "boom" });
    dispatchRemoteEvent(target, "remote:redirect", { to: "/en/live" });
    expect(seen).toEqual([
      ["remote:ready", {}, true],
      ["remote:error", { message: "boom" }, true],
      ["remote:redirect", { to: "/en/live" }, true],
    ]);
  });
});

describe("props script", () => {
  it("cannot be closed early by the data it carries", () => {
    const props = { text: "</script><script>alert(1)</script> & \u2028" };
    const html = propsScript(props);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(serializeProps(props))).toEqual(props);
  });
});
