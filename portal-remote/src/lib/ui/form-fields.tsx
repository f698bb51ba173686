import { useId, type ReactNode } from 'react';
import { FormProvider, useFormContext, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { FORM_ERROR } from '../forms/api-form';
import { localValidationMessage, useMessages } from '../../i18n/portal-messages';
import { FieldError, FormMessage, inputClass, labelClass, primaryButton, textDirectionFor } from './states';

/**
 * The portal's forms, one way: a react-hook-form form (see `useApiForm`) handed to `<ApiForm>`,
 * fields that find it through context, the form-wide error and a submit button that knows when
 * the form is busy. Labels, hints and errors are tied to their inputs for screen readers.
 */
export function ApiForm<T extends FieldValues, R extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  label,
}: {
  form: UseFormReturn<T, unknown, R>;
  onSubmit: SubmitHandler<R>;
  children: ReactNode;
  className?: string;
  /** The form's accessible name, when the page has more than one form. */
  label?: string;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={label} className={className ?? 'pt:space-y-4'} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}

const messageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message ? error.message : undefined;

export function TextField({
  name,
  label,
  type = 'text',
  hint,
  autoComplete = 'off',
  multiline = false,
  required = false,
  dir,
}: {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'date' | 'search';
  hint?: string;
  autoComplete?: string;
  multiline?: boolean;
  required?: boolean;
  /** For a field written in one language whatever the page's (an Arabic label on an English page). */
  dir?: 'ltr' | 'rtl' | 'auto';
}) {
  const { register, getFieldState, formState } = useFormContext();
  const { t } = useMessages();
  const id = useId();
  // The shared schemas (and the bff) write English; an Arabic page shows the Arabic of the same message.
  const raw = messageOf(getFieldState(name, formState).error);
  const error = raw ? localValidationMessage(raw, t) : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined;
  const common = {
    id,
    ...register(name),
    dir: dir ?? textDirectionFor(type),
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    className: inputClass,
  } as const;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {hint ? (
        <p id={`${id}-hint`} className="pt:mt-1 pt:text-xs pt:text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </div>
  );
}

/**
 * The form-wide error: the server's message, else `fallback` for failures that carry none (a
 * network failure, an answer the page cannot read) — the caller says those in the reader's language.
 */
export function FormAlert({ fallback }: { fallback: (kind: string) => string }) {
  const { formState } = useFormContext();
  const { t } = useMessages();
  const root = formState.errors.root?.server;
  if (!root) return null;
  const message = messageOf(root);
  return <FormMessage message={message ? localValidationMessage(message, t) : fallback(String(root.type ?? FORM_ERROR))} />;
}

export function SubmitButton({ children, pending, wide = false }: { children: ReactNode; pending: ReactNode; wide?: boolean }) {
  const { formState } = useFormContext();
  return (
    <button
      type="submit"
      className={wide ? `${primaryButton} pt:w-full pt:py-2.5` : primaryButton}
      disabled={formState.isSubmitting}
      aria-busy={formState.isSubmitting || undefined}
    >
      {formState.isSubmitting ? pending : children}
    </button>
  );
}

/** A choice among a few fixed options (their labels already in the page's language). */
export function SelectField({ name, label, options }: { name: string; label: string; options: readonly { value: string; label: string; lang?: string }[] }) {
  const { register, getFieldState, formState } = useFormContext();
  const { t } = useMessages();
  const id = useId();
  // A choice can be refused too (none made, or the server's "no such company"): said under the box.
  const raw = messageOf(getFieldState(name, formState).error);
  const error = raw ? localValidationMessage(raw, t) : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} {...register(name)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </div>
  );
}

/** An on/off setting: a checkbox announced as a switch. */
export function SwitchField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className="pt:flex pt:items-start pt:gap-3">
      <input id={id} type="checkbox" role="switch" {...register(name)} className="pt:mt-1 pt:size-4 pt:accent-brand" />
      <label htmlFor={id} className="pt:text-sm pt:text-ink">
        {label}
      </label>
    </div>
  );
}
