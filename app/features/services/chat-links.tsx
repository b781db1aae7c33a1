import { useId } from "react";
import { chatPath, messengerLink } from "#domain/contact-channels";
import type { ServiceSlug } from "#domain/catalog/types";
import { FacebookIcon, WhatsAppIcon } from "../../components/icons";
import { servicesTexts } from "../../i18n/services";
import { useLocale } from "../../lib/locale";
import { useSiteSettings } from "../../lib/site-settings";

const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-white hover:opacity-90";

/**
 * Messaging-first contact on a service page (issue 42 item 3): WhatsApp with a message naming the
 * service typed in (when the settings have a WhatsApp number), Messenger (when they have a Facebook
 * page). Both go through the site's redirect, which counts the click; nothing of the apps loads here.
 */
export function ChatLinks({ service, serviceTitle }: { service: ServiceSlug; serviceTitle: string }) {
  const locale = useLocale();
  const t = servicesTexts[locale];
  const { whatsapp, facebook } = useSiteSettings();
  const headingId = useId();
  const messenger = facebook ? messengerLink(facebook) : null;
  if (!whatsapp && !messenger) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto mt-12 max-w-2xl rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center"
    >
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {t.chatHeading}
      </h3>
      <p className="mt-2 text-slate-700">{t.chatLead(serviceTitle)}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {whatsapp && (
          <a
            href={chatPath("whatsapp", { service, locale })}
            target="_blank"
            rel="nofollow noopener"
            className={`${buttonClass} bg-emerald-700`}
          >
            <WhatsAppIcon size={20} />
            {t.whatsApp}
          </a>
        )}
        {messenger && (
          <a
            href={chatPath("messenger", { locale })}
            target="_blank"
            rel="nofollow noopener"
            className={`${buttonClass} bg-brand-700`}
          >
            <FacebookIcon size={20} />
            {t.messenger}
          </a>
        )}
      </div>
    </section>
  );
}
