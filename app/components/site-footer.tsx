import { phoneHref, withFullStop } from "#domain/site-details";
import { chatPath } from "#domain/contact-channels";
import { useSiteSettings, useSiteWords } from "../lib/site-settings";
import { FacebookIcon, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "./icons";
import { quickLinks, serviceLinks } from "./navigation";
import { SiteLink } from "./site-link";
import { chromeTexts } from "../i18n/chrome";
import { useLocale, useTexts } from "../lib/locale";
import { localDigits } from "#domain/locale";

const headingClass = "mb-2 text-sm font-semibold uppercase tracking-wider text-white";
const linkClass = "tap-target text-slate-300 hover:text-white hover:underline";
const socialClass = "flex h-11 w-11 items-center justify-center rounded-full bg-slate-800 hover:bg-brand-700";

/** The public footer of spec §2; `compact` (the dashboard's): the copyright line alone. */
export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const site = useSiteSettings();
  const locale = useLocale();
  const t = useTexts(chromeTexts);
  const { blurb } = useSiteWords();
  if (compact) {
    return (
      <footer className="bg-slate-900 text-slate-300">
        <Copyright />
      </footer>
    );
  }
  return (
    <footer className="bg-slate-900 text-slate-300">
      {/* Phones: the blurb and the contact details across, the two lists of links side by side. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:gap-y-10 sm:py-14 lg:grid-cols-4">
        <section aria-labelledby="footer-about" className="col-span-2 sm:col-span-1">
          <h2 id="footer-about" className={headingClass}>
            {site.companyName}
          </h2>
          <p className="text-sm leading-6" lang={blurb.lang}>
            {blurb.text}
          </p>
          <ul className="mt-5 flex gap-3" aria-label={t.socialLinks}>
            {site.facebook && (
              <li>
                <a
                  href={site.facebook}
                  aria-label="Facebook"
                  className={socialClass}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <FacebookIcon />
                </a>
              </li>
            )}
            {site.linkedin && (
              <li>
                <a
                  href={site.linkedin}
                  aria-label="LinkedIn"
                  className={socialClass}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <LinkedInIcon />
                </a>
              </li>
            )}
            <li>
              <a href={`mailto:${site.email}`} aria-label={t.emailUs} className={socialClass}>
                <MailIcon />
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t.quickLinks}
          </h2>
          <ul className="text-sm">
            {quickLinks(t).map((l) => (
              <li key={l.to}>
                <SiteLink to={l.to} className={linkClass}>
                  {l.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {t.services}
          </h2>
          <ul className="text-sm">
            {serviceLinks(locale).map((s) => (
              <li key={s.to}>
                <SiteLink to={s.to} className={linkClass}>
                  {s.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className="col-span-2 sm:col-span-1">
          <h2 id="footer-contact" className={headingClass}>
            {t.contact}
          </h2>
          <ContactDetailsList tone="dark" />
        </section>
      </div>
      <div className="border-t border-slate-800">
        <Copyright />
      </div>
    </footer>
  );
}

/** Spec §2: the copyright line with the current year. */
function Copyright() {
  const site = useSiteSettings();
  const locale = useLocale();
  const t = useTexts(chromeTexts);
  return (
    <p className="container-page py-5 text-center text-sm text-slate-400">
      © {localDigits(String(new Date().getFullYear()), locale)} {withFullStop(site.companyName, t.fullStop)}{" "}
      {t.allRightsReserved}
    </p>
  );
}

/** Phone, WhatsApp (when set), e-mail and street address; used by the footer and the contact sections. */
export function ContactDetailsList({ tone }: { tone: "dark" | "light" }) {
  const { phone, whatsapp, email } = useSiteSettings();
  const { street, area, city, country } = useSiteWords();
  // Beside an address in Bengali digits on a Bangla page, the numbers are in them too (the links dial the same).
  const locale = useLocale();
  const t = useTexts(chromeTexts);
  const item = "flex items-center gap-3";
  const icon = tone === "dark" ? "mt-0.5 shrink-0 text-sky-400" : "mt-0.5 shrink-0 text-brand-700";
  const link = tone === "dark" ? linkClass : "tap-target text-slate-700 hover:text-brand-700 hover:underline";
  return (
    <ul className="space-y-1 text-sm">
      <li className={item}>
        <PhoneIcon className={icon} />
        <a href={phoneHref(phone)} className={link}>
          {localDigits(phone, locale)}
        </a>
      </li>
      {whatsapp && (
        <li className={item}>
          <WhatsAppIcon className={icon} />
          <a href={chatPath("whatsapp", { locale })} className={link} rel="nofollow noopener" target="_blank">
            {t.whatsapp} {localDigits(whatsapp, locale)}
          </a>
        </li>
      )}
      <li className={item}>
        <MailIcon className={icon} />
        <a href={`mailto:${email}`} className={link}>
          {email}
        </a>
      </li>
      <li className="flex items-start gap-3">
        <MapPinIcon className={icon} />
        <address className="not-italic">
          <span lang={street.lang}>{street.text}</span>
          <br />
          <span lang={area.lang}>{area.text}</span>, <span lang={city.lang}>{city.text}</span>,{" "}
          <span lang={country.lang}>{country.text}</span>
        </address>
      </li>
    </ul>
  );
}
