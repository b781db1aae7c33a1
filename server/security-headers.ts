import type { MiddlewareHandler } from "hono";
import { holdsSecretInAddress } from "#domain/urls";
import { englishPath } from "#domain/locale";
import { pagePolicy, type PolicySettings } from "./csp";

/** Powerful features no page of ours uses. Those the YouTube player asks for (autoplay, fullscreen, encrypted-media, picture-in-picture, …) stay delegable to its frame. */
const PERMISSIONS_POLICY = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "hid",
  "midi",
  "display-capture",
  "browsing-topics",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The policy of everything that is not a page (API answers, images, files): nothing loads or runs. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The headers every response carries (hono's secureHeaders defaults, with our referrer policy and
 * permissions), worked out once at start: the list is the same for every response.
 */
export function fixedSecurityHeaders({ publicUrl }: { publicUrl: string }): ReadonlyArray<readonly [string, string]> {
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    // Browsers ignore HSTS over http; sent only where it means something. No includeSubDomains:
    // the company's other hosts are not ours to force onto https.
    ...(publicUrl.startsWith("https:") ? [["Strict-Transport-Security", "max-age=31536000"] as const] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
}

const withNonPagePolicy = (list: ReadonlyArray<readonly [string, string]>) => [
  ...list,
  ["Content-Security-Policy", NON_PAGE_POLICY] as const,
];

/** Every security header of an answer that is not a page (what `securityHeaders` adds to API answers). */
export const nonPageSecurityHeaders = (settings: { publicUrl: string }) =>
  withNonPagePolicy(fixedSecurityHeaders(settings));

/** Sets the headers a response does not set itself. */
function addMissing(headers: Headers, list: ReadonlyArray<readonly [string, string]>) {
  for (const [name, value] of list) if (!headers.has(name)) headers.set(name, value);
}

/**
 * Headers on every response: the app's first middleware, so answers made before any other (the
 * /metrics refusals, error pages) carry them too. Pages set their own Content-Security-Policy and Cross-Origin-Opener-Policy
 * (`pageSecurityHeaders`); anything else (API answers, images, files) gets a policy under which
 * nothing loads or runs, should a browser ever open it as a document.
 */
export function securityHeaders(settings: { publicUrl: string }): MiddlewareHandler {
  const list = nonPageSecurityHeaders(settings);
  return async (c, next) => {
    await next();
    addMissing(c.res.headers, list);
  };
}

/**
 * The pages of the Google sign-in popup (app/features/auth/google-popup.ts). The popup travels to
 * the provider and back; a Cross-Origin-Opener-Policy other than unsafe-none on its pages puts it
 * in a new browsing context group, and the opening tab then sees it as closed. (Under /bn in Bangla.)
 */
const GOOGLE_POPUP_PAGES = /^\/auth\/google(?:\/|$)/;
const isGooglePopupPage = (path: string) => GOOGLE_POPUP_PAGES.test(englishPath(path));

/**
 * Sets the headers of a server-rendered page: its CSP with this response's nonce, COOP, and every
 * other security header, so a page stored by the page cache is sent with all of them. The reset
 * page (its address holds the link's token) allows no chat script and sends no Referer.
 */
export function pageSecurityHeaders(settings: Omit<PolicySettings, "chatScriptUrl">) {
  const fixed = withNonPagePolicy(fixedSecurityHeaders(settings));
  const withoutChat = pagePolicy({ ...settings, chatScriptUrl: null });
  // The chat script is a site setting: the policy follows it (worked out again only when it changes).
  let withChat = { chatScriptUrl: null as string | null, build: withoutChat };
  const policyFor = (chatScriptUrl: string | null) => {
    if (!chatScriptUrl) return withoutChat;
    if (withChat.chatScriptUrl !== chatScriptUrl)
      withChat = { chatScriptUrl, build: pagePolicy({ ...settings, chatScriptUrl }) };
    return withChat.build;
  };
  return (response: Response, path: string, nonce: string, chatScriptUrl: string | null): Response => {
    if (response.headers.get("content-type")?.startsWith("text/html")) {
      // A page whose address holds a secret has no chat, and names its address to nobody.
      const secret = holdsSecretInAddress(path);
      response.headers.set("Content-Security-Policy", policyFor(secret ? null : chatScriptUrl)({ nonce }));
      if (secret) response.headers.set("Referrer-Policy", "no-referrer");
      // same-origin-allow-popups: pages that open the popup keep their handle on it; no other site's window keeps one on ours.
      response.headers.set(
        "Cross-Origin-Opener-Policy",
        isGooglePopupPage(path) ? "unsafe-none" : "same-origin-allow-popups",
      );
    }
    // React Router's data answers (`.data`) get the policy of non-pages.
    addMissing(response.headers, fixed);
    return response;
  };
}
