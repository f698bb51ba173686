import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellServices } from '@swat/shared-contracts/shell';
import { chatSessionId, newMessageId, postChatMessage, type ChatReply } from './chat-api';
import { chatStore as defaultStore, useChatState, type ChatStore } from './chat-store';
import { chatTexts, chatTextsIn, conversationLanguage } from './chat-texts';
import { loadPageMessages, pageMessages } from '../../i18n/page-messages';
import { HandoffForm } from './HandoffForm';
import { MessageText } from './MessageText';
import { CHAT_DOCK_CLASS, ChatToggleButton } from './ChatToggleButton';
import { launcherFocus } from './launcher-focus';

export interface ChatWidgetProps {
  /** Open at once: the visitor pressed the chat button before this code had arrived. */
  initiallyOpen?: boolean;
  sessionId?: string;
  send?: (message: string, sessionId: string) => Promise<ChatReply>;
  store?: ChatStore;
}

/** Two answers in a row that found nothing: time to offer a person. */
const FAILURES_BEFORE_HANDOFF = 2;

export default function ChatWidget({ initiallyOpen = false, sessionId = chatSessionId, send, store = defaultStore }: ChatWidgetProps) {
  const { toast, api } = useShellServices();
  const sendMessage = send ?? ((message: string, id: string) => postChatMessage(message, id, api));
  const { pathname } = useLocation();
  const texts = chatTexts(pathname);
  const state = useChatState(store);
  const [open, setOpen] = useState(initiallyOpen);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [showHandoff, setShowHandoff] = useState(false);
  const sendingRef = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const { messages } = state;
  // The hand-off (its offer, form, the bff's field messages and the thank-you) speaks the conversation's language, not only the page's.
  const talkLanguage = conversationLanguage(messages, texts.language);
  const talkTexts = chatTextsIn(talkLanguage);
  const [, wordsArrived] = useState(0);
  useEffect(() => {
    if (talkTexts) return;
    // The other language's words are usually here by now (fetched when idle); if not, fetch them and draw again.
    let live = true;
    loadPageMessages(talkLanguage).then(
      () => live && wordsArrived((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [talkLanguage, talkTexts]);
  const handoffTexts = talkTexts ?? texts;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, open, showHandoff]);

  useEffect(() => {
    if (open && !sending && !showHandoff) inputRef.current?.focus();
  }, [open, sending, showHandoff]);

  // Taking over from the prerendered button: the keyboard stays where it was. Once, as the widget mounts.
  const takeOverFocus = useEffectEvent(() => {
    if (launcherFocus.take() && !initiallyOpen) toggleRef.current?.focus();
  });
  useEffect(() => takeOverFocus(), []);


  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  // Escape anywhere in the widget (panel or its button) closes the panel and puts focus back on the button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const addMessage = (content: string, fromUser: boolean) =>
    store.update((current) => ({ ...current, messages: [...current.messages, { id: newMessageId(), content, fromUser }] }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    // A ref, not state: two quick submits in one frame must not both get through.
    if (!text || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setDraft('');
    addMessage(text, true);
    try {
      const reply = await sendMessage(text, sessionId);
      addMessage(reply.message, false);
      const failedInARow = reply.outcome === 'not-found' ? store.get().failedInARow + 1 : 0;
      const offer = !store.get().handoffSent && (reply.outcome === 'handoff' || failedInARow >= FAILURES_BEFORE_HANDOFF);
      store.update((current) => ({ ...current, failedInARow, handoffOffered: current.handoffOffered || offer }));
      if (offer) setShowHandoff(true);
    } catch {
      // Said in the conversation's language, as the hand-off is: the question just asked counts.
      // Its words are usually here already; if fetching them fails too, the page's stand in.
      const language = conversationLanguage(store.get().messages, texts.language);
      const { shared } = await loadPageMessages(language).catch(() => pageMessages(language));
      toast({ title: shared('chatFailure.title'), description: shared('chatFailure.description'), variant: 'destructive' });
      addMessage(shared('chatFailure.reply'), false);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const prefill = messages
    .filter((m) => m.fromUser)
    .map((m) => m.content)
    .join('\n');

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches Escape as it bubbles up from the panel's own controls; the dock itself is no control
    <div className={CHAT_DOCK_CLASS} data-chat-dock={open ? 'open' : 'closed'} onKeyDown={open ? onKeyDown : undefined}>
      <section
        id={panelId}
        hidden={!open}
        aria-labelledby={titleId}
        dir={texts.dir}
        className="flex h-[min(32rem,calc(100vh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-2xl"
        data-testid="chat-panel"
      >
        <header className="flex items-center justify-between bg-brand px-4 py-3 text-white">
          <h2 id={titleId} className="text-base font-semibold">
            {texts.title}
          </h2>
          <button type="button" onClick={close} className="rounded p-1 hover:bg-white/15" aria-label={texts.close}>
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {/* The log is a wrapper around the list: role=log on the ol itself would take away its list semantics and orphan the items. */}
        <div ref={listRef} role="log" aria-live="polite" aria-label={texts.conversation} className="flex-1 overflow-y-auto bg-surface-alt p-4">
        <ol className="space-y-3">
          {messages.map((message) => (
            <li key={message.id} className={`flex ${message.fromUser ? 'justify-end' : 'justify-start'}`}>
              <p
                data-from={message.fromUser ? 'user' : 'assistant'}
                dir="auto"
                className={`max-w-[80%] rounded-2xl px-3.5 py-2 text-sm leading-6 break-words whitespace-pre-wrap ${
                  message.fromUser ? 'rounded-ee-sm bg-brand text-white' : 'rounded-es-sm border border-line bg-surface text-ink'
                }`}
              >
                <span className="sr-only">{message.fromUser ? texts.you : texts.assistant}</span>
                {message.id === state.greetingId ? texts.greeting : message.fromUser ? message.content : <MessageText text={message.content} />}
              </p>
            </li>
          ))}
          {sending ? (
            <li className="flex justify-start" aria-hidden="true">
              <p className="rounded-2xl rounded-es-sm border border-line bg-surface px-3.5 py-2 text-sm text-muted">…</p>
            </li>
          ) : null}
          {showHandoff ? (
            <li>
              <HandoffForm
                texts={handoffTexts}
                sessionId={sessionId}
                prefill={prefill}
                onCancel={() => setShowHandoff(false)}
                onSent={(name, email) => {
                  setShowHandoff(false);
                  store.update((current) => ({ ...current, handoffSent: true }));
                  addMessage(handoffTexts.handoff.thanks(name, email), false);
                }}
              />
            </li>
          ) : null}
        </ol>
        </div>
        {state.handoffOffered && !showHandoff && !state.handoffSent ? (
          <button
            type="button"
            lang={handoffTexts.language}
            dir={handoffTexts.dir}
            onClick={() => setShowHandoff(true)}
            className="border-t border-line bg-surface px-3 py-2 text-sm font-medium text-brand hover:bg-surface-alt"
          >
            {handoffTexts.handoff.offer}
          </button>
        ) : null}
        <form onSubmit={submit} className="flex gap-2 border-t border-line bg-surface p-3">
          <label htmlFor={`${panelId}-input`} className="sr-only">
            {texts.inputLabel}
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
            dir={draft ? 'auto' : texts.dir}
            placeholder={texts.placeholder}
            className="min-w-0 flex-1 rounded-md border border-line px-3 py-2 text-sm text-ink placeholder:text-muted disabled:bg-surface-alt"
          />
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60"
          >
            {texts.send}
          </button>
        </form>
      </section>
      <ChatToggleButton
        buttonRef={toggleRef}
        open={open}
        controls={panelId}
        label={open ? texts.closeButton : texts.openButton}
        onClick={() => setOpen((value) => !value)}
      />
    </div>
  );
}
