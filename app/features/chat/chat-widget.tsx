import { enhanceChat } from "../../enhance/chat";
import { useEnhancement } from "../../lib/use-enhancement";

function ChatBubbleIcon() {
  return (
    <svg
      width={26}
      height={26}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-3.9-.9L3 20.5l1.5-4.6A8 8 0 0 1 3.5 11.5 8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5Z" />
    </svg>
  );
}

/**
 * The live-chat launcher. With no script configured it renders and requests nothing. Otherwise a
 * light button shows at once, and app/enhance/chat.ts fetches the real script late (never during
 * server rendering); hydrated pages run the same code through `useEnhancement`.
 */
export function ChatWidget({ scriptUrl }: { scriptUrl: string | null }) {
  const ref = useEnhancement<HTMLButtonElement>(enhanceChat, [scriptUrl]);
  if (!scriptUrl) return null;
  return (
    <button
      ref={ref}
      type="button"
      data-enhance="chat"
      data-script-url={scriptUrl}
      aria-label="Chat with us"
      title="Chat with us"
      className="fixed right-4 bottom-4 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-offset-4 md:right-6 md:bottom-6"
    >
      <ChatBubbleIcon />
    </button>
  );
}
