import type { Ref } from 'react';

/** Where the chat sits: one place for the prerendered launcher and the live widget, so the hand-over moves nothing. */
export const CHAT_DOCK_CLASS = 'print:hidden fixed end-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:end-6 sm:bottom-6';

interface ChatToggleButtonProps {
  open: boolean;
  label: string;
  onClick: () => void;
  controls?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The round chat button, the same in the page the server sends and in the widget that takes it over. */
export function ChatToggleButton({ open, label, onClick, controls, buttonRef }: ChatToggleButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={onClick}
      className="flex h-14 w-14 items-center justify-center rounded-full bg-brand text-white shadow-lg ring-offset-2 hover:bg-brand-strong"
      data-testid="chat-toggle"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        )}
      </svg>
    </button>
  );
}
