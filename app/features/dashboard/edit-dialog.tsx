import { createContext, useContext, useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "../../components/icons";

/** What the form in a modal tells it: a save started, a save answered. */
export interface EnclosingDialog {
  saving: () => void;
  /** Success closes the modal; a refusal opens it again if it was closed while saving. */
  saved: (ok: boolean) => void;
}

const DialogContext = createContext<EnclosingDialog | null>(null);

/** The modal this component is in (null on a page). */
export function useEnclosingDialog(): EnclosingDialog | null {
  return useContext(DialogContext);
}

/**
 * A modal edit form (native <dialog>: focus stays inside, Escape closes, focus returns to the
 * button that opened it). Mounted while open; `onClose` unmounts it — but not while a save is
 * under way: closed then, the form stays mounted (hidden) until the answer comes, so that its alert
 * still shows, and a refusal opens the modal again on its messages and the admin's values.
 */
export function EditDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const saveUnderWay = useRef(false);
  const closedWhileSaving = useRef(false);
  // The answer may come after a render with another `onClose`: the latest one is called.
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  const closed = () => {
    if (saveUnderWay.current) closedWhileSaving.current = true;
    else onClose();
  };
  const [form] = useState<EnclosingDialog>(() => ({
    saving: () => {
      saveUnderWay.current = true;
      closedWhileSaving.current = false;
    },
    saved: (ok) => {
      saveUnderWay.current = false;
      if (!closedWhileSaving.current) return void (ok && ref.current?.close());
      if (ok) latestOnClose.current();
      else ref.current?.showModal();
    },
  }));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={closed}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label="Close"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <div className="px-5 py-5">
        <DialogContext value={form}>{children}</DialogContext>
      </div>
    </dialog>
  );
}

/** Which row's edit modal is open (after a save the page's data loads again by itself, spec §4). */
export function useEditing<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  return { editing, edit: setEditing, close: () => setEditing(null) };
}
