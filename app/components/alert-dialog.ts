/**
 * The site's alerts, confirmations and toasts (decision 0035): a native modal <dialog> styled like
 * the site. The browser keeps the page behind it out of reach (inert) and closes it on Escape; this
 * module keeps Tab inside it, gives the focus back to what had it, closes it on a click beside it,
 * and closes it by itself after `timer` ms. Every text is set as text (textContent): a name or a
 * server's message can never become markup. Loaded only when the first alert is shown
 * (app/components/alerts.ts), so pages stay light.
 */

export type Tone = "success" | "error" | "warning";

export interface AlertOptions {
  tone: Tone;
  title: string;
  text?: string;
  /** Closes by itself after this many milliseconds; such an alert has no button. */
  timer?: number;
  /** A question: this button answers yes (`danger`: it deletes or takes something away); the other is Cancel. */
  confirm?: { label: string; danger?: boolean };
}

const TONES: Record<Tone, { circle: string; path: string }> = {
  success: { circle: "bg-emerald-100 text-emerald-700", path: "M20 6 9 17l-5-5" },
  error: { circle: "bg-rose-100 text-rose-700", path: "M18 6 6 18M6 6l12 12" },
  warning: { circle: "bg-amber-100 text-amber-800", path: "M12 6v8M12 18.5v.01" },
};

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold transition-colors";
const BUTTONS = {
  primary: `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`,
  danger: `${BUTTON} bg-rose-700 text-white hover:bg-rose-800`,
  cancel: `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`,
};

const SVG = "http://www.w3.org/2000/svg";

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The tone's icon in a tinted circle (decorative: the title says what happened). */
function icon(tone: Tone, size: "large" | "small"): HTMLElement {
  const { circle, path } = TONES[tone];
  const wrapper = element(
    "span",
    `${size === "large" ? "h-12 w-12" : "h-7 w-7"} inline-flex shrink-0 items-center justify-center rounded-full ${circle}`,
  );
  wrapper.setAttribute("aria-hidden", "true");
  const svg = document.createElementNS(SVG, "svg");
  const pixels = size === "large" ? "24" : "16";
  for (const [name, value] of Object.entries({
    width: pixels,
    height: pixels,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2.5",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    focusable: "false",
  })) {
    svg.setAttribute(name, value);
  }
  const line = document.createElementNS(SVG, "path");
  line.setAttribute("d", path);
  svg.append(line);
  wrapper.append(svg);
  return wrapper;
}

let ids = 0;
/** The alert on screen: one at a time, as before (a new one replaces it). */
let current: HTMLDialogElement | null = null;

/** Shows an alert; resolves true when its confirm (or OK) button was pressed, false otherwise. */
export function openAlert({ tone, title, text, timer, confirm }: AlertOptions): Promise<boolean> {
  current?.close();
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const id = `alert-${++ids}`;

  const dialog = element(
    "dialog",
    "m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-center text-slate-700 shadow-2xl outline-none backdrop:bg-slate-900/60 sm:p-8",
  );
  dialog.setAttribute("role", "alertdialog");
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  dialog.tabIndex = -1;
  const heading = element("h2", "mt-4 text-xl font-bold text-balance text-slate-900", title);
  heading.id = `${id}-title`;
  dialog.append(icon(tone, "large"), heading);
  if (text) {
    const body = element("p", "mt-2 wrap-anywhere", text);
    body.id = `${id}-text`;
    dialog.setAttribute("aria-describedby", body.id);
    dialog.append(body);
  }

  let answer = false;
  const buttons: HTMLButtonElement[] = [];
  const button = (label: string, className: string, value: boolean) => {
    const node = element("button", className, label);
    node.type = "button";
    node.addEventListener("click", () => {
      answer = value;
      dialog.close();
    });
    buttons.push(node);
    return node;
  };
  if (timer === undefined) {
    const row = element("div", "mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center");
    if (confirm) {
      row.append(
        button("Cancel", BUTTONS.cancel, false),
        button(confirm.label, confirm.danger ? BUTTONS.danger : BUTTONS.primary, true),
      );
    } else {
      row.append(button("OK", BUTTONS.primary, true));
    }
    dialog.append(row);
  }

  // Tab and Shift+Tab go round the buttons: the focus never leaves the dialog.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    event.preventDefault();
    if (buttons.length === 0) return;
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length;
    buttons[next]!.focus();
  });
  // A click on the backdrop (outside the card) closes it, like Cancel.
  dialog.addEventListener("click", (event) => {
    const box = dialog.getBoundingClientRect();
    const outside =
      event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (event.target === dialog && outside) dialog.close();
  });

  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const closed = new Promise<boolean>((resolve) => {
    dialog.addEventListener("close", () => {
      clearTimeout(closeTimer);
      dialog.remove();
      if (current === dialog) current = null;
      // The browser gives the focus back too; this also covers one that does not.
      if (opener?.isConnected && !opener.contains(document.activeElement)) opener.focus();
      resolve(answer);
    });
  });

  document.body.append(dialog);
  current = dialog;
  dialog.showModal();
  // Questions start on Cancel (a stray Enter answers no); messages on OK; a timed alert on itself.
  (buttons[0] ?? dialog).focus();
  if (timer !== undefined) closeTimer = setTimeout(() => dialog.close(), timer);
  return closed;
}

/** A small notice in the top corner that goes by itself after `duration` ms (read out, never focused). */
export function openToast(title: string, duration: number): void {
  const toast = element(
    "div",
    "fixed top-4 right-4 left-4 z-[60] mx-auto flex max-w-sm items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-900 shadow-lg sm:left-auto",
  );
  toast.setAttribute("role", "status");
  toast.append(icon("success", "small"), element("span", "wrap-anywhere", title));
  document.body.append(toast);
  setTimeout(() => toast.remove(), duration);
}
