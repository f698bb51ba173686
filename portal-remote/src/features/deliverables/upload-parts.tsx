import { useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { DEFAULT_MAX_DELIVERABLE_MB, deliverableSchema, formatNumber, type Deliverable } from '@swat/shared-contracts';
import { uploadParsed } from '../../lib/api/upload';
import { FieldError, inputClass, labelClass, secondaryButton } from '../../lib/ui/states';
import { useMessages, type PortalWords } from '../../i18n/portal-messages';

const MAX_BYTES = DEFAULT_MAX_DELIVERABLE_MB * 1024 * 1024;

/** What the browser checks before a long upload starts (the bff has the final word, by content). */
export const chosenFile = (t: PortalWords['t']) =>
  z
    .custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList && value.length > 0, t('deliverables.upload.chooseFile'))
    .refine((files) => (files[0]?.size ?? 0) <= MAX_BYTES, t('deliverables.upload.tooLarge', { mb: DEFAULT_MAX_DELIVERABLE_MB }));

/** The chosen file, registered with the form like any other field. */
export function FileField({ label, hint, name = 'file' }: { label: string; hint?: string; name?: string }) {
  const { register, getFieldState, formState } = useFormContext();
  const id = useId();
  const error = getFieldState(name, formState).error?.message;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept=".pdf,.pptx,.docx,.xlsx,application/pdf"
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={inputClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className="pt:mt-1 pt:text-xs pt:text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </div>
  );
}

/** A multipart upload with its progress and a way to cancel it (as data-item uploads show it). */
export function useDeliverableUpload() {
  const { language } = useMessages();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const start = async (path: string, body: FormData): Promise<Deliverable> => {
    controller.current = new AbortController();
    setProgress(0);
    try {
      return await uploadParsed(path, body, deliverableSchema, setProgress, { signal: controller.current.signal, language });
    } finally {
      setProgress(null);
      controller.current = null;
    }
  };
  return { progress, start, cancel: () => controller.current?.abort() };
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function UploadProgress({ progress, onCancel }: { progress: number | null; onCancel: () => void }) {
  const { t, language } = useMessages();
  if (progress === null) return null;
  const pct = Math.round(progress * 100);
  return (
    <div className="pt:space-y-2">
      <div className="pt:flex pt:justify-between pt:text-sm pt:text-ink">
        <span>{t(pct < 100 ? 'deliverables.upload.uploading' : 'deliverables.upload.storing')}</span>
        <span>{formatNumber(pct / 100, language, { style: 'percent' })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('deliverables.upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="pt:h-2.5 pt:w-full pt:overflow-hidden pt:rounded-full pt:bg-surface-alt"
      >
        <div className="pt:h-full pt:bg-brand pt:transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <button type="button" onClick={onCancel} className={secondaryButton}>
        {t('deliverables.upload.cancel')}
      </button>
    </div>
  );
}
