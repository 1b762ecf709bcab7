/**
 * The helper script served at /hd-api/external/apps/{id}/api.js (spec 001 §7). Executed by the
 * page, it defines `window.hdApi = { app, ready, exec }`; `exec()` reads the device components,
 * posts them, and resolves to `{ token, expiresAt, data }` (spec 001 §3 fingerprint record:
 * token, expiresAt, componentsData = data). Plain ES2017 so it runs untranspiled everywhere.
 */
export function fingerprintScript(appId: string): string {
  // appId passed the route's [a-z0-9-] check and the allow-list; JSON.stringify quotes it safely anyway.
  const app = JSON.stringify(appId);
  return `(function () {
  "use strict";
  var APP = ${app};
  var ENDPOINT = "/hd-api/external/apps/" + APP + "/fingerprint";
  function text(v, n) { return String(v == null ? "" : v).slice(0, n); }
  function components() {
    var nav = window.navigator || {};
    var s = window.screen || {};
    var tz = "";
    try { tz = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (e) { tz = ""; }
    return {
      userAgent: text(nav.userAgent, 512),
      language: text(nav.language, 64),
      languages: Array.prototype.slice.call(nav.languages || [], 0, 10).map(function (l) { return text(l, 64); }),
      platform: text(nav.platform, 64),
      timezone: text(tz, 64),
      timezoneOffset: new Date().getTimezoneOffset(),
      screen: {
        width: s.width | 0,
        height: s.height | 0,
        colorDepth: s.colorDepth | 0,
        pixelRatio: Math.round((window.devicePixelRatio || 1) * 100) / 100
      },
      hardwareConcurrency: nav.hardwareConcurrency | 0,
      deviceMemory: Number(nav.deviceMemory) || 0,
      touchPoints: nav.maxTouchPoints | 0,
      cookieEnabled: !!nav.cookieEnabled
    };
  }
  function exec() {
    return fetch(ENDPOINT, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ components: components() })
    }).then(function (res) {
      if (!res.ok) throw new Error("fingerprint: HTTP " + res.status);
      return res.json();
    }).then(function (body) {
      if (!body || typeof body.token !== "string" || typeof body.expiresAt !== "number" || typeof body.data !== "string") {
        throw new Error("fingerprint: invalid response");
      }
      return { token: body.token, expiresAt: body.expiresAt, data: body.data };
    });
  }
  window.hdApi = { app: APP, ready: Promise.resolve(true), exec: exec };
})();
`;
}
