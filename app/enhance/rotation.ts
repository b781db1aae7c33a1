/**
 * The home page's carousels (spec §4/§9): testimonials (a window of 3 advancing every 2.5 s) and
 * client logos (one further every 3 s). The server renders the first window; this makes it move.
 *
 * Both share one rotation. It starts the first time the carousel comes into sight (the region gets
 * `data-seen`): the visitor meets its first items, not ones that moved on while they read the top
 * of the page, and a page only loaded — by a crawler, or an audit whose contrast check would read
 * cards in mid-fade — has nothing moving. It stays still under prefers-reduced-motion until the
 * visitor presses Play (WCAG 2.2.2), waits while the pointer or keyboard focus is on the carousel
 * (nobody loses what they are reading), stops for good when the visitor touches it (a phone has no
 * hover: a tap or a swipe pauses it, as Pause does) and — as in the WAI-ARIA carousel pattern — no
 * longer waits once the visitor has pressed Play. The toggle button (`[data-rotation-toggle]`)
 * holds both labels' icons (`[data-icon=pause]`, `[data-icon=play]`) and its text comes from
 * `data-pause-text` / `data-play-text` (in the page's language).
 */

interface Rotation {
  /** Called with the new first index after each step. */
  onStep: (start: number, animate: boolean) => void;
  length: number;
  intervalMs: number;
}

function rotate(region: HTMLElement, { onStep, length, intervalMs }: Rotation) {
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const toggle = region.querySelector<HTMLButtonElement>("[data-rotation-toggle]");
  const live = region.querySelector<HTMLElement>("[aria-live]");
  let choice: "playing" | "paused" | null = null;
  let start = 0;
  let pointerOver = false;
  let focusWithin = false;
  let seen = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const playing = () => length > 1 && (choice ? choice === "playing" : !motion.matches);
  const update = () => {
    const held = choice !== "playing" && (pointerOver || focusWithin);
    const run = seen && playing() && !held;
    if (run && timer === undefined) {
      timer = setInterval(() => {
        start = (start + 1) % length;
        onStep(start, !motion.matches);
      }, intervalMs);
    } else if (!run && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
    if (live) live.setAttribute("aria-live", playing() ? "off" : "polite");
    if (toggle) {
      toggle.querySelector("[data-icon=pause]")?.toggleAttribute("hidden", !playing());
      toggle.querySelector("[data-icon=play]")?.toggleAttribute("hidden", playing());
      const text = toggle.querySelector("[data-text]");
      if (text) text.textContent = (playing() ? toggle.dataset.pauseText : toggle.dataset.playText) ?? "";
    }
  };

  toggle?.addEventListener("click", () => {
    choice = playing() ? "paused" : "playing";
    update();
  });
  region.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" || toggle?.contains(event.target as Node)) return;
    choice = "paused";
    update();
  });
  region.addEventListener("pointerenter", () => {
    pointerOver = true;
    update();
  });
  region.addEventListener("pointerleave", () => {
    pointerOver = false;
    update();
  });
  region.addEventListener("focusin", () => {
    focusWithin = true;
    update();
  });
  region.addEventListener("focusout", (event) => {
    if (!region.contains(event.relatedTarget as Node | null)) {
      focusWithin = false;
      update();
    }
  });
  motion.addEventListener("change", update);
  const sight = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    sight.disconnect();
    seen = true;
    region.toggleAttribute("data-seen", true);
    update();
  });
  sight.observe(region);
  update();
}

/**
 * Testimonials: the cards of every review wait in a `<template data-rotation-items>`; each step
 * shows the next window of `data-window` copies of them. The cards shown fade out, then the next
 * ones fade in in their place: two windows are never on screen at once (no fade under
 * prefers-reduced-motion).
 */
export function enhanceTestimonials(region: HTMLElement) {
  const stage = region.querySelector<HTMLElement>("[data-rotation-stage]");
  const items = Array.from(
    region.querySelector<HTMLTemplateElement>("template[data-rotation-items]")?.content.children ?? [],
  );
  const size = Number(region.dataset.window);
  if (!stage || items.length < size) return;
  // The change under way (its fade-out not finished): done at once if the next step comes first.
  let pending: (() => void) | undefined;

  rotate(region, {
    length: items.length,
    intervalMs: Number(region.dataset.interval),
    onStep(start, animate) {
      pending?.();
      const shown = stage.querySelector<HTMLElement>(":scope > ul");
      if (!shown) return;
      const next = shown.cloneNode(false) as HTMLElement;
      next.classList.remove("animate-fade-in", "animate-fade-out");
      for (let i = 0; i < size; i++) next.append(items[(start + i) % items.length]!.cloneNode(true));
      const show = () => {
        pending = undefined;
        next.classList.toggle("animate-fade-in", animate);
        shown.replaceWith(next);
      };
      if (!animate) return show();
      pending = show;
      shown.addEventListener("animationend", show, { once: true });
      shown.classList.add("animate-fade-out");
    },
  });
}

/**
 * Client logos: all of them in one track (`[data-rotation-track]`); each step moves the first to
 * the end — unless they all fit (a few logos on a wide screen), when nothing needs to move.
 */
export function enhanceLogoCarousel(region: HTMLElement) {
  const track = region.querySelector<HTMLElement>("[data-rotation-track]");
  if (!track) return;
  rotate(region, {
    length: track.children.length,
    intervalMs: Number(region.dataset.interval),
    onStep() {
      const first = track.firstElementChild;
      if (!first || track.children.length * first.getBoundingClientRect().width <= track.clientWidth + 1) return;
      track.append(first);
      Array.from(track.children).forEach((item, position) => item.setAttribute("data-position", String(position)));
    },
  });
}
