import { defaultSiteSettings, SETTING_LABELS, type SiteSettings } from "./site-details";

/**
 * What in the company's details still needs the owner's eye (issue 22 items 3 and 4,
 * docs/decisions/0033-owner-content.md): fields that still carry a former name after a rename, the
 * demo company's text, and the About page's demo figures. No zod: the dashboard's pages use it.
 */

/** The settings that are text (the About figures and the opening hours hold no name). */
const TEXT_SETTINGS = (Object.keys(SETTING_LABELS) as Array<keyof SiteSettings>).filter(
  (key) => typeof defaultSiteSettings[key] === "string",
);

/** The demo company's names, which the site starts with. */
export const DEMO_NAMES: readonly string[] = [defaultSiteSettings.companyName, defaultSiteSettings.shortName];

/**
 * Letters and digits only, in lower case: "Skyline IT" is "skylineit", which is also found in
 * "hello@skylineit.com.bd" and "facebook.com/skylineitbd".
 */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

const textOf = (settings: SiteSettings, key: keyof SiteSettings) => settings[key] as string;

/**
 * The fields other than the company name that still carry one of `formerNames` (a former company
 * or short name), in any spelling, and which of those names were found. A name that is part of the
 * current company name ("Skyline" after a rename to "Skyline Digital Ltd.") is not a former one.
 * `skip`: fields not edited here (set by the server's environment).
 */
export function fieldsWithFormerNames(
  settings: SiteSettings,
  formerNames: readonly string[],
  skip: ReadonlyArray<keyof SiteSettings> = [],
) {
  const current = compact(settings.companyName);
  const former = [...new Set(formerNames)].filter(
    (name) => compact(name).length >= 3 && !current.includes(compact(name)),
  );
  const found = new Set<string>();
  const fields = TEXT_SETTINGS.filter((key) => {
    if (key === "companyName" || skip.includes(key)) return false;
    const names = former.filter((name) => compact(textOf(settings, key)).includes(compact(name)));
    for (const name of names) found.add(name);
    return names.length > 0;
  });
  return { fields, names: former.filter((name) => found.has(name)) };
}

/** Details that are the demo company's own and wrong for any other: its name, words, contact details, links, video. */
const DEMO_ONLY: ReadonlyArray<keyof SiteSettings> = [
  "companyName",
  "shortName",
  "blurb",
  "phone",
  "email",
  "street",
  "facebook",
  "linkedin",
  "heroVideoUrl",
  "contactInbox",
];

/**
 * The fields that still hold the demo company's text: one of its own details unchanged, or its
 * name anywhere. The checklist's "Demo content replaced" waits for none to be left.
 */
export function demoTextLeft(settings: SiteSettings): Array<keyof SiteSettings> {
  const demoNames = DEMO_NAMES.map(compact);
  return TEXT_SETTINGS.filter(
    (key) =>
      (DEMO_ONLY.includes(key) && settings[key] === defaultSiteSettings[key]) ||
      demoNames.some((name) => compact(textOf(settings, key)).includes(name)),
  );
}

/** The About page's figures that are still the demo's invented ones ("13+ Awards"), until the owner sets theirs. */
export function demoFiguresLeft({ stats }: Pick<SiteSettings, "stats">): string[] {
  return stats
    .filter((stat) => defaultSiteSettings.stats.some((demo) => demo.value === stat.value && demo.label === stat.label))
    .map((stat) => `${stat.value} ${stat.label}`);
}
