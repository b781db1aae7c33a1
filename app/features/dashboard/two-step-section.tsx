import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { twoFactorConfirmSchema, twoFactorDisableSchema, twoFactorSetupSchema } from "#domain/accounts";
import { fieldMessages } from "#domain/field-messages";
import type { QrPicture } from "#server/auth/two-factor";
import { SiteLink } from "../../components/site-link";
import { showSuccess } from "../../components/alerts";
import { usePost } from "./actions";
import { Section } from "./profile-forms";
import type { TwoStepIntent, TwoStepSetUp } from "./two-step-action";
import { FormSubmit, TextField } from "./ui";

/**
 * The profile's "Two-step sign-in" section (issue 27, decision 0046): off → the password, then the
 * key (QR code and text) and a first code; on → the ten recovery codes once, and a form to turn it
 * off with the password and a current code. Each step posts to the profile's action (two-step-action.ts).
 */
export function TwoStepSection({ on, hasPassword }: { on: boolean; hasPassword: boolean }) {
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
          <Start onStarted={setSetUp} />
        ) : (
          <NoPasswordYet />
        )}
      </Section>
    </div>
  );
}

/** One step's form: checked with its schema here (the action checks again), posted, its messages shown. */
function useStep<Schema extends z.ZodType<Record<string, string>>, Done>(
  intent: TwoStepIntent,
  schema: Schema,
  onDone: (done: Done) => void,
) {
  const { post, busy } = usePost<Done>();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string>();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      setFormError(undefined);
      focusFirstInvalid(form);
      return;
    }
    const reply = await post({ intent, values: parsed.data });
    if (reply.ok) {
      setErrors({});
      setFormError(undefined);
      form.reset();
      onDone(reply.done as Done);
      return;
    }
    setErrors(reply.fieldErrors);
    setFormError(reply.formError);
    focusFirstInvalid(form);
  };
  return { onSubmit, busy, errors, formError };
}

/** After React has drawn the messages: the first field with one. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

function PasswordField({ error }: { error?: string }) {
  return (
    <TextField label="Your password" type="password" name="password" autoComplete="current-password" error={error} />
  );
}

function CodeField({ label, error }: { label: string; error?: string }) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error}
      className="max-w-xs"
    />
  );
}

function Start({ onStarted }: { onStarted: (setUp: TwoStepSetUp) => void }) {
  const step = useStep("two-step-start", twoFactorSetupSchema, onStarted);
  return (
    <form onSubmit={step.onSubmit} noValidate className="grid gap-4">
      <p className="text-slate-700">Two-step sign-in is off.</p>
      <PasswordField error={step.errors.password} />
      <FormSubmit error={step.formError} busy={step.busy} label="Set up two-step sign-in" busyLabel="Setting up..." />
    </form>
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

function Confirm({ setUp, onConfirmed }: { setUp: TwoStepSetUp; onConfirmed: () => void }) {
  const step = useStep("two-step-confirm", twoFactorConfirmSchema, () => {
    onConfirmed();
    void showSuccess("Two-step sign-in is on");
  });
  return (
    <form onSubmit={step.onSubmit} noValidate className="grid gap-4">
      <p className="text-slate-700">
        1. In your authenticator app, add an account and scan this QR code, or type the key below.
      </p>
      <QrCode qr={setUp.qr} />
      <div>
        <p className="text-sm font-semibold text-slate-700">Key</p>
        <p data-testid="two-step-key" className="font-mono text-base tracking-wider break-all text-slate-900">
          {setUp.key}
        </p>
      </div>
      <p className="text-slate-700">2. Enter the 6-digit code the app shows for this site.</p>
      <CodeField label="Code from your app" error={step.errors.code} />
      <FormSubmit error={step.formError} busy={step.busy} label="Turn on" busyLabel="Checking..." />
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
      <p className="font-semibold text-emerald-800">Two-step sign-in is on.</p>
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
  const step = useStep("two-step-off", twoFactorDisableSchema, () => {
    onOff();
    void showSuccess("Two-step sign-in is off");
  });
  return (
    <form onSubmit={step.onSubmit} noValidate className="grid gap-4">
      <p className="font-semibold text-emerald-800">Two-step sign-in is on.</p>
      <p className="text-slate-700">To turn it off, enter your password and a code from your app.</p>
      <PasswordField error={step.errors.password} />
      <CodeField label="Code from your app" error={step.errors.code} />
      <FormSubmit
        error={step.formError}
        busy={step.busy}
        label="Turn off two-step sign-in"
        busyLabel="Turning off..."
      />
    </form>
  );
}
