import type { Path } from "react-hook-form";
import {
  BANGLA_SETTING_LABELS,
  type BanglaSettings,
  CURRENCIES,
  type Currency,
  SETTING_LABELS,
  type SiteSettings,
} from "#domain/site-details";
import { DEMO_NAMES, demoFiguresLeft, fieldsWithFormerNames } from "#domain/settings-review";
import {
  type EnvironmentSetting,
  SETTINGS_FROM_ENVIRONMENT,
  type SettingsAnswer,
  type SiteSettingsInput,
  siteSettingsSchema,
} from "#domain/site-settings";
import { formatCompanyDateTime } from "#domain/dates";
import { formatOpeningHours, type OpeningHours, WEEKDAYS } from "#domain/opening-hours";
import { CONTACT_INBOX_GROUP } from "./banners";
import { ChoiceGroup, FormField, type InputFieldProps } from "../../components/form-field";
import { BanglaField, FormSubmit, useEntityForm } from "./forms";

/** The currencies as the form names them. */
const CURRENCY_CHOICES: Record<Currency, string> = { USD: "US$ — US dollars", BDT: "৳ — Bangladeshi taka" };

/** The days in the order of the week in Bangladesh, which starts on Saturday. */
const LOCAL_WEEK = [...WEEKDAYS.slice(5), ...WEEKDAYS.slice(0, 5)];

/** The hours being edited, once they are complete (days chosen, opening before closing), else null. */
function completeHours(hours: Partial<OpeningHours> | undefined): OpeningHours | null {
  const days = (hours?.days ?? []).filter((day) => (WEEKDAYS as readonly string[]).includes(day));
  if (days.length === 0 || !hours?.opens || !hours?.closes || hours.opens >= hours.closes) return null;
  return { days, opens: hours.opens, closes: hours.closes };
}

/** The sentence the site will show, while the hours are being edited (nothing while they are incomplete). */
function hoursPreview(hours: Partial<OpeningHours> | undefined): string {
  const complete = completeHours(hours);
  if (!complete) return "Choose the days and the times the office is open.";
  return `Shown on the site as: ${formatOpeningHours(complete)}.`;
}

/** The Bangla pages' own sentence of the hours being edited ("" while they are incomplete). */
function banglaHours(hours: Partial<OpeningHours> | undefined): string {
  const complete = completeHours(hours);
  return complete ? formatOpeningHours(complete, "bn") : "";
}

function Group({
  id,
  legend,
  lead,
  children,
}: {
  id?: string;
  legend: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset id={id} className="grid gap-5 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-lg font-semibold text-slate-900 sm:col-span-2">{legend}</legend>
      {lead && <p className="text-sm text-slate-600 sm:col-span-2">{lead}</p>}
      {children}
    </fieldset>
  );
}

/**
 * After a rename, the fields that still carry a former name (the saved one, or the demo company's),
 * as the admin types: each a button to its field.
 */
