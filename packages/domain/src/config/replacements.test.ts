import { describe, expect, it } from "vitest";
import { replaceInHtml, replaceInText } from "./replacements.ts";

const site = {
  "%SITE_NAME%": "Parlay",
  "%SUPPORT_EMAIL%": "support@parlay.test",
  "%SUPPORT_PHONE%": "+44 20 7946 0000",
};

describe("text replacements from the site config (dataForReplace)", () => {
  it("fills every placeholder the config names, as often as it occurs", () => {
    expect(replaceInText("Write to %SUPPORT_EMAIL% or call %SUPPORT_PHONE%. %SITE_NAME%!", site)).toBe(
      "Write to support@parlay.test or call +44 20 7946 0000. Parlay!",
    );
    expect(replaceInText("%SITE_NAME% — %SITE_NAME%", site)).toBe("Parlay — Parlay");
  });

  it("leaves unknown placeholders and ordinary percent signs alone", () => {
    expect(replaceInText("%UNKNOWN% 50% off, 100%", site)).toBe("%UNKNOWN% 50% off, 100%");
    expect(replaceInText("%site_name% %toString% %__proto__%", site)).toBe(
      "%site_name% %toString% %__proto__%",
    );
    expect(replaceInText("%CONSTRUCTOR%", {})).toBe("%CONSTRUCTOR%");
  });

  it("never lets a config value become markup in HTML", () => {
    const evil = { "%SITE_NAME%": `<img src=x onerror=alert(1)> & "q" 'a'` };
    const html = replaceInHtml(`<p title="%SITE_NAME%">About %SITE_NAME%</p>`, evil);
    expect(html).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot; &#39;a&#39;">About &lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot; &#39;a&#39;</p>',
    );
    expect(html).not.toContain("<img");
  });

  it("fills a remote's props script with JSON-escaped values that cannot close the script", () => {
    const evil = { "%SITE_NAME%": `"</script><script>alert(1)</script>\\` };
    const body = `<h1>%SITE_NAME%</h1><script type="application/json" data-remote-props>{"heading":"Hi %SITE_NAME%"}</script>`;
    const out = replaceInHtml(body, evil);
    const json = /data-remote-props>([\s\S]*)<\/script>$/.exec(out)?.[1] ?? "";
    expect(json).not.toContain("</script");
    expect(JSON.parse(json)).toEqual({ heading: `Hi "</script><script>alert(1)</script>\\` });
    expect(out.startsWith("<h1>&quot;&lt;/script&gt;")).toBe(true);
    expect(out.match(/<script/g)).toHaveLength(1);
  });

  it("takes values literally, even ones that look like replacement patterns", () => {
    const odd = { "%SITE_NAME%": "$& $1 $$" };
    expect(replaceInText("%SITE_NAME%", odd)).toBe("$& $1 $$");
    const out = replaceInHtml(
      `<script type="application/json" data-remote-props>{"a":"%SITE_NAME%"}</script>`,
      odd,
    );
    expect(JSON.parse(out.replace(/^.*props>|<\/script>$/g, ""))).toEqual({ a: "$& $1 $$" });
  });

  it("leaves code in scripts and styles untouched", () => {
    const html = `<style>.a::after{content:"%SITE_NAME%"}</style><script>var s="%SITE_NAME%"</script><b>%SITE_NAME%</b>`;
    expect(replaceInHtml(html, site)).toBe(
      `<style>.a::after{content:"%SITE_NAME%"}</style><script>var s="%SITE_NAME%"</script><b>Parlay</b>`,
    );
  });

  it("returns HTML without placeholders as it came", () => {
    const html = "<p>100% sure</p>";
    expect(replaceInHtml(html, site)).toBe(html);
    expect(replaceInHtml("", site)).toBe("");
  });
});
