import { useId, useState, type FormEvent } from 'react';
import { HandoffError, postHandoff } from './chat-api';
import type { ChatTexts } from './chat-texts';

export interface HandoffFormProps {
  sessionId: string;
  /** The visitor's questions so far, so they need not type them again. */
  prefill: string;
  onSent: (name: string, email: string) => void;
  onCancel: () => void;
  /** The widget's words in the conversation's language; the form's direction and the bff's answers follow it. */
  texts: Pick<ChatTexts, 'handoff' | 'language' | 'dir'>;
  submit?: typeof postHandoff;
}

const field = 'mt-1 w-full rounded-md border border-line px-2.5 py-1.5 text-sm text-ink aria-[invalid=true]:border-danger';

/**
 * "Talk to a person" inside the chat: name, e-mail and a message prefilled from the conversation.
 * The bff checks it with the contact form's own schema and answers with that form's messages.
 */
export function HandoffForm({ sessionId, prefill, onSent, onCancel, texts, submit = postHandoff }: HandoffFormProps) {
  const words = texts.handoff;
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState(prefill);
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    setFieldErrors({});
    try {
      await submit({ name, email, message, consent, sessionId }, texts.language);
      onSent(name.trim(), email.trim());
    } catch (caught) {
      const failure = caught instanceof HandoffError ? caught : new HandoffError(words.failed);
      setError(failure.offline ? words.offline : failure.message || words.failed);
      setFieldErrors(failure.fieldErrors);
    } finally {
      setSending(false);
    }
  };

  const errorOf = (key: string) => fieldErrors[key]?.[0];
  const described = (key: string) => (errorOf(key) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {});
  const errorText = (key: string) =>
    errorOf(key) ? (
      <span id={`${id}-${key}-error`} className="mt-1 block text-xs text-danger">
        {errorOf(key)}
      </span>
    ) : null;

  return (
    <form onSubmit={send} noValidate dir={texts.dir} lang={texts.language} aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-line bg-surface p-3 text-sm" data-testid="chat-handoff">
      <p id={`${id}-title`} className="font-semibold text-ink">
        {words.title}
      </p>
      <div>
        <label className="block text-ink">
          {words.name}
          <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required maxLength={120} className={field} {...described('name')} />
        </label>
        {errorText('name')}
      </div>
      <div>
        <label className="block text-ink">
          {words.email}
          <input type="email" dir="ltr" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required maxLength={254} className={field} {...described('email')} />
        </label>
        {errorText('email')}
      </div>
      <div>
        <label className="block text-ink">
          {words.message}
          <textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={4} required maxLength={5000} className={field} {...described('message')} />
        </label>
        {errorText('message')}
      </div>
      <label className="flex items-start gap-2 text-ink">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} className="mt-1" {...described('consent')} />
        <span>{words.consent}</span>
      </label>
      {errorText('consent')}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className="rounded-md px-3 py-1.5 text-ink hover:bg-surface-alt">
          {words.cancel}
        </button>
        <button type="submit" disabled={sending} className="rounded-md bg-brand px-3 py-1.5 font-medium text-white hover:bg-brand-strong disabled:opacity-60">
          {sending ? words.sending : words.send}
        </button>
      </div>
    </form>
  );
}
