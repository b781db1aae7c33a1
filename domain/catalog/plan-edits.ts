import { text } from "../content-input";
import { textField } from "../text-field";
import { z } from "../zod";
import type { Locale } from "../locale";
import { planIn } from "./localized";
import { planLabel, planLabelIn, plansByService } from "./plans";
import { serviceNames } from "./service-names";
import type { Plan, PlanFeature, ServiceSlug } from "./types";

/**
 * The owner's edits of the plans (issue 43 item 4, decision 0057). The catalogue (./plans.ts, the
 * spec's texts) stays the original; an edit stores only what differs from it, per service and tier,
 * and "Reset to the original" deletes the edit. One schema for the dashboard's form and the server.
 *
 * A Bangla text left empty shows the English on the Bangla pages (as every Bangla field of the
 * dashboard does); the form starts with the Bangla shown today, the original's until it is changed.
 */

/** A plan's place on its service page: 1, 2, 3 (Basic, Standard, Premium). */
export const PLAN_TIERS = [1, 2, 3] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** The most items a plan lists. */
export const MAX_PLAN_ITEMS = 12;
/** The highest price a plan may have (a typing slip of extra zeros is refused, in dollars or taka). */
export const MAX_PRICE = 10_000_000;

/** The field labels, as the form shows them and the messages and the activity log name them. */
export const PLAN_FIELD_LABELS = {
  title: "Name",
  price: "Price",
  contents: "Contents",
  delivery: "Delivery",
  "bn.title": "Name in Bangla",
  "bn.contents": "Contents in Bangla",
  "bn.delivery": "Delivery in Bangla",
} as const;

/** A textarea's lines, trimmed, the empty ones left out. */
export const linesOf = (value: string): string[] =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const ITEM_MAX = 100;
/** A list of items, one a line: at most MAX_PLAN_ITEMS lines of at most ITEM_MAX characters. */
const itemLines = <T extends z.ZodType<string, string>>(label: string, field: T) =>
  field
    .refine((value) => linesOf(value).length <= MAX_PLAN_ITEMS, `${label} may list at most ${MAX_PLAN_ITEMS} items`)
    .refine(
      (value) => linesOf(value).every((line) => line.length <= ITEM_MAX),
      `Each line of ${label} must be at most ${ITEM_MAX} characters`,
    );

const PRICE_MESSAGE = "Price must be a whole number more than 0, like 499";
/** Bengali digits and thousands separators typed into the price are read as the number they write. */
const westernDigits = (value: unknown) =>
  typeof value === "string"
    ? value.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).replace(/[\s,]/g, "")
    : value;

export const planEditSchema = z
  .object({
    title: text(PLAN_FIELD_LABELS.title, 40),
    price: z.preprocess(
      westernDigits,
      z.coerce
        .number(PRICE_MESSAGE)
        .int(PRICE_MESSAGE)
        .positive(PRICE_MESSAGE)
        .max(MAX_PRICE, `Price must be at most ${MAX_PRICE}`),
    ),
    contents: itemLines(
      PLAN_FIELD_LABELS.contents,
      text(PLAN_FIELD_LABELS.contents, 1400, { lines: "many" }).refine(
        (value) => linesOf(value).length > 0,
        `${PLAN_FIELD_LABELS.contents} is required`,
      ),
    ),
    delivery: text(PLAN_FIELD_LABELS.delivery, 60),
    bn: z.object({
      title: textField(PLAN_FIELD_LABELS["bn.title"], { max: 40 }),
      contents: itemLines(
        PLAN_FIELD_LABELS["bn.contents"],
        textField(PLAN_FIELD_LABELS["bn.contents"], { max: 1400, lines: "many" }),
      ),
      delivery: textField(PLAN_FIELD_LABELS["bn.delivery"], { max: 60 }),
    }),
  })
  // Each Bangla line says its English one: as many lines, or none (then the English shows).
  .refine(
    ({ contents, bn }) =>
      bn.contents.trim() === "" ||
      linesOf(contents).length === 0 ||
      linesOf(bn.contents).length === linesOf(contents).length,
    {
      path: ["bn", "contents"],
      message: "Contents in Bangla must have one line for each line of the English contents (or be left empty)",
    },
  );

/** What the form edits. */
export type PlanEditInput = z.input<typeof planEditSchema>;
/** A plan's values, checked: one item a line in the contents. */
export type PlanValues = z.output<typeof planEditSchema>;

/** What is stored of an edit: the values that differ from the original's (none: the original). */
export type PlanOverride = Partial<Omit<PlanValues, "bn">> & { bn?: Partial<PlanValues["bn"]> };

