import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";
import { render } from "./entry.server.tsx";

const assets = { script: "app.js", style: "app.css" };
const rootOf = (html: string) => /<div id="root">(.*)<\/div><\/body>/s.exec(html)?.[1];

describe("the back office's server render", () => {
  it.each(["/", "/config", "/players?q=7"])(
    "renders %s as the browser's first render does (no hydration mismatch, React #418)",
    (url) => {
      // The browser hydrates a BrowserRouter at /backoffice…; its first render is this.
      const client = renderToString(
        <MemoryRouter basename="/backoffice" initialEntries={[`/backoffice${url}`]}>
          <App />
        </MemoryRouter>,
      );
      const server = rootOf(render(url, "n", assets));
      expect(server).not.toBe("");
      expect(server).toBe(client);
    },
  );
});
