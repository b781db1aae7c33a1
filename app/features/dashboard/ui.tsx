/** The page's title (the greeting above it belongs to the layout). */
export function PageTitle({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
      {lead && <p className="mt-1 text-slate-600">{lead}</p>}
    </div>
  );
}

export function FormCard({ children }: { children: React.ReactNode }) {
  return <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">{children}</div>;
}
