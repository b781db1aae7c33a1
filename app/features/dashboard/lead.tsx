import { Fragment, useId } from "react";
import { describeVisitSource, type VisitSource } from "#domain/visit-source";
import type { ContactMessage } from "#domain/contact";
import { COMPANY_TIME_LABEL, formatCompanyDate, formatCompanyDateTime, formatCompanyDay } from "#domain/dates";
import type { Locale } from "#domain/locale";
import {
  type Lead,
  LEAD_NOTE_MAX,
  type LeadReply,
  leadReplySchema,
  REPLY_BODY_MAX,
  REPLY_SUBJECT_MAX,
  type ReplyDelivery,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadNote,
  leadNoteSchema,
  type LeadStatus,
  type LeadRow,
  leadTotal,
  type LeadToFollowUp,
  leadUpdateSchema,
  LOST_REASON_MAX,
  leadPath,
} from "#domain/leads";
import { ChoiceGroup, FormField } from "../../components/form-field";
import { SiteLink } from "../../components/site-link";
import { showSuccess } from "../../components/alerts";
import { useSiteSettings } from "../../lib/site-settings";
import { FormSubmit, useEntityForm, usePostIntent } from "./forms";
import { REPLY_TEMPLATES, templateKey, templateOf } from "./reply-templates";
import { DeliveryBadge, PhoneLinks } from "./inbox";
import { type Column, DataTable } from "./tables";
import { readablePhone } from "#domain/phone";
import { PageTitle } from "./ui";

const CARD = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

/**
 * Where the company stands with the lead (issue 41 item 3): one tap on a status, the reason when it
 * is lost, and the day to follow up; saved to the page's action.
 */
function LeadStatusForm({ lead }: { lead: Lead<ContactMessage> }) {
  const { form, field, busy, onSubmit, rootError } = useEntityForm(leadUpdateSchema, {
    defaultValues: { status: lead.status, lostReason: lead.lostReason, followUpOn: lead.followUpOn },
    post: (values) => ({ intent: "status", values }),
    success: "Lead updated",
    failure: "Failed to update the lead",
  });
  const lost = form.watch("status") === "lost";
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Where we stand" className={`${CARD} mb-6 grid gap-4`}>
      <ChoiceGroup
        label="Status"
        type="radio"
        options={LEAD_STATUSES}
        labelOf={(status) => LEAD_STATUS_LABELS[status as LeadStatus]}
        {...field("status")}
      />
      {lost && <FormField label="Why it was lost" requiredMark maxLength={LOST_REASON_MAX} {...field("lostReason")} />}
      <FormField
        label={`Follow up on (${COMPANY_TIME_LABEL})`}
        type="date"
        hint="The overview lists the leads to follow up today and those overdue."
        className="max-w-xs"
        {...field("followUpOn")}
      />
      <FormSubmit error={rootError} busy={busy} label="Save" busyLabel="Saving..." />
    </form>
  );
}

