import type { Context } from "hono";
import { chatGreeting, CONTACT_CHANNELS, type ContactChannel, messengerLink } from "#domain/contact-channels";
import { findService } from "#domain/catalog/services";
import { planIn, serviceIn } from "#domain/catalog/localized";
import { type Locale, localizedPath } from "#domain/locale";
import { whatsAppLink } from "#domain/phone";
import type { createServices } from "./services";
import type { AnsweredRequest } from "./visits";
import type { ClickKind } from "#domain/visits";

type Services = Pick<ReturnType<typeof createServices>, "settings" | "plans">;

const isChannel = (name: string): name is ContactChannel => (CONTACT_CHANNELS as readonly string[]).includes(name);

/**
 * Where a chat link of the site sends the visitor (issue 42 item 3): WhatsApp's chat with the
 * company's number, the message typed in naming the service and plan (in the page's language);
 * Messenger's chat with the company's Facebook page. Null when the settings have none.
 */
async function chatTarget(services: Services, channel: ContactChannel, query: URLSearchParams, locale: Locale) {
  const settings = (await services.settings.current()).effective;
  if (channel === "messenger") return settings.facebook ? messengerLink(settings.facebook) : null;
  if (!settings.whatsapp) return null;
  const service = findService(query.get("service") ?? "");
  if (!service) return whatsAppLink(settings.whatsapp);
  const tier = Number(query.get("plan"));
  const plan =
    Number.isInteger(tier) && tier >= 1 && tier <= 3
      ? (await services.plans.ofService(service.slug))[tier - 1]
      : undefined;
  const text = chatGreeting(locale, {
    service: serviceIn(service, locale).title,
    plan: plan && planIn(plan, locale).title,
  });
  return whatsAppLink(settings.whatsapp, text);
}

/**
 * GET /go/<channel>: the site's own redirect to a chat app, which counts the click (a visit event
 * of the channel's kind, with the page the link was on) and answers 302 to the app — or to the
 * contact page when the channel is not set up. GET /go/phone counts a tap on a phone number (the
 * pages' script tells it) and answers 204. Never stored by a cache or indexed.
 */
export function chatRedirect(
  services: Services,
  countClick: ((request: AnsweredRequest, kind: ClickKind) => void) | undefined,
  clientIp: (c: Context) => string,
) {
  return async (c: Context) => {
    const channel = c.req.param("channel") ?? "";
    if (channel !== "phone" && !isChannel(channel)) return c.notFound();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    const url = new URL(c.req.url);
    const locale: Locale = url.searchParams.get("lang") === "bn" ? "bn" : "en";
    const target = channel === "phone" ? null : await chatTarget(services, channel, url.searchParams, locale);
    if (channel !== "phone" && !target) return c.redirect(localizedPath("/contact", locale), 302);
    // The page the link was on, as the browser tells it (its own site's pages only).
    const from = URL.parse(c.req.header("referer") ?? "");
    countClick?.(
      {
        method: "GET",
        url: from && from.host === url.host ? from.pathname : "",
        status: 200,
        header: (name) => c.req.header(name),
        ip: () => clientIp(c),
      },
      channel,
    );
    return target ? c.redirect(target, 302) : c.body(null, 204);
  };
}
