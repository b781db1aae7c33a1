import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { pagePolicy, type PolicySettings } from "./csp";

/**
 * Headers on every response. Pages set their own Content-Security-Policy and Cross-Origin-Opener-Policy
 * (`pageSecurityHeaders`); anything else (API answers, images, files) gets a policy under which
 * nothing loads or runs, should a browser ever open it as a document.
 */
export function securityHeaders({ publicUrl }: { publicUrl: string }): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: false,
    // Browsers ignore HSTS over http; sent only where it means something. No includeSubDomains:
    // the company's other hosts are not ours to force onto https.
    strictTransportSecurity: publicUrl.startsWith("https:") ? "max-age=31536000" : false,
    // Powerful features no page of ours uses. Those the YouTube player asks for (autoplay,
    // fullscreen, encrypted-media, picture-in-picture, …) stay delegable to its frame.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      displayCapture: [],
      browsingTopics: [],
    },
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  });
}

/**
 * The pages of the Google sign-in popup (app/features/auth/google-popup.ts). The popup travels to
 * the provider and back; a Cross-Origin-Opener-Policy other than unsafe-none on its pages puts it
 * in a new browsing context group, and the opening tab then sees it as closed.
 */
const GOOGLE_POPUP_PAGES = /^\/auth\/google(?:\/|$)/;

/** Sets the policy headers of a server-rendered page: its CSP with this response's nonce, and COOP. */
export function pageSecurityHeaders(settings: PolicySettings) {
  const policy = pagePolicy(settings);
  return (response: Response, path: string, nonce: string): Response => {
    if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
    response.headers.set("Content-Security-Policy", policy({ nonce }));
    // same-origin-allow-popups: pages that open the popup keep their handle on it; no other site's window keeps one on ours.
    response.headers.set("Cross-Origin-Opener-Policy", GOOGLE_POPUP_PAGES.test(path) ? "unsafe-none" : "same-origin-allow-popups");
    return response;
  };
}
