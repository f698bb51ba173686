import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { directionOf } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { useLanguage } from '../language/use-language';
import {
  CHAT_GREETING,
  chatSessionId,
  newMessageId,
  postChatMessage,
  type ChatMessage,
} from './chat-api';

const greeting: ChatMessage = { id: 'greeting', content: CHAT_GREETING, fromUser: false };

export interface ChatWidgetProps {
  sessionId?: string;
  send?: (message: string, sessionId: string) => Promise<string>;
}

export default function ChatWidget({ sessionId = chatSessionId, send = postChatMessage }: ChatWidgetProps) {
  const { toast } = useShellServices();
  const { language, text, messages: pageMessages } = useLanguage();
  const title = text.assistantTitle;
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([greeting]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, open]);

  useEffect(() => {
    if (open && !sending) inputRef.current?.focus();
  }, [open, sending]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    // A ref, not state: two quick submits in one frame must not both get through.
    if (!text || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setDraft('');
    setMessages((current) => [...current, { id: newMessageId(), content: text, fromUser: true }]);
    try {
      const reply = await send(text, sessionId);
      setMessages((current) => [...current, { id: newMessageId(), content: reply, fromUser: false }]);
    } catch {
      const failure = pageMessages.chatFailure;
      toast({ title: failure.title, description: failure.description, variant: 'destructive' });
      setMessages((current) => [...current, { id: newMessageId(), content: failure.reply, fromUser: false }]);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <div className="fixed end-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:end-6 sm:bottom-6">
      <section
        id={panelId}
        hidden={!open}
        aria-labelledby={titleId}
        className="flex h-[min(32rem,calc(100vh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-2xl"
        data-testid="chat-panel"
      >
        <header className="flex items-center justify-between bg-brand px-4 py-3 text-white">
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
          <button type="button" onClick={() => setOpen(false)} className="rounded p-1 hover:bg-white/15" aria-label={text.chat.close}>
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <ol ref={listRef} role="log" aria-live="polite" aria-label={text.chat.conversation} className="flex-1 space-y-3 overflow-y-auto bg-surface-alt p-4">
          {messages.map((message) => (
            <li key={message.id} className={`flex ${message.fromUser ? 'justify-end' : 'justify-start'}`}>
              <p
                dir="auto"
                data-from={message.fromUser ? 'user' : 'assistant'}
                className={`max-w-[80%] rounded-2xl px-3.5 py-2 text-sm leading-6 break-words whitespace-pre-wrap ${
                  message.fromUser ? 'rounded-ee-sm bg-brand text-white' : 'rounded-es-sm border border-line bg-surface text-ink'
                }`}
              >
                <span className="sr-only">{message.fromUser ? text.chat.you : text.chat.assistant}</span>
                {message.id === greeting.id ? text.chat.greeting : message.content}
              </p>
            </li>
          ))}
          {sending ? (
            <li className="flex justify-start" aria-hidden="true">
              <p className="rounded-2xl rounded-es-sm border border-line bg-surface px-3.5 py-2 text-sm text-muted">…</p>
            </li>
          ) : null}
        </ol>
        <form onSubmit={submit} className="flex gap-2 border-t border-line bg-surface p-3">
          <label htmlFor={`${panelId}-input`} className="sr-only">
            {text.chat.inputLabel}
          </label>
          <input
            id={`${panelId}-input`}
            ref={inputRef}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            disabled={sending}
            autoComplete="off"
            maxLength={2000}
            // 'auto' follows what is typed; while empty it would be ltr and misplace an Arabic placeholder.
            dir={draft ? 'auto' : directionOf(language)}
            placeholder={text.chat.placeholder}
            className="min-w-0 flex-1 rounded-md border border-line px-3 py-2 text-sm text-ink placeholder:text-muted disabled:bg-surface-alt"
          />
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60"
          >
            {text.chat.send}
          </button>
        </form>
      </section>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? text.chat.closeButton(title) : text.chat.openButton(title)}
        onClick={() => setOpen((value) => !value)}
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
    </div>
  );
}
