import { type ReactNode, useId } from "react";
import { Form, useLocation } from "react-router";
import { SEARCH_MAX } from "#domain/list-query";
import { SiteLink } from "../../components/site-link";

const control =
  "block w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * The search above a paged list: a GET form (`q`, and the `filters` given, e.g. a role), so the
 * search is in the address, works without JavaScript, and the page links keep it. A new search
 * starts at page 1.
 */
export function ListSearch({
  name,
  label,
  search,
  filters,
}: {
  /** The search landmark's name ("Search users"). */
  name: string;
  /** The search field's label ("Search by name or e-mail"). */
  label: string;
  search: string;
  /** More fields of the form (each labelled). */
  filters?: ReactNode;
}) {
  const id = useId();
  const { pathname, search: query } = useLocation();
  return (
    // A new address (a search, "Clear the search") shows its own values, not the ones typed before.
    <Form
      key={query}
      method="get"
      action={pathname}
      role="search"
      aria-label={name}
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="min-w-0 sm:flex-1 sm:basis-64">
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={search}
          maxLength={SEARCH_MAX}
          className={`mt-1 ${control}`}
        />
      </div>
      {filters}
      <button type="submit" className="btn-primary min-h-11 w-full sm:w-auto">
        Search
      </button>
    </Form>
  );
}

/** A labelled field of the search form: `control` gets its id. */
function LabelledField({ label, control: field }: { label: string; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="sm:w-44">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {field(id)}
    </div>
  );
}

/** A labelled choice of the search form (e.g. the role), sent as `name`. */
export function ListFilter({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <LabelledField
      label={label}
      control={(id) => (
        <select id={id} name={name} defaultValue={value} className={`mt-1 ${control}`}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A labelled day of the search form (YYYY-MM-DD, e.g. the first day of a range), sent as `name`. */
export function ListDayFilter({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <LabelledField
      label={label}
      control={(id) => <input id={id} type="date" name={name} defaultValue={value} className={`mt-1 ${control}`} />}
    />
  );
}

/** What a searched list says when nothing matches: "No users match “abc”.", and a way back to the whole list. */
export function NoMatches({ what, search }: { what: string; search: string }) {
  const { pathname } = useLocation();
  return (
    <>
      {search ? `No ${what} match “${search}”.` : `No ${what} match this filter.`}{" "}
      <SiteLink to={pathname} className="font-semibold text-brand-700 underline">
        Clear the search
      </SiteLink>
    </>
  );
}
