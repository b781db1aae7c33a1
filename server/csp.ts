import { createHash, randomBytes } from "node:crypto";
import { mapEmbedUrl } from "#domain/site-details";

/**
 * The site's Content-Security-Policy (decision 0012). Pages allow their own inline scripts (React
 * Router's hydration data) by a per-request nonce, or — once a page is stored for every visitor —
 * by the hashes of exactly those scripts; everything else comes from this origin, plus the few third
 * parties a feature needs.
 */

/** The hosts a review video may play from: every spelling `reviewVideoInputSchema` accepts. */
const YOUTUBE_EMBED_ORIGINS = [
  "https://www.youtube.com",
  "https://youtube.com",
  "https://www.youtube-nocookie.com",
  "https://youtube-nocookie.com",
];

/**
 * Frames the site opens after a click: the video facades (the hero video is a YouTube embed URL,
 * like review videos) and the map facade (always Google Maps, whatever location the settings name).
 */
const FRAME_ORIGINS = [...YOUTUBE_EMBED_ORIGINS, new URL(mapEmbedUrl("")).origin];

export interface PolicySettings {
  /** The site's public origin; https turns on upgrade-insecure-requests. */
  publicUrl: string;
  /** CHAT_SCRIPT_URL: its origin may serve script (and the widget's styles, fonts, frames, calls). */
  chatScriptUrl: string | null;
  /** CHAT_CSP_SOURCES: further hosts the chat widget loads from, e.g. `https://*.tawk.to wss://*.tawk.to`. */
  chatSources?: readonly string[];
  /** `npm run dev`: Vite's hot-reload socket listens on a port of its own. */
  development?: boolean;
}

/** How a page's own inline scripts are allowed: by this response's nonce, or by their hashes. */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/** A fresh nonce for one response (128 random bits, base64). */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Returns a function that writes the page policy for one response's inline scripts. */
export function pagePolicy({
  publicUrl,
  chatScriptUrl,
  chatSources = [],
  development = false,
}: PolicySettings): (inline: InlineScripts) => string {
  const https = publicUrl.startsWith("https:");
  const chat = chatScriptUrl ? [new URL(chatScriptUrl).origin, ...chatSources] : [];
  const list = (...sources: string[]) => [...new Set(sources)].join(" ");
  const fixed = [
    "default-src 'self'",
    `connect-src ${list("'self'", ...chat, ...(development ? ["ws:"] : []))}`,
    // Admins may point blog and review images at any web address (spec §3), http only on an http site.
    `img-src ${list("'self'", "https:", ...(https ? [] : ["http:"]))}`,
    // No inline style of ours (decision 0035); a chat widget paints itself with inline styles, and
    // Vite injects <style> elements while developing.
    `style-src ${list("'self'", ...(chat.length > 0 || development ? ["'unsafe-inline'"] : []), ...chat)}`,
    `font-src ${list("'self'", ...chat)}`,
    `frame-src ${list(...FRAME_ORIGINS, ...chat)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return (inline) => {
    const allowed = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'${hash}'`);
    return `${fixed}; script-src ${list("'self'", ...allowed, ...chat)}`;
  };
}

/**
 * Turns a page rendered for one visitor into one every visitor may get: the `nonce="…"` attributes
 * leave the HTML and the policy allows the inline scripts that carried the nonce by their SHA-256
 * hashes instead. A page without a nonce in its policy is returned as it is.
 */
export function shareablePage(html: string, policy: string): { html: string; policy: string } {
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  if (!nonce) return { html, policy };
  const attribute = ` nonce="${nonce}"`;
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attributes.includes(attribute) && !/\ssrc=/.test(attributes))
      hashes.push(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  const allowed = [...new Set(hashes)].map((hash) => `'${hash}'`).join(" ");
  return {
    html: html.replaceAll(attribute, ""),
    policy: policy.replace(` 'nonce-${nonce}'`, allowed ? ` ${allowed}` : ""),
  };
}
