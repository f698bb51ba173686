import { useMessages } from '../../i18n/portal-messages';

/**
 * The column's name as it is in the file, under its readable label, so a client can match
 * what they see to the file they hold (and to the questionnaire's variable names). Nothing
 * when the label is the name itself.
 */
export function RawName({ label, name }: { label: string; name: string }) {
  const { t } = useMessages();
  if (label.toLowerCase() === name.toLowerCase()) return null;
  return (
    <span className="pt:block pt:font-mono pt:text-xs pt:font-normal pt:text-muted" dir="ltr" title={t('dataset.columnName', { raw: name })} data-testid="raw-name">
      <span className="pt:sr-only">{t('dataset.columnName', { raw: '' })}</span>
      {name}
    </span>
  );
}
