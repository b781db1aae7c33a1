// A local OpenID Connect provider (npm oidc-provider) that plays Google in the tests: its
// development login form accepts any login; the login becomes the account's e-mail and name.
import Provider from "oidc-provider";

export const OIDC_CLIENT = { id: "site-e2e", secret: "site-e2e-client-secret-0123456789" };

/**
 * Starts the provider on 127.0.0.1:port for a site at siteOrigin; resolves with its discovery URL and a stop function.
 * `pictureFor(login)` chooses the profile picture a login gets (default: the site's placeholder).
 * @param {{ port: number, siteOrigins: string[], pictureFor?: (login: string) => string }} options
 */
export async function startOidcProvider({
  port,
  siteOrigins,
  pictureFor = () => `${siteOrigins[0]}/images/placeholder-avatar.svg`,
}) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: siteOrigins.map((origin) => `${origin}/api/auth/callback/google`),
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => {
        const email = id.includes("@") ? id : `${id}@example.com`;
        const name = email
          .split("@")[0]
          .replace(/[._-]+/g, " ")
          .replace(/\b\w/g, (c) => c.toUpperCase());
        return { sub: id, email, email_verified: true, name, picture: pictureFor(id) };
      },
    }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => false },
    cookies: { keys: ["oidc-e2e-cookie-key"] },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = `<!doctype html><title>Error</title><h1>Sign-in error</h1><pre>${JSON.stringify(out)}</pre>`;
    },
  });
  provider.proxy = false;
  const server = provider.listen(port, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
