import { useState } from "react";
import { useRevalidator } from "react-router";
import { SiteLink } from "../../components/site-link";
import { apiRequest } from "../../lib/api";
import { confirmDelete, showDeleted } from "../../components/alerts";
import type { DemoContentCounts } from "#domain/content";
import { formatCompanyDateTime } from "#domain/dates";
import { errorText, usePostIntent } from "./forms";
import type { SiteLoadContext } from "#server/load-context";

/** The last test e-mail that went through the configured mail server (server/services/status.ts). */
export interface MailTested {
  at: string;
  sentTo: string;
}

/** How the site sends e-mail, whether a test e-mail went through it, and whether contact messages wait for the owner's inbox. */
export interface MailState {
  mailDelivery: "smtp" | "relay" | null;
  mailTested: MailTested | null;
  /** E-mail works, but the contact inbox is still the demo company's: contact messages wait (issue 44 item 1). */
  inboxWaiting: boolean;
}

/** The checklist's and Settings' e-mail state, read on the server. */
export async function mailStateOf(server: SiteLoadContext): Promise<MailState> {
  const [mailTested, waiting] = await Promise.all([
    server.mailServer ? server.services.status.mailTest(server.mailServer) : null,
    server.contactMailWaiting(),
  ]);
  return { mailDelivery: server.mailDelivery, mailTested, inboxWaiting: waiting !== null };
}

export interface SetupState extends MailState {
  demo: DemoContentCounts;
  /** The settings (their labels) that still hold the demo company's text (domain/settings-review.ts). */
  demoText: string[];
  /** The About page's figures that are still the demo's ("13+ Awards"). */
  demoFigures: string[];
  /** Whether an admin has saved the company's details on /dashboard/settings. */
  detailsSaved: boolean;
  /** Whether the admin looking has two-step sign-in on (issue 27: recommended, or required by ADMIN_TWO_FACTOR). */
  twoStepOn: boolean;
}

const demoTotal = (demo: DemoContentCounts) =>
  demo.blogs + demo.reviews + demo.reviewVideos + demo.team + demo.clientLogos;

/** Which of the checklist's steps are done: the one place that says when each is. */
const stepsDone = (state: SetupState) => ({
  mail: state.mailDelivery !== null && state.mailTested !== null && !state.inboxWaiting,
  twoStep: state.twoStepOn,
  details: state.detailsSaved,
  figures: state.demoFigures.length === 0,
  demo: demoTotal(state.demo) === 0 && state.demoText.length === 0,
});

/** Whether the first-run checklist still has something to do. */
export const setupDone = (state: SetupState) => Object.values(stepsDone(state)).every(Boolean);

/** "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

function SettingsLink() {
  return (
    <SiteLink to="/dashboard/settings" className="font-medium text-brand-700 underline">
      Settings
    </SiteLink>
  );
}

function Step({ done, title, children }: { done: boolean; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900"}`}
      >
        {done ? "✓" : "!"}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">
          {title}
          <span className="sr-only">{done ? " (done)" : " (to do)"}</span>
        </h3>
        <div className="mt-1 text-sm text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/** The technical part of a step, folded away: the owner reads the step, their developer opens this. */
function ForYourDeveloper({ children }: { children: React.ReactNode }) {
  return (
    <details className="mt-2">
      <summary className="cursor-pointer py-3 font-medium text-brand-700">For your developer</summary>
      <p className="mt-1 rounded-lg bg-slate-50 p-3">{children}</p>
    </details>
  );
}

/** Sends the signed-in admin a test e-mail; one that went through updates the page (the checklist ticks). */
function TestMailButton() {
  const revalidator = useRevalidator();
  const [state, setState] = useState<{ busy: boolean; message?: string; failed?: boolean }>({ busy: false });
  const send = async () => {
    setState({ busy: true });
    try {
      const { sentTo, contactMessagesWait } = await apiRequest<{ sentTo: string; contactMessagesWait?: string }>(
        "/api/mail/test",
        { method: "POST" },
      );
      setState({
        busy: false,
        message: `A test e-mail was sent to ${sentTo}. Check that it arrived (and is not in spam).${contactMessagesWait ? ` ${contactMessagesWait}` : ""}`,
      });
      await revalidator.revalidate();
    } catch (error) {
      setState({ busy: false, failed: true, message: errorText(error) });
    }
  };
  return (
    <div className="mt-2">
      <button type="button" className="btn-outline" onClick={send} disabled={state.busy}>
        {state.busy ? "Sending..." : "Send a test e-mail"}
      </button>
      <p role="status" className={`mt-2 ${state.failed ? "text-red-700" : "text-slate-700"}`}>
        {state.message}
      </p>
    </div>
  );
}

/** "through your mail server" or "through the EmailJS sending service". */
const throughWhat = (kind: "smtp" | "relay") =>
  kind === "smtp" ? "through your mail server" : "through the EmailJS sending service";

