import { SiteLink } from "../../components/site-link";
import { planIn } from "#domain/catalog/localized";
import { formatPrice } from "#domain/catalog/plans";
import type { Plan } from "#domain/catalog/types";
import { CheckIcon, CloseIcon, ClockIcon, WhatsAppIcon } from "../../components/icons";
import { servicesTexts } from "../../i18n/services";
import { useLocale } from "../../lib/locale";
import { useSiteSettings } from "../../lib/site-settings";
import { LinkText } from "./link-text";

/**
 * The plans' colours (domain/catalog/plans.ts) as classes: the page policy allows no inline style
 * (decision 0035), and Tailwind builds each class from its name written out here. A test holds every
 * plan's colours to this list.
 */
export const PLAN_BACKGROUNDS: Readonly<Record<string, string>> = {
  "#334155": "bg-[#334155]",
  "#1e293b": "bg-[#1e293b]",
  "#4338ca": "bg-[#4338ca]",
  "#3730a3": "bg-[#3730a3]",
  "#047857": "bg-[#047857]",
  "#065f46": "bg-[#065f46]",
};
const background = (colour: string) => PLAN_BACKGROUNDS[colour] ?? "bg-brand-700";

/**
 * One price plan of a service page (spec §9): header colour, price (in the settings' currency),
 * delivery (shown once here), the plan's contents — after "Everything in Standard, plus:" when it
 * lists what it adds to the plan before it (`buildsOn`) —, Get Started; in the page's language. Get
 * Started names the plan by `contactPlan`, the catalogue's English label ("Web Development – Basic"),
 * in either language: that name is what the contact form stores and the inbox shows and filters by.
 */
export function PlanCard({
  plan: english,
  buildsOn,
  contactPlan,
  whatsApp,
}: {
  plan: Plan;
  buildsOn: Plan | null;
  contactPlan: string;
  /** The plan's WhatsApp link through the site's counting redirect (issue 42 item 3); absent: no WhatsApp number is set. */
  whatsApp?: string;
}) {
  const locale = useLocale();
  const t = servicesTexts[locale];
  const { currency } = useSiteSettings();
  const plan = planIn(english, locale);
  // A Bangla text the owner left empty shows the English, marked as English (its voice and font).
  const langOf = (bangla: string) => (locale === "bn" && bangla === "" ? "en" : undefined);
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      aria-label={t.planLabel(plan.title)}
    >
      <header className={`px-6 py-6 text-white ${background(plan.headerColor)}`}>
        <h3 className="text-lg font-semibold" lang={langOf(english.bn.title)}>
          {plan.title}
        </h3>
        <p className="mt-2 text-4xl font-extrabold" data-testid="plan-price">
          {formatPrice(plan.price, locale, currency)}
        </p>
        <p className="mt-2 flex items-center gap-2 text-sm text-white">
          <ClockIcon size={16} />{" "}
          <span>
            {t.delivery} <span lang={langOf(english.bn.delivery)}>{plan.delivery}</span>
          </span>
        </p>
      </header>
      {buildsOn && (
        <p className="px-6 pt-6 font-semibold text-slate-900">{t.everythingIn(planIn(buildsOn, locale).title)}</p>
      )}
      <ul className={`flex-1 space-y-3 px-6 ${buildsOn ? "pb-6 pt-3" : "py-6"}`}>
        {plan.features.map((feature, index) => (
          <li
            key={feature.text}
            className={`flex items-start gap-3 ${feature.included ? "text-slate-800" : "text-slate-500 line-through decoration-slate-400"}`}
          >
            {feature.included ? (
              <CheckIcon size={20} className="mt-0.5 shrink-0 text-emerald-700" />
            ) : (
              <CloseIcon size={20} className="mt-0.5 shrink-0 text-rose-700" />
            )}
            <span lang={langOf(english.features[index]!.bn.text)}>
              {feature.text}
              {!feature.included && <span className="sr-only">{t.notIncluded}</span>}
            </span>
          </li>
        ))}
      </ul>
      <div className="px-6 pb-6">
        <SiteLink
          to={`/contact?plan=${encodeURIComponent(contactPlan)}`}
          className={`flex w-full items-center justify-center rounded-lg px-4 py-3 font-semibold text-white hover:opacity-90 ${background(plan.buttonColor)}`}
        >
          <LinkText words={t.getStarted(plan.title)} />
        </SiteLink>
        {whatsApp && (
          <a
            href={whatsApp}
            target="_blank"
            rel="nofollow noopener"
            className="mt-3 flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-emerald-700 px-4 py-2.5 font-semibold text-emerald-800 hover:bg-emerald-50"
          >
            <WhatsAppIcon size={18} />
            <LinkText words={t.askOnWhatsApp(plan.title)} />
          </a>
        )}
      </div>
    </article>
  );
}
