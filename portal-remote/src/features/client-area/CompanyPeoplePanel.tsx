import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { colleagueSchema, emailSchema, INVITE_TOKEN_DAYS, LANGUAGES, nameSchema, resendInvitationResponseSchema, type Colleague, type CompanyPeopleResponse } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { submitTo, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SelectField, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { useFailureText } from '../../lib/ui/failure-text';
import { useToastedMutation } from '../../lib/ui/use-toasted-mutation';
import { dangerButton, ErrorState, secondaryButton, Spinner } from '../../lib/ui/states';
import { localValidationMessage, useMessages } from '../../i18n/portal-messages';
import { validationEn } from '../../i18n/messages/validation.en';

// The form speaks of "all" or "a list"; the API of allProjects and projectIds (same rule as the contract's).
const accessFields = { access: z.enum(['all', 'list']), projectIds: z.array(z.string()) };
const accessRule = (v: { access: 'all' | 'list'; projectIds: string[] }) => v.access === 'all' || v.projectIds.length > 0;
const accessIssue = { path: ['projectIds'], message: validationEn['validation.chooseProjects'] };
const inviteFormSchema = z.object({ name: nameSchema, email: emailSchema, language: z.enum(LANGUAGES), ...accessFields }).refine(accessRule, accessIssue);
const accessFormSchema = z.object(accessFields).refine(accessRule, accessIssue);
const toAccess = (v: { access: 'all' | 'list'; projectIds: string[] }) => ({ allProjects: v.access === 'all', projectIds: v.access === 'all' ? [] : v.projectIds });
const NO_INVITE = { name: '', email: '', language: 'en' as const, access: 'all' as const, projectIds: [] as string[] };

/** All projects, or a list picked from the company's projects. */
function ProjectAccessFields({ projects }: { projects: CompanyPeopleResponse['projects'] }) {
  const { t } = useMessages();
  const { register, watch, formState, getFieldState } = useFormContext<{ access: 'all' | 'list'; projectIds: string[] }>();
  const id = useId();
  const raw = getFieldState('projectIds', formState).error?.message;
  const error = raw ? localValidationMessage(raw, t) : undefined;
  return (
    <fieldset className="pt:space-y-2">
      <legend className="pt:text-sm pt:font-medium pt:text-ink">{t('client.people.access')}</legend>
      <label className="pt:flex pt:items-center pt:gap-2 pt:text-sm pt:text-ink">
        <input type="radio" value="all" {...register('access')} className="pt:accent-brand" />
        {t('client.people.accessAll')}
      </label>
      <label className="pt:flex pt:items-center pt:gap-2 pt:text-sm pt:text-ink">
        <input type="radio" value="list" {...register('access')} className="pt:accent-brand" />
        {t('client.people.accessList')}
      </label>
      {watch('access') === 'list' ? (
        projects.length === 0 ? (
          <p className="pt:text-sm pt:text-muted">{t('client.people.noProjects')}</p>
        ) : (
          <div role="group" aria-label={t('client.people.projects')} aria-describedby={error ? `${id}-error` : undefined} className="pt:space-y-1 pt:ps-6">
            {projects.map((p) => (
              <label key={p.id} className="pt:flex pt:items-center pt:gap-2 pt:text-sm pt:text-ink">
                <input type="checkbox" value={p.id} {...register('projectIds')} className="pt:accent-brand" />
                <span dir="ltr">{p.code}</span> <bdi dir="auto">{p.title}</bdi>
              </label>
            ))}
          </div>
        )
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="pt:text-sm pt:text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function InviteColleagueForm({ projects }: { projects: CompanyPeopleResponse['projects'] }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const form = useApiForm(inviteFormSchema, { defaultValues: NO_INVITE });
  const invite = useMutation({
    mutationFn: (input: z.output<typeof inviteFormSchema>) =>
      api.send('POST', '/api/company/people', { body: { name: input.name, email: input.email, language: input.language, ...toAccess(input) }, schema: colleagueSchema }),
    onSuccess: async (person) => {
      form.reset(NO_INVITE);
      toast({ title: t('client.people.invited'), description: t('client.people.invitedText', { name: person.name }) });
      await queryClient.invalidateQueries({ queryKey: portalKeys.companyPeople() });
    },
  });
  return (
    <ApiForm form={form} label={t('client.people.invite')} className="pt:space-y-4" onSubmit={submitTo(form, (input) => invite.mutateAsync(input), ['name', 'email', 'language', 'projectIds'])}>
      <h3 className="pt:text-base pt:font-semibold pt:text-ink">{t('client.people.invite')}</h3>
      <FormAlert fallback={() => t('failure.unknown')} />
      <div className="pt:grid pt:gap-4 pt:md:grid-cols-2">
        <TextField name="name" label={t('client.people.name')} required />
        <TextField name="email" label={t('client.people.email')} type="email" required />
        <SelectField
          name="language"
          label={t('client.people.language')}
          options={[
            { value: 'en', label: 'English', lang: 'en' },
            { value: 'ar', label: 'العربية', lang: 'ar' },
          ]}
        />
      </div>
      <ProjectAccessFields projects={projects} />
      <SubmitButton pending={t('client.people.inviting')}>{t('client.people.invite')}</SubmitButton>
    </ApiForm>
  );
}

function AccessEditor({ person, projects, onClose }: { person: Colleague; projects: CompanyPeopleResponse['projects']; onClose: () => void }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const form = useApiForm(accessFormSchema, { defaultValues: { access: person.allProjects ? 'all' : 'list', projectIds: person.projectIds } });
  const save = useMutation({
    mutationFn: (input: z.output<typeof accessFormSchema>) => api.send('PATCH', `/api/company/people/${encodeURIComponent(person.id)}`, { body: toAccess(input), schema: colleagueSchema }),
    onSuccess: async () => {
      toast({ title: t('client.people.saved'), description: t('client.people.savedText', { name: person.name }) });
      await queryClient.invalidateQueries({ queryKey: portalKeys.companyPeople() });
      onClose();
    },
  });
  return (
    <ApiForm form={form} label={t('client.people.change')} className="pt:mt-3 pt:space-y-3" onSubmit={submitTo(form, (input) => save.mutateAsync(input), ['projectIds'])}>
      <FormAlert fallback={() => t('failure.unknown')} />
      <ProjectAccessFields projects={projects} />
      <div className="pt:flex pt:gap-2">
        <SubmitButton pending={t('client.people.saving')}>{t('client.people.save')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('client.people.cancel')}
        </button>
      </div>
    </ApiForm>
  );
}

function PersonRow({ person, me, projects }: { person: Colleague; me: string; projects: CompanyPeopleResponse['projects'] }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useToastedMutation({
    mutationFn: () => api.send('DELETE', `/api/company/people/${encodeURIComponent(person.id)}`),
    refresh: [portalKeys.companyPeople()],
    done: () => ({ title: t('client.people.removed'), description: t('client.people.removedText', { name: person.name }) }),
    failedTitle: t('admin.changeFailed'),
  });
  const resend = useToastedMutation({
    mutationFn: () => api.send('POST', `/api/company/people/${encodeURIComponent(person.id)}/invitation`, { schema: resendInvitationResponseSchema }),
    refresh: [portalKeys.companyPeople()],
    done: () => ({ title: t('client.people.resent'), description: t('client.people.resentText', { email: person.email }) }),
    failedTitle: t('client.people.resendFailed'),
  });
  const codes = projects.filter((p) => person.projectIds.includes(p.id)).map((p) => p.code);
  // Leads (and oneself) are managed by staff: their access is every project.
  const manageable = !person.lead && person.id !== me;
  // Anyone of the company who has not chosen a password yet may be sent a new link.
  const resendable = person.invitationPending && person.id !== me;
  return (
    <li className="pt:px-4 pt:py-3 pt:text-sm" data-testid="company-person">
      <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
        <div className="pt:min-w-0 pt:flex-1">
          <p className="pt:font-medium pt:text-ink">
            <bdi dir="auto">{person.name}</bdi> {person.id === me ? <span className="pt:text-muted">{t('client.people.you')}</span> : null}
            {person.lead ? <span className="pt:ms-2 pt:text-xs pt:font-medium pt:text-brand">{t('client.people.lead')}</span> : null}
          </p>
          <p className="pt:text-muted" dir="ltr">
            {person.email}
          </p>
          <p className="pt:text-muted">
            {person.allProjects ? t('client.people.allProjects') : t('client.people.someProjects', { count: codes.length, codes: codes.join(', ') })}
            {person.invitationPending ? ` · ${t('client.people.pending')}` : ''}
          </p>
        </div>
        {manageable || resendable ? (
          <div className="pt:flex pt:flex-wrap pt:gap-2">
            {resendable ? (
              <button type="button" className={secondaryButton} disabled={resend.isPending} onClick={() => resend.mutate()}>
                {t('client.people.resend')}
                <span className="pt:sr-only"> {person.name}</span>
              </button>
            ) : null}
            {manageable ? (
              <>
                <button type="button" className={secondaryButton} aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
                  {t('client.people.change')}
                  <span className="pt:sr-only"> {person.name}</span>
                </button>
                <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
                  {t('client.people.remove')}
                  <span className="pt:sr-only"> {person.name}</span>
                </button>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      {confirming ? (
        <div role="alertdialog" aria-label={t('client.people.remove')} className="pt:mt-3 pt:flex pt:flex-wrap pt:items-center pt:gap-2 pt:rounded-md pt:border pt:border-line pt:p-3">
          <p className="pt:flex-1 pt:text-ink">{t('client.people.removeQuestion', { name: person.name })}</p>
          <button type="button" className={dangerButton} disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('client.people.confirmRemove')}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
            {t('client.people.cancel')}
          </button>
        </div>
      ) : null}
      {editing ? <AccessEditor person={person} projects={projects} onClose={() => setEditing(false)} /> : null}
    </li>
  );
}

/** Who was invited and has not chosen a password yet, named together above the list. */
function NotJoined({ people, me }: { people: Colleague[]; me: string }) {
  const { t, language } = useMessages();
  const waiting = people.filter((p) => p.invitationPending && p.id !== me).map((p) => '\u2068' + p.name + '\u2069');
  if (waiting.length === 0) return null;
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(waiting);
  return (
    <p className="pt:rounded-md pt:border pt:border-line pt:bg-surface-alt pt:p-3 pt:text-sm pt:text-ink" data-testid="not-joined">
      {t('client.people.notJoined', { names, days: INVITE_TOKEN_DAYS })}
    </p>
  );
}

/**
 * The profile's company section, for a company lead: the company's people, inviting a colleague,
 * their project lists and removing them. Anyone else is refused by the API (403) and sees nothing.
 */
export function CompanyPeoplePanel({ userId }: { userId: string }) {
  const { t } = useMessages();
  const failureText = useFailureText();
  const people = useQuery({ ...usePortalQueries().companyPeople(), retry: false });
  if (people.error?.status === 403) return null;
  return (
    <section aria-labelledby="company-people-heading" className="pt:space-y-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-6 pt:md:col-span-2">
      {people.isPending ? <Spinner label={t('client.people.loading')} /> : null}
      {people.error ? <ErrorState message={failureText(people.error)} onRetry={() => void people.refetch()} /> : null}
      {people.data ? (
        <>
          <h2 id="company-people-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
            {t('client.people.heading', { company: people.data.company.name })}
          </h2>
          <p className="pt:text-sm pt:text-muted">{t('client.people.intro')}</p>
          <NotJoined people={people.data.people} me={userId} />
          <ul className="pt:divide-y pt:divide-line pt:rounded-lg pt:border pt:border-line">
            {people.data.people.map((person) => (
              <PersonRow key={person.id} person={person} me={userId} projects={people.data.projects} />
            ))}
          </ul>
          <InviteColleagueForm projects={people.data.projects} />
        </>
      ) : null}
    </section>
  );
}