/** What the developer is told about the configured transport. */
function TransportForDeveloper({ kind }: { kind: "smtp" | "relay" }) {
  return (
    <ForYourDeveloper>
      {kind === "smtp" ? (
        <>
          By SMTP, as <code>SMTP_URL</code> says, from <code>MAIL_FROM</code> (or the contact inbox). The server logs at
          start whether the mail server takes the login.
        </>
      ) : (
        <>
          Through the EmailJS relay, as the <code>EMAILJS_*</code> settings say.
        </>
      )}
    </ForYourDeveloper>
  );
}

/** What the owner reads when no transport is configured. */
function MailNotSetUp() {
  return (
    <>
      <p>
        Not set up yet. Messages from the contact form are kept under Messages, but nobody is e-mailed about them, and
        people who forget their password cannot get a reset link. Ask whoever looks after the website&apos;s server to
        connect it to your e-mail.
      </p>
      <ForYourDeveloper>
        Set <code>SMTP_URL</code> (or the <code>EMAILJS_*</code> settings) on the server and restart the site; the
        README&apos;s &ldquo;Contact messages and live chat&rdquo; explains them.
      </ForYourDeveloper>
    </>
  );
}

/** What the owner reads while contact messages wait for their inbox (the banner says it on every page). */
function InboxWaiting() {
  return (
    <p className="mt-2 font-medium text-amber-900">
      Messages from the contact form are not e-mailed yet: the contact inbox is still the demo company&apos;s address.
      They wait under Messages until you set your own inbox in <SettingsLink />.
    </p>
  );
}

/** The last test that went through, or that none has yet. */
const lastTest = (tested: MailTested | null) =>
  tested
    ? `The last test e-mail went through on ${formatCompanyDateTime(tested.at)} (sent to ${tested.sentTo}).`
    : "No test e-mail has gone through it yet.";

