import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/portal-messages';

export function Spinner({ label }: { label?: string }) {
  const { t } = useMessages();
  return (
    <div role="status" aria-live="polite" className="pt:flex pt:items-center pt:justify-center pt:gap-3 pt:py-16 pt:text-muted" data-testid="portal-spinner">
      <span aria-hidden="true" className="pt:inline-block pt:size-6 pt:animate-spin pt:rounded-full pt:border-2 pt:border-line pt:border-t-brand" />
      <span>{label ?? t('ui.loading')}</span>
    </div>
  );
}

export function ErrorState({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  const { t } = useMessages();
  return (
    <div role="alert" className="pt:rounded-lg pt:border pt:border-danger pt:bg-surface pt:p-5 pt:text-ink">
      <p className="pt:font-semibold pt:text-danger">{title ?? t('ui.errorTitle')}</p>
      <p className="pt:mt-1 pt:text-sm">{message}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="pt:mt-3 pt:rounded-md pt:border pt:border-line pt:bg-surface pt:px-3 pt:py-1.5 pt:text-sm pt:font-medium pt:text-ink pt:hover:bg-surface-alt"
        >
          {t('ui.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="pt:rounded-lg pt:border pt:border-dashed pt:border-line pt:bg-surface pt:p-6 pt:text-center">
      <p className="pt:font-medium pt:text-ink">{title}</p>
      {children ? <div className="pt:mt-1 pt:text-sm pt:text-muted">{children}</div> : null}
    </div>
  );
}

export function FieldError({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p id={id} className="pt:mt-1 pt:text-sm pt:text-danger">
      {messages.join(' ')}
    </p>
  );
}

export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="pt:rounded-md pt:border pt:border-danger pt:bg-surface pt:px-3 pt:py-2 pt:text-sm pt:text-danger">
      {message}
    </p>
  );
}

/** Free text goes both ways: 'auto' takes the direction from what the person types; e-mail, codes and numbers are always ltr. */
export const textDirectionFor = (type: string | undefined): 'ltr' | 'auto' =>
  type === 'email' || type === 'password' || type === 'tel' || type === 'url' || type === 'number' ? 'ltr' : 'auto';

export const inputClass =
  'pt:mt-1 pt:block pt:w-full pt:rounded-md pt:border pt:border-line pt:bg-surface pt:px-3 pt:py-2 pt:text-ink pt:aria-invalid:border-danger';
export const labelClass = 'pt:block pt:text-sm pt:font-medium pt:text-ink';
export const primaryButton =
  'pt:inline-flex pt:items-center pt:justify-center pt:rounded-md pt:bg-brand pt:px-4 pt:py-2 pt:font-medium pt:text-white pt:hover:bg-brand-strong pt:disabled:opacity-60';
export const secondaryButton =
  'pt:inline-flex pt:items-center pt:justify-center pt:rounded-md pt:border pt:border-line pt:bg-surface pt:px-3 pt:py-1.5 pt:text-sm pt:font-medium pt:text-ink pt:hover:bg-surface-alt pt:disabled:opacity-60';
export const dangerButton =
  'pt:inline-flex pt:items-center pt:justify-center pt:rounded-md pt:bg-danger pt:px-3 pt:py-1.5 pt:text-sm pt:font-medium pt:text-white pt:hover:opacity-90 pt:disabled:opacity-60';
