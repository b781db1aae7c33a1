import { useCallback, useEffect, useState } from "react";

/** Spec §1: the third-party live chat loads late — after the first interaction or when the page is idle (at most ~4 s). */
export const CHAT_IDLE_TIMEOUT_MS = 4000;
const INTERACTIONS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

/** Appends the chat script once per page (later calls only wait for it). */
function loadChatScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>("script[data-chat-widget]");
  if (existing) return existing.dataset.loaded === "true" ? Promise.resolve() : new Promise((resolve) => existing.addEventListener("load", () => resolve(), { once: true }));
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

function ChatBubbleIcon() {
  return (
    <svg width={26} height={26} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-3.9-.9L3 20.5l1.5-4.6A8 8 0 0 1 3.5 11.5 8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5Z" />
    </svg>
  );
}

/**
 * The live-chat launcher. With no script configured it renders and requests nothing. Otherwise a
 * light button shows at once, and the real script is fetched only after the first interaction,
 * when the browser is idle, or on a click of the button — never during server rendering. Once the
 * script has loaded the third-party widget takes over and the stand-in button goes away.
 */
export function ChatWidget({ scriptUrl }: { scriptUrl: string | null }) {
  const [loaded, setLoaded] = useState(false);

  const load = useCallback(() => {
    if (!scriptUrl) return;
    loadChatScript(scriptUrl).then(
      () => setLoaded(true),
      () => {
        // The stand-in stays; a later click tries again.
        document.querySelector("script[data-chat-widget]")?.remove();
      },
    );
  }, [scriptUrl]);

  useEffect(() => {
    if (!scriptUrl) return;
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
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(start, { timeout: CHAT_IDLE_TIMEOUT_MS });
    else timer = setTimeout(start, CHAT_IDLE_TIMEOUT_MS);
    return stop;
  }, [scriptUrl, load]);

  if (!scriptUrl || loaded) return null;
  return (
    <button
      type="button"
      onClick={load}
      aria-label="Chat with us"
      title="Chat with us"
      className="fixed right-4 bottom-4 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-offset-4 md:right-6 md:bottom-6"
    >
      <ChatBubbleIcon />
    </button>
  );
}
