import { useSiteSettings } from "../lib/site-settings";

/**
 * The company's mark and short name (a site setting), its last word in the brand colour — text,
 * not a picture of text, so a renamed company shows its new name everywhere at once.
 */
export function SiteLogo({ size = "md" }: { size?: "md" | "lg" }) {
  const { shortName } = useSiteSettings();
  const split = shortName.lastIndexOf(" ");
  const [first, last] = split > 0 ? [shortName.slice(0, split + 1), shortName.slice(split + 1)] : ["", shortName];
  return (
    <span
      className={`flex min-w-0 items-center gap-2.5 font-extrabold tracking-tight text-slate-900 ${size === "lg" ? "text-2xl" : "text-xl sm:text-2xl"}`}
    >
      <img
        src="/images/logo-mark.svg"
        alt=""
        width={32}
        height={32}
        className={`shrink-0 ${size === "lg" ? "h-9 w-9" : "h-8 w-8 sm:h-9 sm:w-9"}`}
      />
      <span className="truncate">
        {first}
        <span className="text-brand-700">{last}</span>
      </span>
    </span>
  );
}
