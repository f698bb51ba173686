import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DATA_ITEM_KINDS, DEFAULT_MAX_UPLOAD_MB, type DataItemDetail, type DataItemKind } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { uploadWithProgress } from '../../lib/upload';
import { invalidatePaths } from '../../lib/queries';
import { errorsFor, type FieldErrors } from '../../lib/form-errors';
import { FieldError, FormMessage, inputClass, labelClass, primaryButton, secondaryButton } from '../../lib/ui/states';

const KIND_LABELS: Record<DataItemKind, string> = { dataset: 'Dataset', report: 'Report', questionnaire: 'Questionnaire', presentation: 'Presentation', other: 'Other' };

export function UploadForm({ projectId }: { projectId: string }) {
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<DataItemKind>('dataset');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setErrors({ file: ['Choose a file to upload.'] });
      setMessage(null);
      return;
    }
    if (file.size > DEFAULT_MAX_UPLOAD_MB * 1024 * 1024) {
      // The server has the final word (its limit is configurable); this saves a long wasted upload.
      setErrors({ file: [`The file is larger than ${DEFAULT_MAX_UPLOAD_MB} MB.`] });
      return;
    }
    const form = new FormData();
    form.set('title', title.trim() || file.name.replace(/\.[^.]*$/, ''));
    form.set('kind', kind);
    form.set('file', file);
    setErrors({});
    setMessage(null);
    setProgress(0);
    controller.current = new AbortController();
    try {
      const result = await uploadWithProgress<DataItemDetail>(`/api/projects/${encodeURIComponent(projectId)}/data-items`, form, setProgress, controller.current.signal);
      if (!result.ok) {
        setErrors(result.failure.fieldErrors);
        setMessage(result.failure.message);
        return;
      }
      toast({ title: 'File uploaded', description: `${result.body.title} was added to the project.` });
      setTitle('');
      if (fileInput.current) fileInput.current.value = '';
      await invalidatePaths(queryClient, `/api/projects/${projectId}/data-items`);
    } catch {
      setMessage('The upload was cancelled.');
    } finally {
      setProgress(null);
      controller.current = null;
    }
  };

  const uploading = progress !== null;
  const pct = Math.round((progress ?? 0) * 100);
  return (
    <form onSubmit={onSubmit} noValidate className="pt:space-y-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5" aria-labelledby="upload-heading">
      <h2 id="upload-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        Upload a file
      </h2>
      <FormMessage message={message} />
      <div className="pt:grid pt:gap-4 pt:md:grid-cols-3">
        <div>
          <label htmlFor="upload-file" className={labelClass}>
            File
          </label>
          <input
            id="upload-file"
            ref={fileInput}
            name="file"
            type="file"
            aria-invalid={errorsFor(errors, 'file') ? true : undefined}
            aria-describedby={errorsFor(errors, 'file') ? 'upload-file-hint upload-file-error' : 'upload-file-hint'}
            className={inputClass}
          />
          <p id="upload-file-hint" className="pt:mt-1 pt:text-xs pt:text-muted">
            CSV, PDF, Office files or images, up to {DEFAULT_MAX_UPLOAD_MB} MB. A CSV becomes a table and a chart.
          </p>
          <FieldError id="upload-file-error" messages={errorsFor(errors, 'file')} />
        </div>
        <div>
          <label htmlFor="upload-title" className={labelClass}>
            Title (optional)
          </label>
          <input id="upload-title" name="title" dir="auto" value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} aria-describedby={errorsFor(errors, 'title') ? 'upload-title-error' : undefined} />
          <FieldError id="upload-title-error" messages={errorsFor(errors, 'title')} />
        </div>
        <div>
          <label htmlFor="upload-kind" className={labelClass}>
            Kind
          </label>
          <select id="upload-kind" name="kind" value={kind} onChange={(e) => setKind(e.target.value as DataItemKind)} className={inputClass}>
            {DATA_ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {uploading ? (
        <div>
          <div className="pt:flex pt:justify-between pt:text-sm pt:text-ink">
            <span>{pct < 100 ? 'Uploading…' : 'Processing…'}</span>
            <span>{pct}%</span>
          </div>
          <div role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} className="pt:mt-1 pt:h-2.5 pt:w-full pt:overflow-hidden pt:rounded-full pt:bg-surface-alt">
            <div className="pt:h-full pt:bg-brand pt:transition-[width]" style={{ width: `${pct}%` }} />
          </div>
        </div>
      ) : null}
      <div className="pt:flex pt:gap-3">
        <button type="submit" disabled={uploading} className={primaryButton}>
          {uploading ? 'Uploading…' : 'Upload'}
        </button>
        {uploading ? (
          <button type="button" onClick={() => controller.current?.abort()} className={secondaryButton}>
            Cancel upload
          </button>
        ) : null}
      </div>
    </form>
  );
}
