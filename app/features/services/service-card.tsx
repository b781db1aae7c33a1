import { SiteLink } from "../../components/site-link";
import { serviceIn } from "#domain/catalog/localized";
import type { ServiceCard as Service } from "#domain/catalog/types";
import { ArrowRightIcon } from "../../components/icons";
import { servicesTexts } from "../../i18n/services";
import { useLocale } from "../../lib/locale";
import { LinkText } from "./link-text";

/**
 * Two to a row on phones (issue 22): a smaller picture and title, the description cut to three
 * lines there. In the page's language.
 */
export function ServiceCard({ service: english, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const locale = useLocale();
  const service = serviceIn(english, locale);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <img
        src={service.image}
        alt=""
        width={480}
        height={320}
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] w-full bg-slate-50 object-cover sm:aspect-[3/2]"
      />
      <div className="flex flex-1 flex-col p-3 sm:p-6">
        <Heading className="text-base font-semibold leading-snug text-slate-900 sm:text-xl">{service.title}</Heading>
        {/* The box grows with its row, not the clamped text: a taller neighbour would show a 4th line (issue 43 item 9). */}
        <div className="flex-1">
          <p className="mt-1 line-clamp-3 text-sm text-slate-600 sm:mt-2 sm:line-clamp-none sm:text-base">
            {service.description}
          </p>
        </div>
        <SiteLink
          to={service.link}
          className="btn-outline mt-3 min-h-11 self-stretch px-2 text-sm sm:mt-5 sm:self-start sm:px-5"
        >
          <LinkText words={servicesTexts[locale].learnMore(service.title)} />
          <ArrowRightIcon size={16} />
        </SiteLink>
      </div>
    </article>
  );
}

export function ServicesGrid({ services, headingLevel }: { services: readonly Service[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
      {services.map((service) => (
        <li key={service.id} className="flex">
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
