import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  createProjectRequestSchema,
  updateProjectRequestSchema,
  type ClientListResponse,
  type CreateProjectInput,
  type Project,
  type ProjectStatus,
} from '@swat/shared-contracts';
import { apiKey } from '../../lib/queries';
import { readApiError, type ApiFailure } from '../../lib/api-error';
import { errorsFor, issuesToFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { FieldError, FormMessage, inputClass, labelClass, primaryButton, secondaryButton } from '../../lib/ui/states';

export interface ProjectFormValues {
  code: string;
  title: string;
  clientId: string;
  status: ProjectStatus;
  methodology: string;
  markets: string;
  targetSampleSize: string;
  completes: string;
  fieldworkStart: string;
  fieldworkEnd: string;
  budgetUsd: string;
  description: string;
  objectives: string;
}

export const EMPTY_PROJECT_VALUES: ProjectFormValues = {
  code: '',
  title: '',
  clientId: '',
  status: 'draft',
  methodology: '',
  markets: '',
  targetSampleSize: '',
  completes: '0',
  fieldworkStart: '',
  fieldworkEnd: '',
  budgetUsd: '',
  description: '',
  objectives: '',
};

export function valuesFromProject(p: Project): ProjectFormValues {
  const num = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: p.code,
    title: p.title,
    clientId: p.client.id,
    status: p.status,
    methodology: p.methodology ?? '',
    markets: p.markets.join(', '),
    targetSampleSize: num(p.targetSampleSize),
    completes: String(p.completes),
    fieldworkStart: p.fieldworkStart ?? '',
    fieldworkEnd: p.fieldworkEnd ?? '',
    budgetUsd: num(p.budgetUsd),
    description: p.description ?? '',
    objectives: p.objectives ?? '',
  };
}

/** Text boxes to the schema's types. A number box that is not a number stays NaN so the schema names the problem. */
export function inputFromValues(v: ProjectFormValues): CreateProjectInput {
  const optionalNumber = (s: string) => (s.trim() === '' ? null : Number(s.trim().replace(/,/g, '')));
  return {
    code: v.code,
    title: v.title,
    clientId: v.clientId,
    status: v.status,
    methodology: v.methodology,
    markets: v.markets
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    targetSampleSize: optionalNumber(v.targetSampleSize),
    completes: v.completes.trim() === '' ? 0 : Number(v.completes.trim().replace(/,/g, '')),
    fieldworkStart: v.fieldworkStart || null,
    fieldworkEnd: v.fieldworkEnd || null,
    budgetUsd: optionalNumber(v.budgetUsd),
    description: v.description,
    objectives: v.objectives,
  };
}

export interface ProjectFormProps {
  mode: 'create' | 'edit';
  initial: ProjectFormValues;
  /** For an edit: the project's current client, listed even when the account is disabled. */
  currentClient?: Project['client'];
  /** Sends the validated body; resolves when saved (the caller navigates), rejects with the shell api's error. */
  onSave: (body: unknown) => Promise<void>;
  onCancel: () => void;
}

