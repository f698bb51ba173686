import { useMemo } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type SubmitHandler, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toApiFailure, type ApiFailure } from '../api/failure';
import { useMessages } from '../../i18n/portal-messages';
import { inReadersLanguage } from './field-errors';

/** The form-wide error: where a failure that names no field is kept (react-hook-form's root errors). */
export const FORM_ERROR = 'root.server' as const;

/**
 * A form checked in the browser by the same zod schema the bff checks it with, so the rules agree
 * and nothing invalid is sent; each problem is said in the page's language. `values` are the
 * schema's input, `onSubmit` gets its output.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { t, language } = useMessages();
  // The shared schemas write their sentences in English: an Arabic page says each problem in Arabic.
  const resolver = useMemo<Resolver<z.input<S>, unknown, z.output<S>>>(() => {
    const check: Resolver<z.input<S>, unknown, z.output<S>> = zodResolver(schema);
    return async (values, context, options) => {
      const result = await check(values, context, options);
      if (Object.keys(result.errors).length === 0) return result;
      return { values: {}, errors: inReadersLanguage<z.input<S>>(result.errors, { t, language }) };
    };
  }, [schema, t, language]);
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver });
}

/**
 * A refused request shown where it belongs: each of the server's field errors on its field (keys
 * are dotted paths, as zod and the bff both write them), the rest as the form's error.
 */
export function showFailure<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  failure: ApiFailure,
  fields: readonly Path<T>[],
): void {
  let first: Path<T> | null = null;
  for (const [key, messages] of Object.entries(failure.fieldErrors)) {
    const field = fields.find((name) => key === name || key.startsWith(`${name}.`));
    if (!field || messages.length === 0) continue;
    form.setError(field, { type: 'server', message: messages.join(' ') });
    first ??= field;
  }
  form.setError(FORM_ERROR, { type: failure.kind, message: failure.serverMessage ?? '' });
  if (first) form.setFocus(first);
}

/**
 * A form's submit handler that sends its checked values and, when the server refuses them, shows
 * the refusal on the form (see showFailure). Resolves either way: the form's state says which.
 */
export function submitTo<T extends FieldValues, R extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, R>, 'setError' | 'setFocus'>,
  send: (values: R) => Promise<unknown>,
  fields: readonly Path<T>[],
): SubmitHandler<R> {
  return async (values) => {
    try {
      await send(values);
    } catch (error) {
      showFailure(form, toApiFailure(error), fields);
    }
  };
}
