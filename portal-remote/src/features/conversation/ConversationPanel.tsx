import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import {
  conversationMessageSchema,
  conversationResponseSchema,
  editMessageRequestSchema,
  formatDateTime,
  markReadResponseSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_MESSAGE_LENGTH,
  type ConversationMessage,
} from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { toApiFailure } from '../../lib/api/failure';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { uploadParsed } from '../../lib/api/upload';
import { showFailure, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { fileSize } from '../../lib/ui/project-bits';
import { useFailureText } from '../../lib/ui/failure-text';
import { ErrorState, FieldError, inputClass, labelClass, secondaryButton, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { MessageText } from './MessageText';

/** How often an open conversation asks for new messages; paused while the tab is hidden. */
export const CONVERSATION_POLL_MS = 30_000;
const MAX_MB = MAX_ATTACHMENT_BYTES / 1024 / 1024;

const at = (id: string) => encodeURIComponent(id);

function AttachmentField({ label, hint }: { label: string; hint: string }) {
  const { register, getFieldState, formState } = useFormContext();
  const id = useId();
  const error = getFieldState('file', formState).error?.message;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept=".pdf,.png,.jpg,.jpeg,.docx,.xlsx,.pptx,.txt,.csv"
        {...register('file')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="pt:mt-1 pt:text-xs pt:text-muted">
        {hint}
      </p>
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </div>
  );
}

function Compose({ projectId, onSent }: { projectId: string; onSent: () => Promise<void> }) {
  const { t } = useMessages();
  const api = usePortalApi();
  // Built with the reader's words; the server has the final word on type and size.
  const schema = useMemo(
    () =>
      z
        .object({
          body: z.string().max(MAX_MESSAGE_LENGTH, t('conversation.messageHint', { max: MAX_MESSAGE_LENGTH })),
          file: z
            .custom<FileList>((value) => typeof FileList === 'undefined' || value instanceof FileList || value === undefined)
            .optional()
            .refine((files) => (files?.[0]?.size ?? 0) <= MAX_ATTACHMENT_BYTES, t('conversation.attachHint', { mb: MAX_MB })),
        })
        .refine((v) => v.body.trim().length > 0 || (v.file?.length ?? 0) > 0, { path: ['body'], message: t('conversation.writeSomething') }),
    [t],
  );
  const form = useApiForm(schema, { defaultValues: { body: '' } });
  const send = useMutation({
    mutationFn: ({ body, file }: z.output<typeof schema>) => {
      const path = `/api/projects/${at(projectId)}/conversation/messages`;
      const chosen = file?.[0];
      if (!chosen) return api.send('POST', path, { body: { body }, schema: conversationMessageSchema });
      const data = new FormData();
      data.set('body', body);
      data.set('file', chosen);
      return uploadParsed(path, data, conversationMessageSchema, () => undefined);
    },
    onSuccess: async () => {
      form.reset({ body: '' });
      await onSent();
    },
  });
  return (
    <ApiForm
      form={form}
      label={t('conversation.send')}
      className="pt:space-y-3"
      onSubmit={async (input) => {
        try {
          await send.mutateAsync(input);
        } catch (error) {
          showFailure(form, toApiFailure(error), ['body', 'file']);
        }
      }}
    >
      <FormAlert fallback={() => t('failure.unknown')} />
      <TextField name="body" label={t('conversation.message')} hint={t('conversation.messageHint', { max: MAX_MESSAGE_LENGTH })} multiline />
      <AttachmentField label={t('conversation.attach')} hint={t('conversation.attachHint', { mb: MAX_MB })} />
      <SubmitButton pending={t('conversation.sending')}>{t('conversation.send')}</SubmitButton>
    </ApiForm>
  );
}

function EditForm({ projectId, message, onDone }: { projectId: string; message: ConversationMessage; onDone: () => Promise<void> }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const form = useApiForm(editMessageRequestSchema, { defaultValues: { body: message.body } });
  return (
    <ApiForm
      form={form}
      label={t('conversation.editLabel')}
      className="pt:space-y-2"
      onSubmit={async (input) => {
        try {
          await api.send('PATCH', `/api/projects/${at(projectId)}/conversation/messages/${at(message.id)}`, { body: input, schema: conversationMessageSchema });
          await onDone();
        } catch (error) {
          showFailure(form, toApiFailure(error), ['body']);
        }
      }}
    >
      <FormAlert fallback={() => t('failure.unknown')} />
      <TextField name="body" label={t('conversation.editLabel')} multiline />
      <div className="pt:flex pt:gap-2">
        <SubmitButton pending={t('conversation.saving')}>{t('conversation.save')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={() => void onDone()}>
          {t('conversation.cancel')}
        </button>
      </div>
    </ApiForm>
  );
}

function MessageItem({ projectId, message, mine, onChanged }: { projectId: string; message: ConversationMessage; mine: boolean; onChanged: () => Promise<void> }) {
  const words = useMessages();
  const { t, language } = words;
  const [editing, setEditing] = useState(false);
  const side = message.author.side;
  return (
    <li
      data-testid="conversation-message"
      data-side={side}
      className={`pt:rounded-lg pt:border pt:p-3 ${side === 'staff' ? 'pt:border-line pt:bg-surface-alt pt:me-8' : 'pt:border-brand-soft pt:bg-surface pt:ms-8'}`}
    >
      <p className="pt:text-xs pt:text-muted">
        <bdi translate="no" className="pt:font-semibold pt:text-ink">{mine ? t('conversation.you') : message.author.name}</bdi>
        {' · '}
        {t(`conversation.side.${side}`)}
        {' · '}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
        {message.editedAt ? ` · ${t('conversation.edited')}` : null}
      </p>
      {editing ? (
        <div className="pt:mt-2">
          <EditForm
            projectId={projectId}
            message={message}
            onDone={async () => {
              setEditing(false);
              await onChanged();
            }}
          />
        </div>
      ) : (
        <>
          {message.body ? (
            <p dir="auto" translate="no" className="pt:mt-1 pt:text-sm pt:whitespace-pre-wrap pt:break-words pt:text-ink">
              <MessageText text={message.body} />
            </p>
          ) : null}
          {message.attachments.length > 0 ? (
            <ul className="pt:mt-2 pt:space-y-1 pt:text-sm">
              {message.attachments.map((file) => (
                <li key={file.id}>
                  <a className="pt:text-brand pt:underline" href={`/api/projects/${at(projectId)}/conversation/attachments/${at(file.id)}`} download>
                    {t('conversation.attachment', { name: '\u2068' + file.filename + '\u2069', size: fileSize(file.sizeBytes, words) })}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {message.editable ? (
            <button type="button" className="pt:mt-1 pt:text-xs pt:text-brand pt:underline" onClick={() => setEditing(true)}>
              {t('conversation.edit')}
            </button>
          ) : null}
        </>
      )}
    </li>
  );
}

/**
 * A project's conversation: the newest page of messages, earlier ones on request, a form to write.
 * It asks for new messages every 30 s while the tab is visible (React Query pauses the interval in
 * a hidden tab), and marks what it showed as read, which clears the unread counts elsewhere.
 */
export function ConversationPanel({ projectId, viewerId, audience }: { projectId: string; viewerId: string; audience: 'client' | 'staff' }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const queries = usePortalQueries();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const conversation = useQuery({ ...queries.conversation(projectId), refetchInterval: CONVERSATION_POLL_MS });
  const [older, setOlder] = useState<ConversationMessage[]>([]);
  const [olderDone, setOlderDone] = useState(false);
  // Where "new" began when the page opened: kept after the messages are marked read.
  const firstUnread = useRef<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: portalKeys.conversation(projectId) });

  const markRead = useMutation({
    mutationFn: (throughSeq: number) => api.send('POST', `/api/projects/${at(projectId)}/conversation/read`, { body: { throughSeq }, schema: markReadResponseSchema }),
    onSuccess: (read) => {
      // This panel's own count clears at once (the divider stays where "new" began); the
      // dashboard's and the inbox's counts are read again.
      queryClient.setQueryData(queries.conversation(projectId).queryKey, (shown) => (shown ? { ...shown, ...read } : shown));
      return queryClient.invalidateQueries({ queryKey: portalKeys.conversations() });
    },
  });
  const { mutate: markReadThrough } = markRead;
  const data = conversation.data;
  const lastSeq = data?.messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (!data) return;
    if (firstUnread.current === null) firstUnread.current = data.lastReadSeq;
    if (data.unreadCount > 0 && lastSeq > data.lastReadSeq && document.visibilityState === 'visible') markReadThrough(lastSeq);
  }, [data, lastSeq, markReadThrough]);

  const loadOlder = useMutation({
    mutationFn: (before: number) => api.get(conversationResponseSchema, `/api/projects/${at(projectId)}/conversation`, { params: { before } }),
    onSuccess: (page) => {
      setOlder((shown) => [...page.messages, ...shown]);
      if (!page.hasOlder) setOlderDone(true);
    },
  });

  const messages = data ? [...older.filter((m) => m.seq < (data.messages[0]?.seq ?? Infinity)), ...data.messages] : [];
  const hasOlder = data ? (older.length > 0 ? !olderDone : data.hasOlder) : false;
  const divider = firstUnread.current;
  return (
    <section id="conversation" aria-labelledby="conversation-heading" className="pt:space-y-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5">
      <div className="pt:flex pt:flex-wrap pt:items-baseline pt:justify-between pt:gap-2">
        <h2 id="conversation-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
          {t('conversation.heading')}
        </h2>
        {data && data.unreadCount > 0 ? (
          <span className="pt:rounded-full pt:bg-brand pt:px-2 pt:py-0.5 pt:text-xs pt:font-semibold pt:text-white" data-testid="conversation-unread">
            {t('conversation.unread', { count: data.unreadCount })}
          </span>
        ) : null}
      </div>
      <p className="pt:text-sm pt:text-muted">{t(audience === 'client' ? 'conversation.intro.client' : 'conversation.intro.staff')}</p>
      {conversation.isPending ? <Spinner label={t('conversation.loading')} /> : null}
      {conversation.isError ? <ErrorState message={failureText(conversation.error)} onRetry={() => void conversation.refetch()} /> : null}
      {data ? (
        <>
          {hasOlder ? (
            <button type="button" className={secondaryButton} disabled={loadOlder.isPending} onClick={() => messages[0] && loadOlder.mutate(messages[0].seq)}>
              {loadOlder.isPending ? t('conversation.loadingOlder') : t('conversation.older')}
            </button>
          ) : null}
          {messages.length === 0 ? <p className="pt:text-sm pt:text-muted">{t('conversation.empty')}</p> : null}
          <ol className="pt:space-y-3" aria-live="polite" aria-relevant="additions">
            {messages.map((m, i) => {
              const startsNew = divider !== null && m.seq > divider && m.author.id !== viewerId && !(i > 0 && messages[i - 1]!.seq > divider && messages[i - 1]!.author.id !== viewerId);
              return (
                <MessageRow key={m.id} showDivider={startsNew} label={t('conversation.newDivider')}>
                  <MessageItem projectId={projectId} message={m} mine={m.author.id === viewerId} onChanged={refresh} />
                </MessageRow>
              );
            })}
          </ol>
          <p className="pt:text-xs pt:text-muted">{t('conversation.liveNote')}</p>
        </>
      ) : null}
      <Compose
        projectId={projectId}
        onSent={async () => {
          await refresh();
          await queryClient.invalidateQueries({ queryKey: portalKeys.conversations() });
        }}
      />
    </section>
  );
}

function MessageRow({ showDivider, label, children }: { showDivider: boolean; label: string; children: React.ReactNode }) {
  if (!showDivider) return children;
  return (
    <>
      {/* A plain item that says where the new messages start: a list may hold only list items. */}
      <li className="pt:flex pt:items-center pt:gap-2 pt:text-xs pt:font-semibold pt:text-brand">
        <span aria-hidden="true" className="pt:h-px pt:flex-1 pt:bg-brand" />
        {label}
        <span aria-hidden="true" className="pt:h-px pt:flex-1 pt:bg-brand" />
      </li>
      {children}
    </>
  );
}