function FormerNames({
  fields,
  names,
  onGoTo,
}: {
  fields: Array<keyof SiteSettings>;
  names: string[];
  onGoTo: (field: keyof SiteSettings) => void;
}) {
  return (
    <div aria-live="polite" className="sm:col-span-2">
      {fields.length > 0 && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800">
          <p>
            <strong className="font-semibold text-slate-900">The old name is still in other fields.</strong>{" "}
            {names.map((name) => `“${name}”`).join(" and ")}{" "}
            {fields.length === 1 ? "appears in this field" : "appear in these fields"}; change them too, or the site
            keeps showing it there:
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Fields with the old name">
            {fields.map((field) => (
              <li key={field}>
                <button
                  type="button"
                  onClick={() => onGoTo(field)}
                  className="min-h-10 rounded-lg border border-amber-400 bg-white px-3 font-medium text-slate-900 hover:border-brand-700 hover:text-brand-700"
                >
                  {SETTING_LABELS[field]}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A setting the server's environment sets: shown, not editable here, and why. */
function FromEnvironment({ value, name }: { value: string; name: EnvironmentSetting }) {
  return (
    <FormField
      label={SETTING_LABELS[name]}
      value={value}
      readOnly
      className="sm:col-span-2"
      hint={`Set on the server by ${SETTINGS_FROM_ENVIRONMENT[name]}, which wins over this page. To change it here, whoever runs the server removes ${SETTINGS_FROM_ENVIRONMENT[name]} and restarts the site.`}
    />
  );
}

/**
 * The company's details (issue 12 item 1), checked by the same schema as PUT /api/settings. The
 * save carries the version the page was read at: if someone else saved since, the server refuses
 * and the form says to reload instead of silently undoing their change.
 */
export function SettingsForm({ settings, version, updatedAt, overridden }: SettingsAnswer) {
  const { form, field, busy, onSubmit, rootError } = useEntityForm(siteSettingsSchema, {
    defaultValues: settings,
    post: (values) => ({ intent: "save", values: { ...values, version } }),
    success: "Settings saved",
    failure: "Failed to save settings",
  });
  const { register, watch, setFocus, formState } = form;
  const formerNames = fieldsWithFormerNames(
    watch() as SiteSettings,
    [settings.companyName, settings.shortName, ...DEMO_NAMES],
    Object.keys(overridden) as EnvironmentSetting[],
  );
  const bangla = (name: Exclude<keyof BanglaSettings, "blurb" | "openingHours">) => (
    <BanglaField label={BANGLA_SETTING_LABELS[name]} hint="" {...field(`bn.${name}`)} />
  );
  // Optional settings say so in their label; the others are marked required.
  const setting = (
    name: Exclude<keyof SiteSettings, "stats" | "openingHours">,
    extra: Partial<InputFieldProps> = {},
  ) => (
    <FormField
      label={extra.requiredMark ? SETTING_LABELS[name] : `${SETTING_LABELS[name]} (optional)`}
      {...extra}
      {...field(name)}
    />
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid max-w-3xl gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8"
    >
      <p className="text-sm text-slate-600">
        {updatedAt
          ? `Last saved ${formatCompanyDateTime(updatedAt)}.`
          : "These are the demo company's details: check every field and save."}
      </p>
      <Group legend="Company">
        {setting("companyName", { requiredMark: true })}
        {setting("shortName", { requiredMark: true, hint: "Next to the logo in the header." })}
        <FormField
          label={SETTING_LABELS.blurb}
          requiredMark
          rows={3}
          className="sm:col-span-2"
          hint="In the footer and on the About page."
          {...field("blurb")}
        />
        <FormerNames {...formerNames} onGoTo={(field) => setFocus(field as Path<SiteSettingsInput>)} />
      </Group>
      <Group legend="Contact details">
        {setting("phone", { requiredMark: true, type: "tel", inputMode: "tel" })}
        {setting("whatsapp", {
          type: "tel",
          inputMode: "tel",
          placeholder: "+880 1712-345678",
          hint: "With the country code. Shown as a click-to-chat link when set.",
        })}
        {setting("email", { requiredMark: true, type: "email", inputMode: "email" })}
        {setting("street", { requiredMark: true })}
        {setting("area", { requiredMark: true })}
        {setting("city", { requiredMark: true })}
        {setting("country", { requiredMark: true })}
      </Group>
      <Group legend={SETTING_LABELS.openingHours}>
        <ChoiceGroup
          label="Open on"
          requiredMark
          options={LOCAL_WEEK}
          className="sm:col-span-2"
          error={formState.errors.openingHours?.days?.message ?? formState.errors.openingHours?.days?.root?.message}
          {...register("openingHours.days")}
        />
        <FormField label="Opens at" type="time" requiredMark {...field("openingHours.opens")} />
        <FormField label="Closes at" type="time" requiredMark {...field("openingHours.closes")} />
        <p className="text-sm text-slate-600 sm:col-span-2" aria-live="polite">
          {hoursPreview(watch("openingHours") as Partial<OpeningHours> | undefined)}
        </p>
      </Group>
      <Group
        legend="In Bangla"
        lead="Optional: how the Bangla pages (/bn/…) say these. A field left empty shows the English there."
      >
        <BanglaField
          label={BANGLA_SETTING_LABELS.blurb}
          rows={3}
          hint=""
          className="sm:col-span-2"
          {...field("bn.blurb")}
        />
        {bangla("street")}
        {bangla("area")}
        {bangla("city")}
        {bangla("country")}
        <BanglaField
          label={BANGLA_SETTING_LABELS.openingHours}
          className="sm:col-span-2"
          hint="Left empty, the Bangla pages write the days and times above in Bangla, as shown here."
          placeholder={banglaHours(watch("openingHours") as Partial<OpeningHours> | undefined)}
          {...field("bn.openingHours")}
        />
      </Group>
      <Group legend="Social links">
        {setting("facebook", { type: "url", inputMode: "url", placeholder: "https://www.facebook.com/…" })}
        {setting("linkedin", { type: "url", inputMode: "url", placeholder: "https://www.linkedin.com/company/…" })}
      </Group>
      <Group legend="Home page and map">
        {setting("heroVideoUrl", {
          requiredMark: true,
          inputMode: "url",
          className: "sm:col-span-2",
          hint: "Any YouTube link to the video (it is stored as its embed address).",
        })}
        {setting("mapLocation", {
          requiredMark: true,
          className: "sm:col-span-2",
          hint: "The address or place name Google Maps shows on the contact section's map.",
        })}
        {setting("coordinates", {
          className: "sm:col-span-2",
          inputMode: "decimal",
          placeholder: "23.8616, 90.4003",
          hint: "Latitude, longitude of the office, for search engines. In Google Maps, right-click the office and click the numbers at the top to copy them.",
        })}
      </Group>
      <Group legend="About page figures">
        {demoFiguresLeft({ stats: (watch("stats") ?? []) as SiteSettings["stats"] }).length > 0 && (
          <p className="text-sm text-slate-700 sm:col-span-2">
            The demo&apos;s example figures are shown until you put your company&apos;s own here.
          </p>
        )}
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="grid grid-cols-[6rem_1fr] gap-3">
            <FormField label={`Figure ${i + 1}`} requiredMark {...field(`stats.${i}.value`)} />
            <FormField label={`Label ${i + 1}`} requiredMark {...field(`stats.${i}.label`)} />
            <BanglaField
              label={`Label ${i + 1} in Bangla`}
              hint=""
              className="col-span-2"
              {...field(`bn.figures.${i}`)}
            />
          </div>
        ))}
      </Group>
      <Group id="prices" legend="Prices">
        <ChoiceGroup
          type="radio"
          label={SETTING_LABELS.currency}
          options={CURRENCIES}
          labelOf={(currency) => CURRENCY_CHOICES[currency as Currency]}
          className="with-bengali-font sm:col-span-2"
          hint="The sign before every plan's price. Nothing is converted: the prices stay the numbers entered on Services & plans, so enter them in this currency there."
          error={formState.errors.currency?.message}
          {...register("currency")}
        />
      </Group>
      <Group id={CONTACT_INBOX_GROUP} legend="Contact form and live chat">
        {overridden.contactInbox ? (
          <FromEnvironment value={overridden.contactInbox} name="contactInbox" />
        ) : (
          setting("contactInbox", {
            requiredMark: true,
            type: "email",
            inputMode: "email",
            className: "sm:col-span-2",
            hint: "Where messages from the contact form are e-mailed. Never shown on the site.",
          })
        )}
        {overridden.chatScriptUrl ? (
          <FromEnvironment value={overridden.chatScriptUrl} name="chatScriptUrl" />
        ) : (
          setting("chatScriptUrl", {
            type: "url",
            inputMode: "url",
            className: "sm:col-span-2",
            placeholder: "https://embed.tawk.to/…",
            hint: "The chat service's embed script (https). Empty: no chat button. If the widget loads from further hosts, whoever runs the server lists them in CHAT_CSP_SOURCES.",
          })
        )}
        {/* Issue 42: on unless an admin turns it off. */}
        <label className="inline-flex min-h-11 items-center gap-2 text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-700"
            {...register("weeklySummary")}
          />
          {SETTING_LABELS.weeklySummary}: every Sunday, a summary of the week&apos;s visits to the contact inbox
        </label>
      </Group>
      <FormSubmit error={rootError} busy={busy} label="Save settings" busyLabel="Saving..." />
    </form>
  );
}
