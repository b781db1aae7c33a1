import { contactTexts } from "../../i18n/contact";
import { useLocale } from "../../lib/locale";
import { MapFacade } from "../../components/map-facade";
import { SectionHeading } from "../../components/section-heading";
import { ContactDetailsList } from "../../components/site-footer";
import { ContactForm } from "./contact-form";
import { useSiteSettings } from "../../lib/site-settings";
import { openingHoursText } from "#domain/site-details";

/**
 * Contact details, the message form and the map: the home page's last section and the /contact page.
 * `formAction` is where the form posts without JavaScript (the page itself when omitted).
 */
export function ContactSection({
  headingLevel = 2,
  initialMessage,
  plan,
  formAction,
}: {
  headingLevel?: 1 | 2;
  initialMessage?: string;
  /** The plan whose "Get Started" the visitor came from, sent with the message. */
  plan?: string;
  formAction?: string;
}) {
  const site = useSiteSettings();
  const locale = useLocale();
  const t = contactTexts[locale];
  const Heading = `h${headingLevel}` as const;
  // One level under the section's heading (heading order: h1 → h2 on /contact, h2 → h3 on /).
  const SubHeading = `h${headingLevel + 1}` as "h2" | "h3";
  return (
    <section aria-labelledby="contact-heading" className="page-section">
      <div className="container-page">
        {headingLevel === 2 ? (
          <SectionHeading id="contact-heading" eyebrow={t.eyebrow} title={t.sectionTitle} lead={t.sectionLead} />
        ) : (
          <div className="mb-10 max-w-3xl">
            <Heading id="contact-heading" className="text-4xl font-bold tracking-tight text-slate-900">
              {t.pageTitle}
            </Heading>
            <p className="mt-4 text-lg text-slate-600">{t.pageLead}</p>
          </div>
        )}
        <div className="grid gap-8 md:gap-10 lg:grid-cols-2">
          <div className="space-y-6 md:space-y-8">
            <div className="rounded-2xl bg-slate-50 p-5 md:p-6">
              <SubHeading className="mb-2 text-lg font-semibold text-slate-900 md:mb-4">{t.visitOrCall}</SubHeading>
              <ContactDetailsList tone="light" />
              <p className="mt-4 text-sm text-slate-600">{openingHoursText(site, locale)}</p>
            </div>
            {/* On /contact the map picture is the largest thing a phone shows first: fetch it at once. */}
            <MapFacade priority={headingLevel === 1} />
          </div>
          <div className="rounded-2xl border border-slate-200 p-5 shadow-sm md:p-8">
            <SubHeading className="mb-4 text-lg md:mb-6 font-semibold text-slate-900">{t.sendUsAMessage}</SubHeading>
            <ContactForm initialMessage={initialMessage} plan={plan} action={formAction} />
          </div>
        </div>
      </div>
    </section>
  );
}
