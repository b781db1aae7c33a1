/** A text field; marked aria-invalid (by the server's answer, a form library or app/enhance/form.ts) it gets the red border. */
export const FIELD_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-rose-600 aria-invalid:focus:border-rose-600";
