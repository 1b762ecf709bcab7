import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

/**
 * A real OpenID provider (oidc-provider) on an ephemeral localhost port, for tests. It publishes
 * its discovery document and JWKS over HTTP like any provider; ID tokens come from its own IdToken
 * model, signed with its own key — nothing about verification is mocked.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  /** An ID token for `sub`, signed by the provider, for this client unless `client` says otherwise. */
  idToken(
    claims: { sub: string; email?: string; email_verified?: boolean; name?: string; birthdate?: string },
    client?: string,
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startOidcProvider(clientId = "parlay-one-tap"): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: "test-key-1", alg: "RS256", use: "sig" };
  const clients = [clientId, "someone-else"].map((id) => ({
    client_id: id,
    client_secret: "not-used-not-used-not-used-not-used",
    redirect_uris: ["https://parlay.test/cb"],
  }));
  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [jwk] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "birthdate"] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    ttl: { IdToken: 3600 },
    features: { devInteractions: { enabled: false } },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    async idToken(claims, client = clientId) {
      const found = await provider.Client.find(client);
      if (!found) throw new Error(`no client ${client}`);
      const token = new provider.IdToken({ ...claims }, { client: found });
      (token as unknown as { scope: string }).scope = "openid email profile";
      return token.issue({ use: "idtoken" });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
