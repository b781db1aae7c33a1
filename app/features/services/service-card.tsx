import { SiteLink } from "../../components/site-link";
import type { ServiceCard as Service } from "../../../domain/catalog/types";
import { ArrowRightIcon } from "../../components/icons";

export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <img src={service.image} alt="" width={480} height={320} loading="lazy" decoding="async" className="aspect-[3/2] w-full bg-slate-50 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-semibold text-slate-900">{service.title}</Heading>
        <p className="mt-2 flex-1 text-slate-600">{service.description}</p>
        <SiteLink to={service.link} className="btn-outline mt-5 self-start text-sm">
          Learn More<span className="sr-only"> about {service.title}</span>
          <ArrowRightIcon size={16} />
        </SiteLink>
      </div>
    </article>
  );
}

export function ServicesGrid({ services, headingLevel }: { services: readonly Service[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service) => (
        <li key={service.id} className="flex">
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
