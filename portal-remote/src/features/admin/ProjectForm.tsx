import { useEffect, useMemo, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  PROJECT_STATUSES,
  createProjectRequestSchema,
  updateProjectRequestSchema,
  type CreateProjectInput,
  type CreateProjectRequest,
  type Project,
  type ProjectStatus,
  type UpdateProjectRequest,
} from '@swat/shared-contracts';
import { usePortalQueries } from '../../lib/api/queries';
import { toApiFailure } from '../../lib/api/failure';
import { showFailure, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { SelectField } from '../../lib/ui/SelectField';
import { useFailureText } from '../../lib/ui/failure-text';
import { primaryButton, secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/** The form's boxes, as typed: text everywhere, turned into the API's types by `inputFromValues`. */
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

const FIELDS = Object.keys(EMPTY_PROJECT_VALUES) as (keyof ProjectFormValues)[];

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

/**
 * The boxes checked by the API's own schema: each of its problems lands on the box it came from
 * (a market's problem on the markets box). The schema checks the date order only once every
 * field is valid; the form says it at once, with the rest, in the reader's language.
 */
function projectFormSchema(mode: 'create' | 'edit', datesOrder: string) {
  const api = mode === 'create' ? createProjectRequestSchema : updateProjectRequestSchema;
  return z
    .object({
      code: z.string(),
      title: z.string(),
      clientId: z.string(),
      status: z.enum(PROJECT_STATUSES),
      methodology: z.string(),
      markets: z.string(),
      targetSampleSize: z.string(),
      completes: z.string(),
      fieldworkStart: z.string(),
      fieldworkEnd: z.string(),
      budgetUsd: z.string(),
      description: z.string(),
      objectives: z.string(),
    })
    .transform((values, ctx): CreateProjectRequest | UpdateProjectRequest => {
      const parsed = api.safeParse(inputFromValues(values));
      const reversed = Boolean(values.fieldworkStart && values.fieldworkEnd && values.fieldworkStart > values.fieldworkEnd);
      // The schema's own date-order rule (a refinement) is said by the form instead.
      const issues = (parsed.success ? [] : parsed.error.issues).filter((issue) => !(reversed && issue.code === 'custom' && issue.path[0] === 'fieldworkEnd'));
      // Each problem keeps its kind (the page says it in the reader's language by kind) and lands on its box.
      for (const issue of issues) ctx.addIssue({ ...issue, path: issue.path.length > 0 ? [String(issue.path[0])] : [] });
      if (reversed && !issues.some((issue) => issue.path[0] === 'fieldworkEnd')) ctx.addIssue({ code: 'custom', path: ['fieldworkEnd'], message: datesOrder });
      return parsed.success ? parsed.data : z.NEVER;
    });
}

export interface ProjectFormProps {
  mode: 'create' | 'edit';
  initial: ProjectFormValues;
  /** For an edit: the project's current client, listed even when the account is disabled. */
  currentClient?: Project['client'];
  /** Sends the validated body; resolves when saved (the caller navigates), rejects with the request's failure. */
  onSave: (body: CreateProjectRequest | UpdateProjectRequest) => Promise<void>;
  onCancel: () => void;
}

function ClientField({ currentClient }: { currentClient?: Project['client'] }) {
  const { t } = useMessages();
  const failureText = useFailureText();
  const clients = useQuery(usePortalQueries().clients({ includeDisabled: 'false' }));
  // Grouped by company (the list comes sorted by it): the project belongs to the chosen person's
  // company, whose people see it; the person is its main contact.
  const options = (clients.data?.items ?? []).map((c) => {
    const company = c.companyName ?? c.company;
    return { value: c.id, label: `${company ? `${company} – ` : ''}${c.name}${c.lead ? ` (${t('admin.clients.lead')})` : ''} – ${c.email}` };
  });
  if (currentClient && !options.some((c) => c.value === currentClient.id))
    options.unshift({ value: currentClient.id, label: `${currentClient.name} – ${currentClient.email}` });
  return (
    <SelectField
      name="clientId"
      label={t('admin.projectForm.client')}
      placeholder={t(clients.isPending ? 'admin.projectForm.loadingClients' : 'admin.projectForm.chooseClient')}
      options={options}
      hint={clients.error ? t('admin.projectForm.clientsFailed', { reason: failureText(clients.error) }) : undefined}
    />
  );
}

const fieldset = 'pt:grid pt:gap-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5';
const legend = 'pt:px-1 pt:text-lg pt:font-semibold pt:text-ink';

/** The one form for creating and editing a project, validated with the shared schema before it is sent. */
export function ProjectForm({ mode, initial, currentClient, onSave, onCancel }: ProjectFormProps) {
  const { t } = useMessages();
  const schema = useMemo(() => projectFormSchema(mode, t('admin.projectForm.datesOrder')), [mode, t]);
  const form = useApiForm(schema, { defaultValues: initial, mode: 'onSubmit' });
  const dirty = form.formState.isDirty;
  // Read by the blocker at navigation time, which can come before React re-renders after a save.
  const leaving = useRef(false);
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

  return (
    <ApiForm
      form={form}
      className="pt:space-y-6"
      onSubmit={async (body) => {
        try {
          leaving.current = true;
          await onSave(body);
        } catch (error) {
          leaving.current = false;
          showFailure(form, toApiFailure(error), FIELDS);
        }
      }}
    >
      <div data-testid="project-form" className="pt:space-y-6">
        <FormAlert fallback={() => t('failure.unknown')} />
        <fieldset className={`${fieldset} pt:md:grid-cols-2`}>
          <legend className={legend}>{t('admin.projectForm.project')}</legend>
          <TextField name="code" label={t('admin.projectForm.code')} hint={t('admin.projectForm.codeHint')} required />
          <TextField name="title" label={t('admin.projectForm.title')} required />
          <ClientField currentClient={currentClient} />
          <SelectField
            name="status"
            label={t('admin.projectForm.status')}
            options={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}`) }))}
          />
          <TextField name="methodology" label={t('admin.projectForm.methodology')} />
          <TextField name="markets" label={t('admin.projectForm.markets')} hint={t('admin.projectForm.marketsHint')} />
        </fieldset>
        <fieldset className={`${fieldset} pt:md:grid-cols-3`}>
          <legend className={legend}>{t('admin.projectForm.fieldwork')}</legend>
          <TextField name="targetSampleSize" label={t('admin.projectForm.target')} />
          <TextField name="completes" label={t('admin.projectForm.completes')} />
          <TextField name="budgetUsd" label={t('admin.projectForm.budget')} />
          <TextField name="fieldworkStart" label={t('admin.projectForm.start')} type="date" />
          <TextField name="fieldworkEnd" label={t('admin.projectForm.end')} type="date" />
        </fieldset>
        <fieldset className={fieldset}>
          <legend className={legend}>{t('admin.projectForm.brief')}</legend>
          <TextField name="description" label={t('admin.projectForm.description')} multiline />
          <TextField name="objectives" label={t('admin.projectForm.objectives')} multiline />
        </fieldset>
        <div className="pt:flex pt:flex-wrap pt:gap-3">
          <SubmitButton pending={t('admin.saving')}>{t(mode === 'create' ? 'admin.projectForm.create' : 'admin.projectForm.save')}</SubmitButton>
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {t('admin.cancel')}
          </button>
          {dirty ? <span className="pt:self-center pt:text-sm pt:text-muted">{t('admin.projectForm.unsaved')}</span> : null}
        </div>
      </div>
      {blocker.state === 'blocked' ? (
        <div
          role="alertdialog"
          aria-modal="false"
          aria-labelledby="leave-title"
          aria-describedby="leave-text"
          className="pt:fixed pt:inset-x-0 pt:bottom-6 pt:z-50 pt:mx-auto pt:max-w-md pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5 pt:shadow-lg"
        >
          <p id="leave-title" className="pt:font-semibold pt:text-ink">
            {t('admin.projectForm.leaveTitle')}
          </p>
          <p id="leave-text" className="pt:mt-1 pt:text-sm pt:text-ink">
            {t('admin.projectForm.leaveText')}
          </p>
          <div className="pt:mt-4 pt:flex pt:gap-3">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog moves focus into itself as it opens (WAI-ARIA dialog pattern) */}
            <button type="button" autoFocus onClick={() => blocker.reset()} className={primaryButton}>
              {t('admin.projectForm.stay')}
            </button>
            <button type="button" onClick={() => blocker.proceed()} className={secondaryButton}>
              {t('admin.projectForm.leave')}
            </button>
          </div>
        </div>
      ) : null}
    </ApiForm>
  );
}
