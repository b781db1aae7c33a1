import { cookieOf, ORIGIN } from "./accounts";
import type { TestApp } from "./test-app";

/** Cookies a response sets, merged into a jar (name → "name=value"). */
function keepCookies(jar: Map<string, string>, res: Response) {
  for (const cookie of res.headers.getSetCookie()) {
    const pair = cookie.split(";")[0]!;
    jar.set(pair.split("=")[0]!, pair);
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar.values()].join("; ");

/**
 * The Google popup's requests without a browser: our sign-in/social call, the local OpenID
 * provider's login and consent forms (tests/support/oidc-provider.js) as `login`, then our
 * callback. Resolves with the callback's answer and the site cookies it set.
 */
export async function signInWithGoogle(app: TestApp, login: string): Promise<{ callback: Response; cookie: string }> {
  const start = await app.request("/api/auth/sign-in/social", {
    method: "POST",
    headers: { "content-type": "application/json", ...ORIGIN },
    body: JSON.stringify({
      provider: "google",
      callbackURL: "/auth/google/done",
      errorCallbackURL: "/auth/google/done",
    }),
  });
  if (start.status !== 200) throw new Error(`sign-in/social: ${start.status} ${await start.text()}`);
  const siteCookies = new Map<string, string>();
  keepCookies(siteCookies, start);

  const providerCookies = new Map<string, string>();
  let next: { url: string; init?: RequestInit } = { url: ((await start.json()) as { url: string }).url };
  for (let step = 0; step < 12; step++) {
    const res = await fetch(next.url, {
      ...next.init,
      redirect: "manual",
      headers: { ...(next.init?.headers as Record<string, string>), cookie: cookieHeader(providerCookies) },
    });
    keepCookies(providerCookies, res);
    const location = res.headers.get("location");
    if (location) {
      const target = new URL(location, next.url);
      if (target.pathname.startsWith("/api/auth/callback/")) {
        const callback = await app.request(`${target.pathname}${target.search}`, {
          headers: { cookie: cookieHeader(siteCookies) },
        });
        return { callback, cookie: cookieOf(callback) };
      }
      next = { url: target.href };
      continue;
    }
    // A login or consent page: submit its form (any login and password are accepted).
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected provider page: ${res.status} ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const form = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt });
    next = {
      url: new URL(action, next.url).href,
      init: { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } },
    };
  }
  throw new Error("the provider never redirected back to the site");
}
