import { useId } from "react";
import type { ContactMessage } from "#domain/contact";
import { formatCompanyDate, formatCompanyDateTime } from "#domain/dates";
import { type Lead, LEAD_STATUS_LABELS } from "#domain/leads";
import { SiteLink } from "../../components/site-link";
import { DeliveryBadge, PhoneLinks } from "./inbox";
import { PageTitle } from "./ui";

const count = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "message" : "messages"}`;

/**
 * A lead (issue 41 item 2): who the person is and how to reach them — their e-mail, a call or their
 * WhatsApp chat — then everything they wrote, oldest first, as one conversation.
 */
export function LeadView({ lead }: { lead: Lead<ContactMessage> }) {
  const latest = lead.messages.at(-1);
  const phone = lead.phone ?? lead.messages.findLast((message) => message.phone)?.phone ?? null;
  const headingId = useId();
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
        lead={`${LEAD_STATUS_LABELS[lead.status]} lead · ${count(lead.messages.length)} since ${formatCompanyDate(lead.createdAt)}`}
      />
      {latest && (
        <div className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <a
            href={`mailto:${latest.email}`}
            className="inline-flex min-h-6 items-center break-all text-brand-700 underline hover:text-brand-800"
          >
            {latest.email}
          </a>
          {phone && <PhoneLinks message={latest} phone={phone} />}
          {latest.language === "bn" && <p className="mt-1 text-sm text-slate-600">Writes on the Bangla pages</p>}
        </div>
      )}
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        Messages, oldest first
      </h2>
      <ol aria-labelledby={headingId} className="grid gap-4">
        {lead.messages.map((message) => (
          <li key={message._id}>
            <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
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
          </li>
        ))}
      </ol>
    </section>
  );
}
