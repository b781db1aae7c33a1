import { isWebUrl } from "#domain/urls";

/**
 * The live-chat launcher (spec §1): the third-party script loads late — after the first
 * interaction, when the browser is idle (at most ~4 s), or on a click of our stand-in button
 * (`[data-enhance=chat]`, with `data-script-url`) — never with the page. Once the script has
 * loaded the widget takes over and the stand-in hides; if it fails, a later click tries again.
 * Returns what undoes the binding.
 */
const CHAT_IDLE_TIMEOUT_MS = 4000;
const INTERACTIONS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

/** Appends the chat script once per page (later calls only wait for it). */
function loadChatScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>("script[data-chat-widget]");
  if (existing)
    return existing.dataset.loaded === "true"
      ? Promise.resolve()
      : new Promise((resolve) => existing.addEventListener("load", () => resolve(), { once: true }));
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    script.dataset.chatWidget = "";
    script.addEventListener("load", () => {
      script.dataset.loaded = "true";
      resolve();
    });
    script.addEventListener("error", () => reject(new Error("the chat script did not load")));
    document.body.appendChild(script);
  });
}

export function enhanceChat(button: HTMLElement): () => void {
  const src = button.dataset.scriptUrl ?? "";
  if (!isWebUrl(src)) return () => {};
  const load = () => {
    loadChatScript(src).then(
      () => (button.hidden = true),
      () => document.querySelector("script[data-chat-widget]")?.remove(),
    );
  };

  let done = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
  function start() {
    if (done) return;
    done = true;
    stop();
    load();
  }
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true, once: true });
  if (typeof window.requestIdleCallback === "function")
    idle = window.requestIdleCallback(start, { timeout: CHAT_IDLE_TIMEOUT_MS });
  else timer = setTimeout(start, CHAT_IDLE_TIMEOUT_MS);
  button.addEventListener("click", load);
  return () => {
    stop();
    button.removeEventListener("click", load);
  };
}