/** Settings' "E-mail delivery": how the site sends e-mail, the last test, and the test button, for good (the checklist goes once done). */
export function MailDeliveryStatus({ mailDelivery, mailTested, inboxWaiting }: MailState) {
  return (
    <section aria-labelledby="mail-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="mail-heading" className="text-lg font-bold text-slate-900">
        E-mail delivery
      </h2>
      <div className="mt-2 text-sm text-slate-700">
        {mailDelivery === null ? (
          <MailNotSetUp />
        ) : (
          <>
            <p>
              Set up: the site sends its e-mail {throughWhat(mailDelivery)}. {lastTest(mailTested)} Send yourself a test
              whenever you want to be sure it still arrives.
            </p>
            {inboxWaiting && <InboxWaiting />}
            <TransportForDeveloper kind={mailDelivery} />
            <TestMailButton />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * "Remove demo content" with the spec's flow. The overview page holds it, not the button nor the
 * checklist: both are gone once the demo content is, before the answer is shown.
 */
export function useRemoveDemo() {
  const { act, busy } = usePostIntent<{ deletedCount: number }>();
  const remove = async () => {
    if (
      !(await confirmDelete(
        "The demo blogs, reviews, review videos, team members and client logos will be permanently deleted. Items you added or changed stay.",
      ))
    )
      return;
    await act(
      { intent: "remove-demo" },
      (done) => void showDeleted(`${done?.deletedCount} demo items have been removed.`),
    );
  };
  return { remove, busy };
}

function RemoveDemoButton({ remove, busy }: ReturnType<typeof useRemoveDemo>) {
  return (
    <button type="button" className="btn-outline mt-2" onClick={() => void remove()} disabled={busy}>
      {busy ? "Removing..." : "Remove demo content"}
    </button>
  );
}

/** The dashboard overview's first-run checklist (issue 12 item 4, issue 22 items 3–4), shown until every step is done. */
export function SetupChecklist({
  removeDemo,
  ...state
}: SetupState & { removeDemo: ReturnType<typeof useRemoveDemo> }) {
  const { mailDelivery, mailTested, inboxWaiting, demo, demoText, demoFigures } = state;
  const done = stepsDone(state);
  const left = demoTotal(demo);
  return (
    <section
      aria-labelledby="setup-heading"
      className="mb-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="setup-heading" className="text-lg font-bold text-slate-900">
        Getting the site ready
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        <Step done={done.mail} title="E-mail delivery">
          {mailDelivery === null ? (
            <MailNotSetUp />
          ) : (
            <>
              <p>
                {mailTested
                  ? `Working: the site sends its e-mail ${throughWhat(mailDelivery)}. ${lastTest(mailTested)}`
                  : `Set up: the site sends its e-mail ${throughWhat(mailDelivery)}. Send yourself a test e-mail: this step is done once one has gone through.`}{" "}
                The test stays in <SettingsLink />.
              </p>
              {inboxWaiting && <InboxWaiting />}
              <TransportForDeveloper kind={mailDelivery} />
              <TestMailButton />
            </>
          )}
        </Step>
        <Step done={done.twoStep} title="Two-step sign-in for your account">
          {done.twoStep ? (
            <p>On: signing in as you takes your password and a code from your phone.</p>
          ) : (
            <p>
              Off. An admin account can change the whole site: turn on two-step sign-in in{" "}
              <SiteLink to="/dashboard/profile#two-step" className="font-medium text-brand-700 underline">
                your profile
              </SiteLink>{" "}
              so a stolen password alone cannot open it.
            </p>
          )}
        </Step>
        <Step done={done.details} title="Company details reviewed">
          {done.details ? (
            <p>
              Saved. Change them any time in <SettingsLink />.
            </p>
          ) : (
            <p>
              The site shows the demo company&apos;s name, phone, e-mail, address and links. Check each one and save
              them in <SettingsLink />.
            </p>
          )}
        </Step>
        <Step done={done.figures} title="About page figures">
          {done.figures ? (
            <p>The About page shows your own figures.</p>
          ) : (
            <p>
              The About page shows the demo&apos;s example figures, not yours: {listed(demoFigures)}. Put your
              company&apos;s own in <SettingsLink /> (About page figures).
            </p>
          )}
        </Step>
        <Step done={done.demo} title="Demo content replaced">
          {done.demo ? (
            <p>No demo content or demo text is left on the site.</p>
          ) : (
            <>
              {demoText.length > 0 && (
                <p>
                  The demo company&apos;s text is still in {demoText.length === 1 ? "this setting" : "these settings"}:{" "}
                  {listed(demoText)}. Replace it in <SettingsLink />.
                </p>
              )}
              {left > 0 && (
                <>
                  <p className={demoText.length > 0 ? "mt-2" : ""}>
                    The site still shows demo content: {demo.blogs} blogs, {demo.reviews} reviews, {demo.reviewVideos}{" "}
                    review videos, {demo.team} team members and {demo.clientLogos} client logos. Add your own from the
                    menu, then remove what is left of the demo.
                  </p>
                  <RemoveDemoButton {...removeDemo} />
                </>
              )}
            </>
          )}
        </Step>
      </ul>
    </section>
  );
}

/**
 * Text to copy (a command, an address). Focusable, because a long line scrolls sideways on a phone
 * and keyboard users must reach it too; a named region, so they hear what it is when it gets the
 * focus (a plain `<pre>` may not carry a name: HTML gives it no role that takes one).
 */
function CodeBlock({ label, dark = false, children }: { label: string; dark?: boolean; children: string }) {
  const colours = dark ? "bg-slate-900 text-slate-100" : "bg-slate-100 text-slate-900";
  return (
    <pre
      tabIndex={0}
      role="region"
      aria-label={label}
      className={`mt-3 overflow-x-auto rounded-lg p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${colours}`}
    >
      <code>{children}</code>
    </pre>
  );
}

/** For a signed-in user on a site with no administrator yet: how the operator makes one. */
export function NoAdminYet({ email, linkMailed }: { email: string; linkMailed: boolean }) {
  return (
    <div className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-slate-800">
      <h2 className="font-semibold text-slate-900">This site has no administrator yet</h2>
      {linkMailed && (
        <p className="mt-2 text-sm font-medium">
          The server names your address as the first administrator: we sent a link to {email}. Open it within an hour to
          become the administrator.
        </p>
      )}
      <p className="mt-2 text-sm">
        {linkMailed ? "Or" : "To make this account the administrator,"} whoever runs the server types this in the site's
        folder (with this account's password):
      </p>
      <CodeBlock
        label="The command to run on the server"
        dark
      >{`npm run create-admin -- --email ${email} --password 'YOUR-PASSWORD' --promote-existing`}</CodeBlock>
      <p className="mt-2 text-sm">Then reload this page: the dashboard tools appear in the menu.</p>
    </div>
  );
}

/** Whether "Continue with Google" works, and the redirect URI to register (issue 12 item 5). */
export function GoogleSignInStatus({ configured, redirectUri }: { configured: boolean; redirectUri: string }) {
  return (
    <section
      aria-labelledby="google-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="google-heading" className="text-lg font-bold text-slate-900">
        Sign-in with Google
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {configured
          ? "Set up: visitors can sign up and log in with their Google account. The OAuth client at Google must list this redirect URI:"
          : "Not set up: the login and sign-up pages show no Continue with Google button. To turn it on, create an OAuth client (web application) in Google Cloud with this redirect URI, then set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET on the server and restart the site:"}
      </p>
      <CodeBlock label="Redirect URI">{redirectUri}</CodeBlock>
    </section>
  );
}
