import { optionalText, text } from "./content-input";
import { isCalendarDay } from "./dates";
import { z } from "./zod";

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

/** The lead's page in the dashboard. */
export const leadPath = (id: number | string) => `/dashboard/messages/${id}`;

/** An e-mail address as leads are matched by it: without the spaces around it, in small letters. */
export const leadEmailKey = (email: string) => email.trim().toLowerCase();

/** A lead as the dashboard shows it, with its messages outside Spam, oldest first. */
export interface Lead<Message> {
  _id: string;
  status: LeadStatus;
  /** Why it was lost (status "lost"); "" otherwise. */
  lostReason: string;
  /** The day to follow up (YYYY-MM-DD, Dhaka); "" when none is set. */
  followUpOn: string;
  notes: LeadNote[];
  /** The replies e-mailed from the dashboard, oldest first. */
  replies: LeadReply[];
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

/** What an admin writes about a lead: a note's and a lost reason's longest. */
export const LEAD_NOTE_MAX = 2000;
export const LOST_REASON_MAX = 200;

export const LOST_REASON_REQUIRED = "Say why the lead was lost";
export const FOLLOW_UP_DAY = "Enter a day, like 2026-12-01";

/**
 * Where the company stands with a lead (issue 41 item 3): its status; why it was lost (required
 * then, cleared otherwise); the day to follow up, a day in Dhaka (empty: none).
 */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: "Choose a status" }),
    lostReason: optionalText("The reason", LOST_REASON_MAX),
    followUpOn: z
      .string({ error: FOLLOW_UP_DAY })
      .trim()
      .refine((day) => day === "" || isCalendarDay(day), FOLLOW_UP_DAY)
      .optional()
      .default(""),
  })
  .superRefine((lead, context) => {
    if (lead.status === "lost" && !lead.lostReason)
      context.addIssue({ code: "custom", path: ["lostReason"], message: LOST_REASON_REQUIRED });
  })
  .transform((lead) => ({ ...lead, lostReason: lead.status === "lost" ? lead.lostReason : "" }));
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

/** A note on a lead: what was said on a call, what was promised. */
export const leadNoteSchema = z.object({ body: text("Note", LEAD_NOTE_MAX, { lines: "many" }) });
export type LeadNoteInput = z.output<typeof leadNoteSchema>;

/** The note a logged call leaves (issue 41 item 4). */
export const CALL_LOGGED = "Called.";

/** A note as the lead's page shows it. */
export interface LeadNote {
  _id: string;
  author: string;
  body: string;
  createdAt: string;
}

/** A lead to follow up (the dashboard's overview): who, on which day, and where it stands. */
export interface LeadToFollowUp {
  _id: string;
  name: string;
  email: string;
  status: LeadStatus;
  followUpOn: string;
}

/** A reply's subject and text: as long as an e-mail needs. */
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

/** A reply e-mailed to the lead from the dashboard (issue 41 item 4). */
export const leadReplySchema = z.object({
  subject: text("Subject", REPLY_SUBJECT_MAX),
  body: text("Message", REPLY_BODY_MAX, { lines: "many" }),
});
export type LeadReplyInput = z.output<typeof leadReplySchema>;

/**
 * Where a reply is: `sent` (the mail server took it), `waiting` (in the outbox, tried again until it
 * goes), or `not-sent` (the outbox gave up after REPLY_VALID_DAYS).
 */
export type ReplyDelivery = "sent" | "waiting" | "not-sent";

/** How long the outbox keeps trying a reply. */
export const REPLY_VALID_DAYS = 7;

/** A reply as the lead's page shows it, among the person's messages. */
export interface LeadReply {
  _id: string;
  author: string;
  subject: string;
  body: string;
  createdAt: string;
  delivery: ReplyDelivery;
  /** The mail server's last refusal while it waits. */
  lastError: string | null;
}

/** A row of the list of leads: the lead, where it stands, and its newest message. */
export interface LeadRow<Message> {
  _id: string;
  status: LeadStatus;
  followUpOn: string;
  /** How many messages the person wrote (outside Spam). */
  messages: number;
  newest: Message;
}

/** How many leads there are, from the count of each status. */
export const leadTotal = (counts: Readonly<Record<LeadStatus, number>>) =>
  LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0);
