/** The id of the profile page's list of sessions, and its address (the new-sign-in e-mail links to it). */
export const SESSIONS_SECTION_ID = "sessions";
export const SESSIONS_PATH = `/dashboard/profile#${SESSIONS_SECTION_ID}`;

/**
 * "Chrome on Windows", "Safari on iPhone": what a person recognises of a browser's User-Agent
 * header (the sessions list, the new-sign-in e-mail). A few rules, most specific first; anything
 * else is "Unknown browser" / "unknown device". The header is the client's own claim: this is a
 * label for people, never a check.
 */

/** Browsers whose token must be looked for before the ones they also claim (Edge says Chrome and Safari). */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera|OPiOS)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bYaBrowser\//, "Yandex Browser"],
  [/\bVivaldi\//, "Vivaldi"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\b(MSIE |Trident\/)/, "Internet Explorer"],
  [/^curl\//, "curl"],
];

const DEVICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (rules: ReadonlyArray<readonly [RegExp, string]>, userAgent: string) =>
  rules.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Firefox on Linux"; "Unknown browser" when the header is missing or unlike any browser's. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const header = userAgent ?? "";
  const browser = firstMatch(BROWSERS, header);
  const device = firstMatch(DEVICES, header);
  if (browser && device) return `${browser} on ${device}`;
  if (browser) return browser;
  if (device) return `A browser on ${device}`;
  return "Unknown browser";
}
