import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, inputClass, labelClass } from './states';

export interface SelectOption {
  value: string;
  label: string;
}

const messageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message ? error.message : undefined;

/**
 * A choice inside an `<ApiForm>`, the twin of TextField: registered with the form through
 * context, its label, hint and error tied to it for screen readers.
 */
export function SelectField({
  name,
  label,
  options,
  hint,
  placeholder,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  placeholder?: string;
}) {
  const { register, getFieldState, formState } = useFormContext();
  const id = useId();
  const error = messageOf(getFieldState(name, formState).error);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} {...register(name)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="pt:mt-1 pt:text-xs pt:text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </div>
  );
}
