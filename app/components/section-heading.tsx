/** Eyebrow + heading + optional lead paragraph, used by every page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "center" | "left";
}) {
  return (
    <div className={`mb-8 max-w-3xl md:mb-10 ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-brand-700">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-slate-600 md:mt-4 md:text-lg">{lead}</p>}
    </div>
  );
}
