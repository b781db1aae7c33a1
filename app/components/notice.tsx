import type { ReactNode } from "react";

const TONES = {
  done: "bg-emerald-50 text-emerald-900",
  problem: "bg-rose-50 text-rose-900",
  warning: "bg-amber-50 text-amber-950",
} as const;

/**
 * The outcome box of an account page (a link that no longer works, a password changed, a reset
 * link sent): a bold title, then what to do next. Problems are alerts, what was done a status.
 */
export function Notice({
  tone,
  title,
  children,
  className = "",
}: {
  tone: keyof typeof TONES;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div role={tone === "done" ? "status" : "alert"} className={`rounded-lg px-4 py-3 ${TONES[tone]} ${className}`}>
      <p className="font-semibold wrap-anywhere">{title}</p>
      {children && <p className="mt-1">{children}</p>}
    </div>
  );
}
