import { PauseIcon, PlayIcon } from "./icons";

/**
 * The pause/play control every auto-advancing carousel has (WCAG 2.2.2). Rendered playing; the
 * carousel's code (app/enhance/rotation.ts) switches its icon and text (both texts in the page's language).
 */
export function RotationToggle({ pauseText, playText }: { pauseText: string; playText: string }) {
  return (
    <button
      type="button"
      data-rotation-toggle
      data-pause-text={pauseText}
      data-play-text={playText}
      className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-700 hover:text-brand-700"
    >
      <span data-icon="pause" className="inline-flex">
        <PauseIcon size={16} />
      </span>
      <span data-icon="play" hidden className="inline-flex">
        <PlayIcon size={16} />
      </span>
      <span data-text>{pauseText}</span>
    </button>
  );
}
