import { type Locale, withBanglaEnding } from "./locale";

/**
 * Messaging-first contact (issue 42 item 3): the chat apps a visitor may rather write in. Links to
 * them go through the site's own redirect (`/go/<channel>`), which counts the click on the server
 * (no third-party script, no cookie) and sends the visitor on.
 */
export const CONTACT_CHANNELS = ["whatsapp", "messenger"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** What a visitor asks about: a service, and one of its plans (named in the page's language). */
export interface ChatTopic {
  service: string;
  plan?: string;
}

/** The message WhatsApp opens with, in the page's language, naming the service and plan. */
export function chatGreeting(locale: Locale, { service, plan }: ChatTopic): string {
  return locale === "bn"
    ? `আসসালামু আলাইকুম! ${plan ? `${withBanglaEnding(service, "genitive")} ${plan} প্ল্যান` : service} নিয়ে জানতে চাই।`
    : `Hello! I would like to know more about ${plan ? `the ${plan} plan of ${service}` : service}.`;
}

/**
 * The Messenger chat of a Facebook page (https://m.me/<page>), from the page's address in the
 * settings; null when that is not a page's address (a profile id, a group, another site).
 */
export function messengerLink(facebookPage: string): string | null {
  let url: URL;
  try {
    url = new URL(facebookPage);
  } catch {
    return null;
  }
  if (!/^(www\.|m\.|web\.)?facebook\.com$/i.test(url.hostname)) return null;
  const page = /^\/([A-Za-z0-9.]{5,50})\/?$/.exec(url.pathname)?.[1];
  return page && !/^(groups|profile\.php|pages|people|watch|events)$/i.test(page) ? `https://m.me/${page}` : null;
}

/** The site's own address of a chat link: `/go/whatsapp?service=…&plan=2&lang=bn` (plan: its place, 1–3). */
export function chatPath(
  channel: ContactChannel,
  { service, plan, locale }: { service?: string; plan?: number; locale: Locale },
) {
  const query = new URLSearchParams();
  if (service) query.set("service", service);
  if (plan) query.set("plan", String(plan));
  query.set("lang", locale);
  return `/go/${channel}?${query}`;
}
