/**
 * A lead is a person who wrote to the company (issue 41 item 2): their messages, one after another,
 * and where the company stands with them. A message joins the open lead of its e-mail address or
 * phone number when that lead heard from them within LEAD_WINDOW_DAYS; otherwise it starts a lead.
 * Spam belongs to no lead.
 */

/** Where the company stands with a lead, in the order a sale goes (issue 41 item 3). */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead that is won or lost is closed: a new message from the same person starts a new lead. */
export const CLOSED_LEAD_STATUSES: readonly LeadStatus[] = ["won", "lost"];

/** How long a lead stays the one a person's next message joins, counted from their last message. */
export const LEAD_WINDOW_DAYS = 90;
export const LEAD_WINDOW_MS = LEAD_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** An e-mail address as leads are matched by it: without the spaces around it, in small letters. */
export const leadEmailKey = (email: string) => email.trim().toLowerCase();

/** A lead as the dashboard shows it, with its messages outside Spam, oldest first. */
export interface Lead<Message> {
  _id: string;
  status: LeadStatus;
  /** The phone number in E.164 the person first gave; null: none yet. */
  phone: string | null;
  createdAt: string;
  messages: Message[];
}

/** "New", "Won"… as the dashboard names a status. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

export const isLeadStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value);
