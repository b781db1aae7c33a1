import type { Logger } from "pino";
import { openItAt } from "#domain/wrong-address";

/**
 * Which origins may send the site a form or another state-changing request (decision 0038): the
 * trusted ones (PUBLIC_URL, or without it the default address and 127.0.0.1), and, with PUBLIC_URL
 * unset (`ownHost`), any origin naming the host the request was sent to — what a browser sends from
 * a page of this site at whatever address it was opened (a LAN address, another name). A page of
 * another site names its own host, so it is still refused; a forged Host header cannot help it,
 * because a browser sends the Host of the address it posts to.
 */
export interface OriginRule {
  trustedOrigins: readonly string[];
  /** PUBLIC_URL is unset: the site works at whatever address it is opened at. */
  ownHost?: boolean;
}

/** True when `origin` (the Origin header) is the site's own for a request to `requestUrl`. */
export function isSiteOrigin(
  origin: string | null | undefined,
  requestUrl: string,
  { trustedOrigins, ownHost = false }: OriginRule,
): boolean {
  if (!origin) return false;
  if (trustedOrigins.includes(origin)) return true;
  if (!ownHost || !URL.canParse(origin)) return false;
  const from = new URL(origin);
  // The scheme is not compared: behind a TLS proxy the request arrives as http:// while the page is https://.
  return (from.protocol === "http:" || from.protocol === "https:") && from.host === new URL(requestUrl).host;
}

/** Origins already warned about: one warning each, so a crawler posting from afar cannot fill the log. */
const MAX_WARNED = 100;

/**
 * What a refused request is told: with PUBLIC_URL set (no `ownHost`) and an Origin, the address to
 * open the site at, and the operator a warning naming PUBLIC_URL (once per origin); otherwise
 * undefined (the caller's own refusal: a page of another site posted here, or no browser did).
 */
export function wrongAddressExplainer({
  ownHost = false,
  publicUrl,
  logger,
}: {
  ownHost?: boolean;
  publicUrl: string;
  logger: Logger;
}) {
  const warned = new Set<string>();
  return (origin: string | undefined): string | undefined => {
    // Every browser names the page's origin in a POST: a request without one is no visitor's.
    if (ownHost || !origin) return undefined;
    if (!warned.has(origin) && warned.size < MAX_WARNED) {
      warned.add(origin);
      logger.warn(
        { origin, publicUrl },
        "refused a form sent from a page not opened at PUBLIC_URL; the visitor was told to open the site at PUBLIC_URL. If the site should be used at that address, set PUBLIC_URL to it",
      );
    }
    return openItAt(publicUrl);
  };
}
