import { technologies } from "../../../domain/catalog/technologies";

export function TechnologiesRow() {
  return (
    <section aria-labelledby="tech-heading" className="border-y border-slate-200 bg-white py-12">
      <div className="container-page">
        <h2 id="tech-heading" className="mb-8 text-center text-xl font-semibold text-slate-900">
          Technologies we work with
        </h2>
        <ul className="grid grid-cols-3 gap-6 md:grid-cols-6">
          {technologies.map((tech) => (
            <li key={tech.name} className="flex flex-col items-center gap-2">
              <img src={tech.logo} alt="" width={96} height={96} loading="lazy" decoding="async" className="h-14 w-14" />
              <span className="text-sm font-medium text-slate-700">{tech.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
