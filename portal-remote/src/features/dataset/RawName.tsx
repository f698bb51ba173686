import { useDatasetTexts } from './dataset-texts';

/**
 * The column's name as it is in the file, under its readable label, so a client can match
 * what they see to the file they hold (and to the questionnaire's variable names). Nothing
 * when the label is the name itself.
 */
export function RawName({ label, name }: { label: string; name: string }) {
  const t = useDatasetTexts();
  if (label.toLowerCase() === name.toLowerCase()) return null;
  return (
    <span className="pt:block pt:font-mono pt:text-xs pt:font-normal pt:text-muted" dir="ltr" title={t.columnName(name)} data-testid="raw-name">
      <span className="pt:sr-only">{t.columnName('')}</span>
      {name}
    </span>
  );
}
