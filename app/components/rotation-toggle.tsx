import { PauseIcon, PlayIcon } from "./icons";

/** The pause/play control every auto-advancing carousel has (WCAG 2.2.2). */
export function RotationToggle({ playing, onToggle, label }: { playing: boolean; onToggle: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-700 hover:text-brand-700"
    >
      {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
      {playing ? `Pause ${label}` : `Play ${label}`}
    </button>
  );
}
