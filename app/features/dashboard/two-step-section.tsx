import { useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { twoFactorConfirmSchema, twoFactorDisableSchema, twoFactorSetupSchema } from "#domain/accounts";
import type { QrPicture } from "#server/auth/two-step";
import { SiteLink } from "../../components/site-link";
import { Section } from "./profile-forms";
import type { TwoStepIntent, TwoStepSetUp } from "./two-step-action.server";
import { FormField, type InputFieldProps } from "../../components/form-field";
import { FormSubmit, useEntityForm } from "./forms";

/**
 * The profile's "Two-step sign-in" section (issue 27, decision 0046): off → the password, then the
 * key (QR code and text) and a first code; on → the ten recovery codes once, and a form to turn it
 * off with the password and a current code. Each step posts to the profile's action (two-step-action.server.ts).
 */
export function TwoStepSection({ on, hasPassword, pending }: { on: boolean; hasPassword: boolean; pending: boolean }) {
  // Its own state after the first render: each step's form stays until its reply has come, although the
  // page's data (loaded again after every post) already says the new state.
  const [isOn, setIsOn] = useState(on);
  const [setUp, setSetUp] = useState<TwoStepSetUp | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    // The dashboard's banner links here (#two-step).
    <div id="two-step" className="scroll-mt-24">
      <Section
        title="Two-step sign-in"
        lead="After your password, signing in asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…), so a stolen password alone cannot open your account."
      >
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : setUp ? (
          <Confirm
            setUp={setUp}
            onConfirmed={() => {
              setIsOn(true);
              setRecoveryCodes(setUp.recoveryCodes);
              setSetUp(null);
            }}
          />
        ) : isOn ? (
          <TurnOff onOff={() => setIsOn(false)} />
        ) : hasPassword ? (
          <Start pending={pending} onStarted={setSetUp} />
        ) : (
          <NoPasswordYet />
        )}
      </Section>
    </div>
  );
}

/**
 * One step's form, a dashboard form like the others (useEntityForm): checked with its schema here,
 * posted with its intent to the profile's action (which checks again); a refusal shows under the
 * fields, without the "Error" dialog, and the first field with a message takes the focus.
 */
function useStep<Schema extends z.ZodType<FieldValues, FieldValues>, Done = unknown>(
  intent: TwoStepIntent,
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  onDone: (done: Done) => void,
  success?: string,
) {
  return useEntityForm<Schema, Done>(schema, {
    defaultValues,
    post: (values) => ({ intent, values }),
    // The start's answer always carries the key and codes; the other steps answer nothing.
    onSaved: (done) => onDone(done as Done),
    success,
    resetOnSuccess: true,
  });
}

type FieldProps = Omit<InputFieldProps, "label">;

function PasswordField(props: FieldProps) {
  return <FormField label="Your password" type="password" autoComplete="current-password" {...props} />;
}

function CodeField(props: FieldProps & { label: string }) {
  return <FormField inputMode="numeric" autoComplete="one-time-code" maxLength={6} className="max-w-xs" {...props} />;
}

/**
 * The set-up's first step: the password. A set-up already started and not confirmed (a reload,
 * another tab: issue 43 item 2) continues with its own key, so the entry already in the app keeps
 * working; "Start over with a new key" makes another.
 */
function Start({ pending, onStarted }: { pending: boolean; onStarted: (setUp: TwoStepSetUp) => void }) {
  const step = useStep("two-step-start", twoFactorSetupSchema, { password: "" }, onStarted);
  const restart = useStep("two-step-restart", twoFactorSetupSchema, { password: "" }, onStarted);
  if (!pending)
    return (
      <form onSubmit={step.onSubmit} noValidate className="grid gap-4">
        <p className="text-slate-700">Two-step sign-in is off.</p>
        <PasswordField {...step.field("password")} />
        <FormSubmit error={step.rootError} busy={step.busy} label="Set up two-step sign-in" busyLabel="Setting up..." />
      </form>
    );
  return (
    <div className="grid gap-6">
      <form onSubmit={step.onSubmit} noValidate aria-label="Continue setting up" className="grid gap-4">
        <p className="text-slate-700">
          You started setting up two-step sign-in. Enter your password to see the same key again: the entry already in
          your authenticator app keeps working. Then enter the code it shows.
        </p>
        <PasswordField {...step.field("password")} />
        <FormSubmit error={step.rootError} busy={step.busy} label="Continue setting up" busyLabel="Opening..." />
      </form>
      <details className="text-slate-700">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
          Start over with a new key
        </summary>
        <form onSubmit={restart.onSubmit} noValidate aria-label="Start over" className="mt-2 grid gap-4">
          <p>The entry in your app stops working: delete it there and add the new key.</p>
          <PasswordField {...restart.field("password")} />
          <FormSubmit error={restart.rootError} busy={restart.busy} label="Make a new key" busyLabel="Setting up..." />
        </form>
      </details>
    </div>
  );
}

