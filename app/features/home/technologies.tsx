import { technologies } from "#domain/catalog/technologies";
import { homeTexts } from "../../i18n/home";
import { useTexts } from "../../lib/locale";

export function TechnologiesRow() {
  const t = useTexts(homeTexts);
  return (
    <section aria-labelledby="tech-heading" className="border-y border-slate-200 bg-white py-10 md:py-12">
      <div className="container-page">
        <h2 id="tech-heading" className="mb-6 text-center md:mb-8 text-xl font-semibold text-slate-900">
          {t.technologies}
        </h2>
        <ul className="grid grid-cols-3 gap-4 md:grid-cols-6 md:gap-6">
          {technologies.map((tech) => (
            <li key={tech.name} className="flex flex-col items-center gap-2">
              <img
                src={tech.logo}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-12 w-12 md:h-14 md:w-14"
              />
              <span className="text-sm font-medium text-slate-700">{tech.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
