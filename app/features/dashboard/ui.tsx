import { PencilIcon, TrashIcon } from "../../components/icons";
import { type ComponentProps, useId } from "react";

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

const controlClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-4 py-2.5 text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${error ? "border-rose-600" : "border-slate-300 focus:border-brand-700"}`;

interface FieldFrame {
  label: string;
  error?: string;
  /** Marks the field required (shown and announced; the form has noValidate and checks with zod). */
  requiredMark?: boolean;
  hint?: string;
}

function Label({ id, label, requiredMark }: { id: string; label: string; requiredMark?: boolean }) {
  return (
    <label htmlFor={id} className="font-medium text-slate-800">
      {label}
      {requiredMark && (
        <span className="text-rose-700" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function FieldEnd({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input with its error under it (tied to the input with aria-describedby). */
export function TextField({ label, error, requiredMark, hint, className = "", ...input }: ComponentProps<"input"> & FieldFrame) {
  const id = useId();
  return (
    <div className={className}>
      <Label id={id} label={label} requiredMark={requiredMark} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        required={requiredMark || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
        {...input}
      />
      <FieldEnd id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ label, error, requiredMark, hint, className = "", ...textarea }: ComponentProps<"textarea"> & FieldFrame) {
  const id = useId();
  return (
    <div className={className}>
      <Label id={id} label={label} requiredMark={requiredMark} />
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        required={requiredMark || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
        {...textarea}
      />
      <FieldEnd id={id} error={error} hint={hint} />
    </div>
  );
}

/** A problem of the whole form (not of one field), announced. */
export function FormProblem({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {message}
    </p>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} className="btn-primary w-full disabled:opacity-60 sm:w-auto">
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * An accessible data table: a caption (read by screen readers), column headers with scope, and a
 * horizontally scrollable frame on narrow screens that the keyboard can reach.
 */
export function DataTable({ caption, columns, empty, rows, children }: { caption: string; columns: readonly string[]; empty: string; rows: number; children: React.ReactNode }) {
  const id = useId();
  if (rows === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{empty}</p>;
  }
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full text-left text-sm">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = "px-4 py-3 align-middle text-slate-800";

/** An icon-only button; `label` is its accessible name (and tooltip). */
export function IconButton({ label, tone = "neutral", children, ...button }: ComponentProps<"button"> & { label: string; tone?: "neutral" | "danger" }) {
  const colours = tone === "danger" ? "text-rose-700 hover:bg-rose-50" : "text-brand-700 hover:bg-brand-50";
  return (
    <button type="button" aria-label={label} title={label} className={`inline-flex h-10 w-10 items-center justify-center rounded-lg disabled:opacity-50 ${colours}`} {...button}>
      {children}
    </button>
  );
}

/** Edit and delete buttons of a table row, named after the item. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <IconButton label={`Edit ${name}`} onClick={onEdit}>
        <PencilIcon size={18} />
      </IconButton>
      <IconButton label={`Delete ${name}`} tone="danger" onClick={onDelete}>
        <TrashIcon size={18} />
      </IconButton>
    </>
  );
}