/** The notes on a lead, oldest first, and a box to add one. */
function LeadNotes({ notes }: { notes: readonly LeadNote[] }) {
  const { field, busy, onSubmit, rootError } = useEntityForm(leadNoteSchema, {
    defaultValues: { body: "" },
    post: (values) => ({ intent: "note", values }),
    failure: "Failed to add the note",
    resetOnSuccess: true,
  });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        Notes
      </h2>
      {notes.length > 0 && (
        <ol className="mb-4 grid gap-3">
          {notes.map((note) => (
            <li key={note._id} className={CARD}>
              <p className="whitespace-pre-wrap text-slate-800">{note.body}</p>
              <p className="mt-2 text-sm text-slate-600">
                {note.author}, <time dateTime={note.createdAt}>{formatCompanyDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Add a note" className="grid gap-3">
        <FormField
          label="A note for the team"
          rows={3}
          maxLength={LEAD_NOTE_MAX}
          placeholder="What was said on the call, what was promised"
          {...field("body")}
        />
        <FormSubmit error={rootError} busy={busy} label="Add note" busyLabel="Adding..." />
      </form>
    </section>
  );
}

const count = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "message" : "messages"}`;

/**
 * A lead (issue 41 item 2): who the person is and how to reach them — their e-mail, a call or their
 * WhatsApp chat — then everything they wrote, oldest first, as one conversation.
 */
/**
 * Where the lead's first visit with a known source came from (issue 42 item 2): the source
 * (campaign or site), the page it started on and the page it wrote from.
 */
function VisitSourceFacts({ source }: { source: VisitSource | null }) {
  if (!source) return null;
  const facts: Array<[string, string | null]> = [
    ["Came from", describeVisitSource(source)],
    ["First page", source.landing],
    ["Wrote from", source.page],
  ];
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {facts.map(
        ([term, value]) =>
          value && (
            <Fragment key={term}>
              <dt className="font-semibold text-slate-700">{term}</dt>
              <dd className="min-w-0 break-words text-slate-700">{value}</dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}

export function LeadView({ lead, replyProblem }: { lead: Lead<ContactMessage>; replyProblem: string | null }) {
  const latest = lead.messages.at(-1);
  const phone = lead.phone ?? lead.messages.findLast((message) => message.phone)?.phone ?? null;
  const headingId = useId();
  // The person's messages and the company's replies, one conversation in the order they were written.
  const conversation = [
    ...lead.messages.map((message) => ({ at: message.createdAt, message })),
    ...lead.replies.map((reply) => ({ at: reply.createdAt, reply })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section>
      <SiteLink
        to="/dashboard/messages"
        className="mb-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
      >
        Back to Messages
      </SiteLink>
      <PageTitle
        title={latest?.name ?? "A lead without messages"}
        lead={`${LEAD_STATUS_LABELS[lead.status]} lead · ${count(lead.messages.length)} since ${formatCompanyDate(lead.createdAt)}${lead.followUpOn ? ` · follow up on ${formatCompanyDay(lead.followUpOn)}` : ""}`}
      />
      {latest && (
        <div className={`${CARD} mb-6`}>
          <a
            href={`mailto:${latest.email}`}
            className="inline-flex min-h-6 items-center break-all text-brand-700 underline hover:text-brand-800"
          >
            {latest.email}
          </a>
          {phone && <PhoneLinks message={latest} phone={phone} />}
          {latest.language === "bn" && <p className="mt-1 text-sm text-slate-600">Writes on the Bangla pages</p>}
          <VisitSourceFacts source={lead.messages.find((message) => message.source)?.source ?? null} />
          <LogCall />
        </div>
      )}
      <LeadStatusForm lead={lead} />
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        Conversation, oldest first
      </h2>
      <ol aria-labelledby={headingId} className="mb-6 grid gap-4">
        {conversation.map((entry) =>
          "message" in entry ? (
            <li key={`m${entry.message._id}`}>
              <MessageCard message={entry.message} latest={latest} />
            </li>
          ) : (
            <li key={`r${entry.reply._id}`}>
              <ReplyCard reply={entry.reply} />
            </li>
          ),
        )}
      </ol>
      {latest && <LeadReplyForm name={latest.name} language={latest.language ?? "en"} problem={replyProblem} />}
      <LeadNotes notes={lead.notes} />
    </section>
  );
}

/** One of the person's messages: when, under which name and address, the plan, the text, its delivery. */
function MessageCard({ message, latest }: { message: ContactMessage; latest: ContactMessage | undefined }) {
  return (
    <article className={CARD}>
      <header className="mb-2">
        <time dateTime={message.createdAt} className="font-semibold text-slate-900">
          {formatCompanyDateTime(message.createdAt)}
        </time>
        {!message.read && (
          <span className="ml-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            New
          </span>
        )}
        {(message.name !== latest?.name || message.email !== latest?.email) && (
          <p className="text-sm text-slate-600">
            {message.name} &lt;{message.email}&gt;
          </p>
        )}
        {message.plan && <p className="text-sm text-slate-600">Interested in: {message.plan}</p>}
      </header>
      <p className="whitespace-pre-wrap text-slate-800">{message.message}</p>
      <footer className="mt-3 border-t border-slate-100 pt-3">
        <DeliveryBadge message={message} />
      </footer>
    </article>
  );
}

const REPLY_DELIVERY: Record<ReplyDelivery, { label: string; className: string }> = {
  sent: { label: "Sent", className: "bg-emerald-100 text-emerald-800" },
  waiting: { label: "Waiting to be sent", className: "bg-amber-100 text-amber-900" },
  "not-sent": { label: "Not sent", className: "bg-rose-100 text-rose-800" },
};

/** A reply the company e-mailed: who wrote it, when, its subject and text, and whether it went. */
function ReplyCard({ reply }: { reply: LeadReply }) {
  const delivery = REPLY_DELIVERY[reply.delivery];
  return (
    <article className="rounded-xl border border-brand-100 bg-brand-50 p-4 shadow-sm sm:ml-8">
      <header className="mb-2">
        <p className="font-semibold text-slate-900">
          Reply from {reply.author}, <time dateTime={reply.createdAt}>{formatCompanyDateTime(reply.createdAt)}</time>
        </p>
        <p className="text-sm text-slate-700">Subject: {reply.subject}</p>
      </header>
      <p className="whitespace-pre-wrap text-slate-800">{reply.body}</p>
      <footer className="mt-3 border-t border-brand-100 pt-3">
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${delivery.className}`}
        >
          {delivery.label}
        </span>
        {reply.delivery !== "sent" && reply.lastError && (
          <p className="mt-1 text-xs break-words text-slate-600">{reply.lastError}</p>
        )}
      </footer>
    </article>
  );
}

/** "Log a call": a note that the person was called; a New lead is Contacted. */
function LogCall() {
  const { act, busy } = usePostIntent();
  return (
    <p className="mt-3">
      <button
        type="button"
        disabled={busy}
        onClick={() => void act({ intent: "call" }, () => void showSuccess("Call logged"))}
        className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
      >
        Log a call
      </button>
    </p>
  );
}

/**
 * The reply box (issue 41 item 4): a template to start from (in the language the person wrote in
 * first, both offered), the subject and the text, e-mailed through the outbox. Where a reply cannot
 * go (no mail to people, the demo company's inbox), it says why and what to do.
 */
function LeadReplyForm({ name, language, problem }: { name: string; language: Locale; problem: string | null }) {
  const { companyName } = useSiteSettings();
  const { form, field, busy, onSubmit, rootError } = useEntityForm(leadReplySchema, {
    defaultValues: { subject: "", body: "" },
    post: (values) => ({ intent: "reply", values }),
    success: "Reply on its way",
    failure: "Failed to send the reply",
    resetOnSuccess: true,
  });
  const headingId = useId();
  const templateId = useId();
  const startFrom = (key: string) => {
    const template = templateOf(key);
    if (!template) return;
    form.setValue("subject", template.subject(companyName));
    form.setValue("body", template.body(name, companyName));
  };
  const languages: Locale[] = language === "bn" ? ["bn", "en"] : ["en", "bn"];
  return (
    <section aria-labelledby={headingId} className={`${CARD} mb-6`}>
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        Reply by e-mail
      </h2>
      {problem === null ? (
        <form onSubmit={onSubmit} noValidate aria-label="Reply by e-mail" className="grid gap-4">
          <div>
            <label htmlFor={templateId} className="font-medium text-slate-800">
              Start from a template
            </label>
            <select
              id={templateId}
              defaultValue=""
              onChange={(event) => startFrom(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            >
              <option value="">None</option>
              {languages.map((locale) => (
                <optgroup key={locale} label={locale === "bn" ? "Bangla" : "English"}>
                  {REPLY_TEMPLATES[locale].map((template, index) => (
                    <option key={template.label} value={templateKey(locale, index)}>
                      {template.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <FormField label="Subject" requiredMark maxLength={REPLY_SUBJECT_MAX} {...field("subject")} />
          <FormField label="Message" requiredMark rows={8} maxLength={REPLY_BODY_MAX} {...field("body")} />
          <p className="text-sm text-slate-600">
            E-mailed to {name} from {companyName}; their answer comes to the company inbox.
          </p>
          <FormSubmit error={rootError} busy={busy} label="Send reply" busyLabel="Sending..." />
        </form>
      ) : (
        <p className="text-slate-700">{problem}</p>
      )}
    </section>
  );
}

/**
 * The overview's list of the open leads to follow up today or overdue (issue 41 item 3), the longest
 * overdue first, each a link to its page.
 */
export function FollowUpsDue({
  today,
  leads,
  firstResponse,
}: {
  today: string;
  leads: readonly LeadToFollowUp[];
  /** The median time to a first answer over the answered leads of the last 30 days; null: none. */
  firstResponse: { medianMs: number; leads: number } | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${CARD} mb-6`}>
      <h2 id={headingId} className="mb-2 text-lg font-bold text-slate-900">
        Follow-ups due
      </h2>
      {leads.length === 0 ? (
        <p className="text-slate-600">No lead to follow up today.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {leads.map((lead) => (
            <li key={lead._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <SiteLink
                to={leadPath(lead._id)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
              >
                {lead.name}
              </SiteLink>
              <span className={lead.followUpOn < today ? "font-semibold text-rose-700" : "text-slate-700"}>
                {lead.followUpOn < today ? `Overdue since ${formatCompanyDay(lead.followUpOn)}` : "Due today"}
                {" · "}
                {LEAD_STATUS_LABELS[lead.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-700">
        {firstResponse
          ? `Time to a first answer: ${duration(firstResponse.medianMs)} (the median of ${firstResponse.leads} ${firstResponse.leads === 1 ? "lead" : "leads"} of the last 30 days; a reply or a logged call)`
          : "Time to a first answer: no lead of the last 30 days answered yet (a reply or a logged call counts)."}
      </p>
    </section>
  );
}

/** A wait as people say it: "45 min", "3 h 20 min", "2 days 4 h". */
function duration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  const days = Math.floor(hours / 24);
  return `${days} days${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

/** The statuses as links (no JavaScript needed), each with how many leads have it; the current one marked. */
export function LeadStatusFilter({
  status,
  counts,
}: {
  status: LeadStatus | undefined;
  counts: Readonly<Record<LeadStatus, number>>;
}) {
  const choices = [
    { value: undefined, label: "All", count: leadTotal(counts) },
    ...LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value], count: counts[value] })),
  ];
  return (
    <nav aria-label="Lead status" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.label}>
            <SiteLink
              to={choice.value ? `/dashboard/messages/leads?status=${choice.value}` : "/dashboard/messages/leads"}
              aria-current={choice.value === status ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${choice.value === status ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"}`}
            >
              {choice.label}
              <span className={choice.value === status ? "text-white" : "text-slate-600"}>
                {choice.count.toLocaleString("en")}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The list of leads: who, their newest message and plan, where the company stands, and the way in. */
export function LeadsTable({ leads }: { leads: readonly LeadRow<ContactMessage>[] }) {
  const columns: readonly Column<LeadRow<ContactMessage>>[] = [
    {
      header: "Person",
      card: "lead",
      className: "align-top",
      tableWidth: "@4xl:min-w-48",
      cell: (lead) => (
        <>
          <p className={lead.newest.read ? "font-medium text-slate-900" : "font-bold text-slate-900"}>
            {lead.newest.name}
          </p>
          <p className="text-sm text-slate-600">{lead.newest.email}</p>
          {lead.newest.phone && <p className="text-sm text-slate-600">{readablePhone(lead.newest.phone)}</p>}
        </>
      ),
    },
    {
      header: "Latest message",
      card: "block",
      className: "align-top",
      tableWidth: "@4xl:min-w-64 @4xl:max-w-xl",
      cell: (lead) => (
        <>
          <time dateTime={lead.newest.createdAt} className="text-sm text-slate-600">
            {formatCompanyDateTime(lead.newest.createdAt)}
          </time>
          <p className="line-clamp-3 whitespace-pre-wrap">{lead.newest.message}</p>
        </>
      ),
    },
    {
      header: "Plan",
      className: "align-top",
      tableWidth: "@4xl:min-w-20",
      cell: (lead) => lead.newest.plan ?? <span className="text-slate-600">None</span>,
    },
    {
      header: "Status",
      className: "align-top",
      cell: (lead) => (
        <>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {LEAD_STATUS_LABELS[lead.status]}
          </span>
          {lead.followUpOn && (
            <p className="mt-1 text-xs text-slate-600">Follow up on {formatCompanyDay(lead.followUpOn)}</p>
          )}
        </>
      ),
    },
    { header: "Messages", className: "align-top", cell: (lead) => lead.messages.toLocaleString("en") },
    {
      header: "Action",
      card: "actions",
      className: "align-top",
      cell: (lead) => (
        <SiteLink
          to={leadPath(lead._id)}
          aria-label={`Open the lead of ${lead.newest.name}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
        >
          Open
        </SiteLink>
      ),
    },
  ];
  return (
    <DataTable
      caption="Leads"
      columns={columns}
      items={leads}
      rowKey={(lead) => lead._id}
      empty="No leads yet."
      highlight={(lead) => !lead.newest.read}
    />
  );
}
