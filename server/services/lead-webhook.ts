import { createHmac } from "node:crypto";
import { leadPath, type LeadStatus } from "#domain/leads";
import { readablePhone, whatsAppLink } from "#domain/phone";

/**
 * The owner's lead webhook (issue 41 item 5, decision 0056): each new message of a lead is posted
 * as JSON to LEAD_WEBHOOK_URL, signed with LEAD_WEBHOOK_SECRET the way the Standard Webhooks
 * specification says (standardwebhooks.com), so a receiver (n8n, Make, a small script that forwards
 * to Telegram, Slack or an SMS gateway) can check that the site sent it and when. Posts go through
 * the outbox (server/services/outbox.ts): one the receiver does not take (no answer in 10 s, not
 * 2xx, a redirect) is tried again with the e-mails' backoff for a day.
 */
export interface LeadWebhook {
  /** Where to post (http or https). */
  url: string;
  /** The signing secret: `whsec_` + base64 (the specification's form), or any other text, used as it is. */
  secret: string;
  /** The site's address, for the lead's link in the dashboard. */
  publicUrl: string;
}

/** A receiver that has not answered after this long has failed this try. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What the site posts: the event, and a short `text` a chat's incoming webhook (Slack's) shows as it is. */
export interface LeadWebhookBody {
  type: "lead.created" | "lead.message";
  createdAt: string;
  text: string;
  lead: { id: string; url: string; status: LeadStatus; messages: number };
  message: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    whatsApp: string | null;
    plan: string | null;
    language: string | null;
    text: string;
  };
}

export interface LeadWebhookEvent {
  lead: { id: number; status: LeadStatus; messages: number };
  message: {
    id: number;
    name: string;
    email: string;
    phone: string | null;
    plan: string | null;
    language: string | null;
    message: string;
    createdAt: string;
  };
}

/** The body of the post telling of `event`: a new lead when its first message is this one. */
export function leadWebhookBody(publicUrl: string, { lead, message }: LeadWebhookEvent): LeadWebhookBody {
  const url = `${publicUrl}${leadPath(lead.id)}`;
  const created = lead.messages <= 1;
  const contact = [message.email, message.phone && readablePhone(message.phone)].filter(Boolean).join(", ");
  const about = message.plan ? ` about ${message.plan}` : "";
  const excerpt = message.message.length > 300 ? `${message.message.slice(0, 299)}…` : message.message;
  return {
    type: created ? "lead.created" : "lead.message",
    createdAt: message.createdAt,
    text: `${created ? "New lead" : `Message ${lead.messages} from a lead`}: ${message.name} (${contact})${about}\n${excerpt}\n${url}`,
    lead: { id: String(lead.id), url, status: lead.status, messages: lead.messages },
    message: {
      id: String(message.id),
      name: message.name,
      email: message.email,
      phone: message.phone,
      whatsApp: message.phone && whatsAppLink(message.phone),
      plan: message.plan,
      language: message.language,
      text: message.message,
    },
  };
}

/** The signing key: a `whsec_` secret's base64 bytes, else the text's own. */
const signingKey = (secret: string) =>
  secret.startsWith("whsec_") ? Buffer.from(secret.slice("whsec_".length), "base64") : Buffer.from(secret);

/**
 * The Standard Webhooks headers of one post: `webhook-id` (the same on every try, for the receiver
 * to skip one it has), `webhook-timestamp` (seconds) and `webhook-signature`: `v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body`.
 */
export function webhookSignatureHeaders(secret: string, id: string, timestampSeconds: number, body: string) {
  const signature = createHmac("sha256", signingKey(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest("base64");
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": `v1,${signature}`,
  };
}

/** Posts `body` once, signed; throws with the reason unless the receiver answered 2xx within WEBHOOK_TIMEOUT_MS. */
export async function postToWebhook(webhook: LeadWebhook, id: string, body: string, nowMs: number): Promise<void> {
  const response = await fetch(webhook.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "uttara-it-site lead webhook",
      ...webhookSignatureHeaders(webhook.secret, id, Math.floor(nowMs / 1000), body),
    },
    body,
    // A redirect is not followed: the signed post goes where the operator said, or fails.
    redirect: "manual",
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  }).catch((error: unknown) => {
    // fetch says only "fetch failed"; the cause (ECONNREFUSED, a name not found) is what helps.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new Error(`The lead webhook could not be reached: ${cause}`);
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299)
    throw new Error(`The lead webhook answered ${response.status} ${response.statusText}`.trim());
}
