import { useEffect, useState, type FocusEvent } from "react";

/** True while the visitor asks the system for less motion. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * A start index that advances by one every `intervalMs` (for carousels). It stays still when there
 * is nothing to rotate, when the visitor pauses it, and under prefers-reduced-motion until the
 * visitor presses play (WCAG 2.2.2). While the pointer or keyboard focus is on the carousel (spread
 * `holdProps` on its region) it waits, so nobody loses what they are reading; as in the WAI-ARIA
 * carousel pattern, a visitor who pressed Play has chosen motion and it no longer waits.
 */
export function useRotation(length: number, intervalMs: number, enabled = true) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"playing" | "paused" | null>(null);
  const [start, setStart] = useState(0);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const playing = enabled && length > 1 && (choice ? choice === "playing" : !reducedMotion);
  const held = choice !== "playing" && (pointerOver || focusWithin);
  const running = playing && !held;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setStart((s) => (s + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [running, length, intervalMs]);

  return {
    start: length > 0 ? start % length : 0,
    playing,
    reducedMotion,
    toggle: () => setChoice(playing ? "paused" : "playing"),
    holdProps: {
      onPointerEnter: () => setPointerOver(true),
      onPointerLeave: () => setPointerOver(false),
      onFocus: () => setFocusWithin(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      },
    },
  };
}

/** `items` rotated so that `start` comes first. */
export function rotate<T>(items: readonly T[], start: number): T[] {
  return [...items.slice(start), ...items.slice(0, start)];
}