/** A plan's values, as the form shows them. */
export function planValues(plan: Plan): PlanValues {
  return {
    title: plan.title,
    price: plan.price,
    contents: plan.features.map((feature) => feature.text).join("\n"),
    delivery: plan.delivery,
    bn: {
      title: plan.bn.title,
      contents: plan.features.map((feature) => feature.bn.text).join("\n"),
      delivery: plan.bn.delivery,
    },
  };
}

/** The original of a plan: the spec's, as the catalogue holds it. */
export const originalPlan = (slug: ServiceSlug, tier: PlanTier): Plan => plansByService[slug][tier - 1]!;

/** Values compared as the site shows them (the contents by their lines). */
const same = (key: string, a: string | number, b: string | number) =>
  key === "contents" ? linesOf(String(a)).join("\n") === linesOf(String(b)).join("\n") : a === b;

/** What to store of `values`: the fields that differ from the original's; {} when none does. */
export function planOverride(values: PlanValues, original: PlanValues): PlanOverride {
  const differing = <T extends Record<string, string | number>>(sent: T, from: T): Partial<T> =>
    Object.fromEntries(Object.entries(sent).filter(([key, value]) => !same(key, value, from[key]!))) as Partial<T>;
  const { bn, ...english } = values;
  const { bn: originalBn, ...originalEnglish } = original;
  const override: PlanOverride = differing(english, originalEnglish);
  const bnOverride = differing(bn, originalBn);
  return Object.keys(bnOverride).length > 0 ? { ...override, bn: bnOverride } : override;
}

/** The names of the fields an override changes ("Price, Contents in Bangla"), for the activity log. */
export function changedFields(override: PlanOverride): string[] {
  const { bn = {}, ...english } = override;
  return [
    ...Object.keys(english).map((key) => PLAN_FIELD_LABELS[key as keyof typeof english]),
    ...Object.keys(bn).map((key) => PLAN_FIELD_LABELS[`bn.${key as keyof typeof bn}`]),
  ];
}

/** A listed item (the catalogue's icons are not shown: an item is a tick and its words). */
const itemOf = (text: string, bangla: string): PlanFeature => ({
  text,
  icon: "check",
  included: true,
  bn: { text: bangla },
});

/**
 * The plan as the site shows it: the original with the override laid over it. A Bangla text the
 * override empties is "" (the Bangla pages show the English: `planIn`).
 */
export function editedPlan(original: Plan, override: PlanOverride): Plan {
  const before = planValues(original);
  const values = { ...before, ...override, bn: { ...before.bn, ...override.bn } };
  const contentsEdited = override.contents !== undefined || override.bn?.contents !== undefined;
  const english = linesOf(values.contents);
  const bangla = linesOf(values.bn.contents);
  return {
    ...original,
    title: values.title,
    price: values.price,
    delivery: values.delivery,
    features: contentsEdited ? english.map((line, i) => itemOf(line, bangla[i] ?? "")) : original.features,
    bn: { title: values.bn.title, delivery: values.bn.delivery },
  };
}

/**
 * Whether the last plan of a service lists what it adds to the one before it, not all it holds
 * (issue 43 item 4: "Everything in Standard, plus:"): it is the last of several, lists fewer items
 * than the plan before it and repeats none of them. Then the plan before it, else null.
 */
export function planItBuildsOn(plans: readonly Plan[], index: number): Plan | null {
  const plan = plans[index];
  const before = plans[index - 1];
  if (!plan || !before || index !== plans.length - 1) return null;
  const earlier = new Set(before.features.map((feature) => feature.text.toLowerCase()));
  const addsOnly = plan.features.every((feature) => !earlier.has(feature.text.toLowerCase()));
  return plan.features.length < before.features.length && addsOnly ? before : null;
}

/**
 * A plan's label as the catalogue names it ("Web Development – Basic": what Get Started carries and
 * the contact form stores) as the site now names it in `locale`, from `plans`, the edited plans by
 * service: "Web Development – Starter" once the owner renamed Basic. Another text is as `planLabelIn` says.
 */
export function planLabelNow(label: string, locale: Locale, plans: Record<ServiceSlug, readonly Plan[]>): string {
  for (const { slug, title, titleBn } of serviceNames) {
    const tier = plansByService[slug].findIndex((plan) => planLabel(title, plan.title) === label);
    const plan = plans[slug][tier];
    if (plan) return planLabel(locale === "bn" ? titleBn : title, planIn(plan, locale).title);
  }
  return planLabelIn(label, locale);
}