function Field({ id, label, errors, hint, children }: { id: string; label: string; errors: string[] | undefined; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="pt:mt-1 pt:text-xs pt:text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

/** The one form for creating and editing a project, validated with the shared schema before it is sent. */
export function ProjectForm({ mode, initial, currentClient, onSave, onCancel }: ProjectFormProps) {
  const [values, setValues] = useState<ProjectFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Read by the blocker at navigation time, which can come before React re-renders after a save.
  const leaving = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  const clients = useQuery<ClientListResponse>({ queryKey: apiKey('/api/clients', { includeDisabled: 'false' }) });
  const clientOptions = clients.data?.items.map((c) => ({ id: c.id, label: `${c.name}${c.company ? ` (${c.company})` : ''} – ${c.email}` })) ?? [];
  if (currentClient && !clientOptions.some((c) => c.id === currentClient.id)) {
    clientOptions.unshift({ id: currentClient.id, label: `${currentClient.name} – ${currentClient.email}` });
  }

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // After a refusal, put the keyboard on the first field that needs attention.
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = (key: keyof ProjectFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const a11y = (key: string, hint = false) => {
    const has = errorsFor(errors, key) !== undefined;
    const describedBy = [hint ? `pf-${key}-hint` : null, has ? `pf-${key}-error` : null].filter(Boolean).join(' ');
    return { 'aria-invalid': has ? true : undefined, 'aria-describedby': describedBy || undefined };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const input = inputFromValues(values);
    const schema = mode === 'create' ? createProjectRequestSchema : updateProjectRequestSchema;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const found = issuesToFieldErrors(parsed.error.issues);
      // The schema checks the date order only once every field is valid; say it now, with the rest.
      if (values.fieldworkStart && values.fieldworkEnd && values.fieldworkStart > values.fieldworkEnd) found.fieldworkEnd ??= ['Fieldwork cannot end before it starts.'];
      setErrors(found);
      setMessage('Some fields need attention.');
      return;
    }
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      leaving.current = true;
      await onSave(parsed.data);
    } catch (error) {
      leaving.current = false;
      const failure: ApiFailure = readApiError(error);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
    } finally {
      setSaving(false);
    }
  };

  const formError = errors._;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="pt:space-y-6" data-testid="project-form">
      <FormMessage message={message} />
      {formError ? <p className="pt:text-sm pt:text-danger">{formError.join(' ')}</p> : null}
      <fieldset className="pt:grid pt:gap-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5 pt:md:grid-cols-2">
        <legend className="pt:px-1 pt:text-lg pt:font-semibold pt:text-ink">Project</legend>
        <Field id="pf-code" label="Project code" errors={errorsFor(errors, 'code')} hint="e.g. SWR-2026-014">
          <input id="pf-code" name="code" dir="ltr" value={values.code} onChange={set('code')} className={inputClass} {...a11y('code', true)} />
        </Field>
        <Field id="pf-title" label="Title" errors={errorsFor(errors, 'title')}>
          <input id="pf-title" name="title" dir="auto" value={values.title} onChange={set('title')} className={inputClass} {...a11y('title')} />
        </Field>
        <Field id="pf-clientId" label="Client" errors={errorsFor(errors, 'clientId')} hint={clients.error ? `The client list could not load: ${readApiError(clients.error).message}` : undefined}>
          <select id="pf-clientId" name="clientId" value={values.clientId} onChange={set('clientId')} className={inputClass} {...a11y('clientId', Boolean(clients.error))}>
            <option value="">{clients.isLoading ? 'Loading clients…' : 'Choose a client'}</option>
            {clientOptions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="pf-status" label="Status" errors={errorsFor(errors, 'status')}>
          <select id="pf-status" name="status" value={values.status} onChange={set('status')} className={inputClass} {...a11y('status')}>
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PROJECT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="pf-methodology" label="Methodology" errors={errorsFor(errors, 'methodology')}>
          <input id="pf-methodology" name="methodology" dir="auto" value={values.methodology} onChange={set('methodology')} className={inputClass} {...a11y('methodology')} />
        </Field>
        <Field id="pf-markets" label="Markets" errors={errorsFor(errors, 'markets')} hint="Countries or ISO codes, separated by commas: AE, SA">
          <input id="pf-markets" name="markets" dir="auto" value={values.markets} onChange={set('markets')} className={inputClass} {...a11y('markets', true)} />
        </Field>
      </fieldset>
      <fieldset className="pt:grid pt:gap-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5 pt:md:grid-cols-3">
        <legend className="pt:px-1 pt:text-lg pt:font-semibold pt:text-ink">Fieldwork and budget</legend>
        <Field id="pf-targetSampleSize" label="Target sample size" errors={errorsFor(errors, 'targetSampleSize')}>
          <input id="pf-targetSampleSize" name="targetSampleSize" inputMode="numeric" value={values.targetSampleSize} onChange={set('targetSampleSize')} className={inputClass} {...a11y('targetSampleSize')} />
        </Field>
        <Field id="pf-completes" label="Completes" errors={errorsFor(errors, 'completes')}>
          <input id="pf-completes" name="completes" inputMode="numeric" value={values.completes} onChange={set('completes')} className={inputClass} {...a11y('completes')} />
        </Field>
        <Field id="pf-budgetUsd" label="Budget (USD)" errors={errorsFor(errors, 'budgetUsd')}>
          <input id="pf-budgetUsd" name="budgetUsd" inputMode="numeric" value={values.budgetUsd} onChange={set('budgetUsd')} className={inputClass} {...a11y('budgetUsd')} />
        </Field>
        <Field id="pf-fieldworkStart" label="Fieldwork start" errors={errorsFor(errors, 'fieldworkStart')}>
          <input id="pf-fieldworkStart" name="fieldworkStart" type="date" value={values.fieldworkStart} onChange={set('fieldworkStart')} className={inputClass} {...a11y('fieldworkStart')} />
        </Field>
        <Field id="pf-fieldworkEnd" label="Fieldwork end" errors={errorsFor(errors, 'fieldworkEnd')}>
          <input id="pf-fieldworkEnd" name="fieldworkEnd" type="date" value={values.fieldworkEnd} onChange={set('fieldworkEnd')} className={inputClass} {...a11y('fieldworkEnd')} />
        </Field>
      </fieldset>
      <fieldset className="pt:grid pt:gap-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5">
        <legend className="pt:px-1 pt:text-lg pt:font-semibold pt:text-ink">Brief</legend>
        <Field id="pf-description" label="Description" errors={errorsFor(errors, 'description')}>
          <textarea id="pf-description" name="description" dir="auto" rows={4} value={values.description} onChange={set('description')} className={inputClass} {...a11y('description')} />
        </Field>
        <Field id="pf-objectives" label="Objectives" errors={errorsFor(errors, 'objectives')}>
          <textarea id="pf-objectives" name="objectives" dir="auto" rows={4} value={values.objectives} onChange={set('objectives')} className={inputClass} {...a11y('objectives')} />
        </Field>
      </fieldset>
      <div className="pt:flex pt:flex-wrap pt:gap-3">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? 'Saving…' : mode === 'create' ? 'Create project' : 'Save changes'}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
        {dirty ? <span className="pt:self-center pt:text-sm pt:text-muted">Unsaved changes</span> : null}
      </div>
      {blocker.state === 'blocked' ? (
        <div role="alertdialog" aria-modal="false" aria-labelledby="leave-title" aria-describedby="leave-text" className="pt:fixed pt:inset-x-0 pt:bottom-6 pt:z-50 pt:mx-auto pt:max-w-md pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5 pt:shadow-lg">
          <p id="leave-title" className="pt:font-semibold pt:text-ink">
            Leave without saving?
          </p>
          <p id="leave-text" className="pt:mt-1 pt:text-sm pt:text-ink">
            Your changes to this project have not been saved and will be lost.
          </p>
          <div className="pt:mt-4 pt:flex pt:gap-3">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog moves focus into itself as it opens (WAI-ARIA dialog pattern) */}
            <button type="button" autoFocus onClick={() => blocker.reset()} className={primaryButton}>
              Stay on this page
            </button>
            <button type="button" onClick={() => blocker.proceed()} className={secondaryButton}>
              Leave
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