/** An account made with Google has no password, which setting up asks for: how to get one. */
function NoPasswordYet() {
  return (
    <p className="text-slate-700">
      Your account signs in with Google and has no password yet, which setting up asks for. Choose one with{" "}
      <SiteLink to="/forgot-password" className="font-medium text-brand-700 underline">
        Forgot password?
      </SiteLink>{" "}
      (a link is e-mailed to you), then come back here.
    </p>
  );
}

/** The key as a picture the app scans; drawn from the server's path of dark modules, never from markup. */
function QrCode({ qr }: { qr: QrPicture }) {
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label="QR code of your two-step sign-in key"
      className="h-48 w-48 rounded-lg border border-slate-200 bg-white"
    >
      <path fill="#ffffff" d={`M0 0h${qr.size}v${qr.size}H0z`} />
      <path stroke="#000000" d={qr.path} />
    </svg>
  );
}

/**
 * The key to type in, in groups of four as authenticator apps show keys (52 letters in one run are
 * easy to get wrong), with a button that copies it whole.
 */
function KeyText({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <div>
      <p className="text-sm font-semibold text-slate-700">Key</p>
      <p data-testid="two-step-key" className="font-mono text-base tracking-wider break-words text-slate-900">
        {secret.match(/.{1,4}/g)?.join(" ")}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => void copy()} className="btn-outline min-h-11">
          Copy key
        </button>
        <span role="status" className="text-sm text-slate-700">
          {copied === "copied"
            ? "Key copied."
            : copied === "failed"
              ? "Could not copy: select the key and copy it."
              : ""}
        </span>
      </div>
    </div>
  );
}

function Confirm({ setUp, onConfirmed }: { setUp: TwoStepSetUp; onConfirmed: () => void }) {
  // No "on" dialog: it would open over the recovery codes that show next (issue 43 item 3), which say it.
  const step = useStep("two-step-confirm", twoFactorConfirmSchema, { code: "" }, onConfirmed);
  return (
    <form onSubmit={step.onSubmit} noValidate className="grid gap-4">
      <p className="text-slate-700">
        1. In your authenticator app, add an account and scan this QR code, or type the key below. On the phone that has
        the app, open it from here instead.
      </p>
      {/* Only an authenticator's own address (otpauth://totp/…), never another scheme, reaches the href. */}
      {setUp.appLink.startsWith("otpauth://totp/") && (
        <a href={setUp.appLink} className="btn-outline min-h-11 justify-self-start">
          Open in authenticator app
        </a>
      )}
      <QrCode qr={setUp.qr} />
      <KeyText secret={setUp.key} />
      <p className="text-slate-700">2. Enter the 6-digit code the app shows for this site.</p>
      <CodeField label="Code from your app" {...step.field("code")} />
      <FormSubmit error={step.rootError} busy={step.busy} label="Turn on" busyLabel="Checking..." />
    </form>
  );
}

/** The ten recovery codes, shown once, with a text file of them to keep. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const text = `Recovery codes for two-step sign-in (each works once):\n\n${codes.join("\n")}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-4">
      {/* Announced and focused when it appears (in place of a dialog that would cover the codes). */}
      <p ref={(line) => line?.focus()} tabIndex={-1} role="status" className="font-semibold text-emerald-800">
        Two-step sign-in is on.
      </p>
      <p className="text-slate-700">
        Keep these recovery codes somewhere safe. If you lose your phone, each one signs you in once instead of a code
        from the app. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={download} className="btn-primary">
          Download as text
        </button>
        <button type="button" onClick={onDone} className="btn-outline">
          I have saved them
        </button>
      </div>
    </div>
  );
}

function TurnOff({ onOff }: { onOff: () => void }) {
  const step = useStep(
    "two-step-off",
    twoFactorDisableSchema,
    { password: "", code: "" },
    onOff,
    "Two-step sign-in is off",
  );
  return (
    <form onSubmit={step.onSubmit} noValidate className="grid gap-4">
      <p className="font-semibold text-emerald-800">Two-step sign-in is on.</p>
      <p className="text-slate-700">To turn it off, enter your password and a code from your app.</p>
      <PasswordField {...step.field("password")} />
      <CodeField label="Code from your app" {...step.field("code")} />
      <FormSubmit
        error={step.rootError}
        busy={step.busy}
        label="Turn off two-step sign-in"
        busyLabel="Turning off..."
      />
    </form>
  );
}
