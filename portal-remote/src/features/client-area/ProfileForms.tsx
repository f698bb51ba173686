import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  companySchema,
  nameSchema,
  newPasswordSchema,
  phoneSchema,
  publicUserSchema,
  type PublicUser,
} from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { toApiFailure } from '../../lib/api/failure';
import { showFailure, useApiForm } from '../../lib/forms/api-form';
import { useFailureKindText } from '../../lib/ui/failure-text';
import { ApiForm, FormAlert, SelectField, SubmitButton, SwitchField, TextField } from '../../lib/ui/form-fields';
import { useMessages } from '../../i18n/portal-messages';
import { validationEn } from '../../i18n/messages/validation.en';
import { useSaveMe, useShowPageIn } from './use-account-language';

const detailsSchema = z.object({ name: nameSchema, company: companySchema, phone: phoneSchema });

export function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const { t } = useMessages();
  const { toast } = useShellServices();
  const save = useSaveMe();
  const fallback = useFailureKindText();
  const form = useApiForm(detailsSchema, { defaultValues: { name: user.name, company: user.company ?? '', phone: user.phone ?? '' } });
  return (
    <ApiForm
      form={form}
      label={t('client.profile.details')}
      onSubmit={async (input) => {
        try {
          await save.mutateAsync(input);
          toast({ title: t('client.profile.saved'), description: t('client.profile.savedText') });
        } catch (error) {
          showFailure(form, toApiFailure(error), ['name', 'company', 'phone']);
        }
      }}
    >
      <h2 className="pt:text-lg pt:font-semibold pt:text-ink">{t('client.profile.details')}</h2>
      <p className="pt:text-sm pt:text-muted">
        {t('client.profile.signedInAs')}{' '}
        <bdi dir="ltr" className="pt:font-medium pt:text-ink">
          {user.email}
        </bdi>
      </p>
      <FormAlert fallback={fallback} />
      <TextField name="name" label={t('client.profile.name')} autoComplete="name" />
      <TextField name="company" label={t('client.profile.company')} autoComplete="organization" />
      <TextField name="phone" label={t('client.profile.phone')} type="tel" autoComplete="tel" />
      <SubmitButton pending={t('client.profile.saving')}>{t('client.profile.save')}</SubmitButton>
    </ApiForm>
  );
}

const settingsSchema = publicUserSchema.pick({ language: true, stageEmails: true });

/**
 * The account's language (its pages and e-mails) and whether stage changes are e-mailed. A new
 * language shows this same page in it at once, and the browser remembers it for the sign-in pages.
 */
export function AccountSettingsForm({ user }: { user: PublicUser }) {
  const { t } = useMessages();
  const { toast } = useShellServices();
  const showPageIn = useShowPageIn();
  const save = useSaveMe();
  const fallback = useFailureKindText();
  const form = useApiForm(settingsSchema, { defaultValues: { language: user.language, stageEmails: user.stageEmails } });
  return (
    <ApiForm
      form={form}
      label={t('client.settings.heading')}
      onSubmit={async (input) => {
        try {
          const saved = await save.mutateAsync(input);
          toast({ title: t('client.settings.saved'), description: t('client.settings.savedText') });
          if (saved.language !== user.language) showPageIn(saved.language);
        } catch (error) {
          showFailure(form, toApiFailure(error), ['language', 'stageEmails']);
        }
      }}
    >
      <h2 className="pt:text-lg pt:font-semibold pt:text-ink">{t('client.settings.heading')}</h2>
      <FormAlert fallback={fallback} />
      <SelectField
        name="language"
        label={t('client.settings.language')}
        options={[
          { value: 'en', label: t('client.settings.english'), lang: 'en' },
          { value: 'ar', label: t('client.settings.arabic'), lang: 'ar' },
        ]}
      />
      <SwitchField name="stageEmails" label={t('client.settings.stageEmails')} />
      <SubmitButton pending={t('client.profile.saving')}>{t('client.settings.save')}</SubmitButton>
    </ApiForm>
  );
}

const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, validationEn['validation.currentMissing']).max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.newPassword, { path: ['confirm'], message: validationEn['validation.newMismatch'] });

export function ChangePasswordForm({ heading }: { heading?: string }) {
  const { t } = useMessages();
  const { toast } = useShellServices();
  const save = useSaveMe();
  const fallback = useFailureKindText();
  const form = useApiForm(passwordSchema, { defaultValues: { currentPassword: '', newPassword: '', confirm: '' } });
  const title = heading ?? t('client.password.heading');
  return (
    <ApiForm
      form={form}
      label={title}
      onSubmit={async ({ currentPassword, newPassword }) => {
        try {
          await save.mutateAsync({ currentPassword, newPassword });
          form.reset();
          toast({ title: t('client.password.changed'), description: t('client.password.changedText') });
        } catch (error) {
          showFailure(form, toApiFailure(error), ['currentPassword', 'newPassword']);
        }
      }}
    >
      <h2 className="pt:text-lg pt:font-semibold pt:text-ink">{title}</h2>
      <FormAlert fallback={fallback} />
      <TextField name="currentPassword" label={t('client.password.current')} type="password" autoComplete="current-password" required />
      <TextField
        name="newPassword"
        label={t('client.password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('client.password.hint', { min: PASSWORD_MIN_LENGTH })}
        required
      />
      <TextField name="confirm" label={t('client.password.repeat')} type="password" autoComplete="new-password" required />
      <SubmitButton pending={t('client.password.pending')}>{t('client.password.submit')}</SubmitButton>
    </ApiForm>
  );
}
