import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ingestResponseSchema, type IngestResponse } from '@swat/shared-contracts';
import { portalKeys } from '../../lib/api/queries';
import { uploadParsed } from '../../lib/api/upload';
import { useFailureText } from '../../lib/ui/failure-text';
import { FormMessage, inputClass, labelClass, primaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/** Staff upload a counts file (CSV or Excel) in the ingest API's columns; the answer says what was stored and what was not. */
export function CountsUpload({ projectId }: { projectId: string }) {
  const { t, language } = useMessages();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<IngestResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t('countsUpload.choose'));
      return;
    }
    setProblem(null);
    setResult(null);
    setProgress(0);
    const form = new FormData();
    form.append('file', file);
    try {
      // A 422 names the rows it refused: it is a result to show, not a failure.
      const answer = await uploadParsed(`/api/projects/${encodeURIComponent(projectId)}/fieldwork/file`, form, ingestResponseSchema, setProgress, { answersOn: [422], language });
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: portalKeys.fieldwork(projectId) });
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setProgress(null);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="pt:space-y-3" aria-label={t('countsUpload.heading')}>
      <p className="pt:text-sm pt:text-muted">{t('countsUpload.intro')}</p>
      <div>
        <label htmlFor={id} className={labelClass}>
          {t('countsUpload.file')}
        </label>
        <input id={id} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className={inputClass} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      {progress !== null ? <progress max={1} value={progress} aria-label={t('countsUpload.progress')} className="pt:w-full" /> : null}
      <FormMessage message={problem} />
      {result ? (
        <div role="status" className="pt:text-sm">
          <p className="pt:text-ink">{result.message}</p>
          {result.rejected.length > 0 ? (
            <ul className="pt:mt-1 pt:list-disc pt:ps-5 pt:text-danger">
              {result.rejected.slice(0, 20).map((r) => (
                <li key={`${r.list}-${r.index}-${r.field}`}>{t('countsUpload.rowProblem', { row: r.index + 2, field: r.field, message: r.message })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className={primaryButton} disabled={progress !== null}>
        {progress !== null ? t('countsUpload.uploading') : t('countsUpload.upload')}
      </button>
    </form>
  );
}
