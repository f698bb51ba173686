import { RequireClient } from '../guards';
import { ClientFrame } from './ClientFrame';
import { AccountSettingsForm, ChangePasswordForm, ProfileDetailsForm } from './ProfileForms';
import { CompanyPeoplePanel } from './CompanyPeoplePanel';
import { useMessages } from '../../i18n/portal-messages';

const card = 'pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-6';

export default function ClientProfilePage() {
  const { t } = useMessages();
  return (
    <RequireClient>
      {(user) => (
        <ClientFrame user={user}>
          <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t('client.profile.heading')}</h1>
          <div className="pt:mt-6 pt:grid pt:gap-6 pt:md:grid-cols-2">
            <section className={card}>
              <ProfileDetailsForm user={user} />
            </section>
            <section className={card}>
              <ChangePasswordForm />
            </section>
            <section className={card}>
              <AccountSettingsForm user={user} />
            </section>
            <CompanyPeoplePanel userId={user.id} />
          </div>
        </ClientFrame>
      )}
    </RequireClient>
  );
}
