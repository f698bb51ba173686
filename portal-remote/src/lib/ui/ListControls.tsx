import { useEffect, useId, useState } from 'react';
import { useMessages } from '../../i18n/portal-messages';
import { inputClass, labelClass, secondaryButton } from './states';
import type { SelectOption } from './SelectField';

/**
 * A list's search box: typed freely, applied on submit (Enter or the button). It follows `value`
 * when the list's search changes from outside (the back button, a cleared filter).
 */
export function SearchBox({ label, value, onSearch, placeholder }: { label: string; value: string; onSearch: (query: string) => void; placeholder?: string }) {
  const { t } = useMessages();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      className="pt:flex pt:items-end pt:gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="pt:min-w-0 pt:flex-1">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input id={id} type="search" dir="auto" value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} className={inputClass} />
      </div>
      <button type="submit" className={secondaryButton}>
        {t('list.search')}
      </button>
    </form>
  );
}

/** A list's choice that applies at once (sort order, which items to show). */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly (SelectOption & { value: V })[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const chosen = options.find((option) => option.value === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
