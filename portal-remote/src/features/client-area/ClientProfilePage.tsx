import { RequireClient } from '../guards';
import { ClientFrame } from './ClientFrame';
import { ChangePasswordForm, ProfileDetailsForm } from './ProfileForms';

export default function ClientProfilePage() {
  return (
    <RequireClient>
      {(user) => (
        <ClientFrame user={user}>
          <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Your profile</h1>
          <div className="pt:mt-6 pt:grid pt:gap-6 pt:md:grid-cols-2">
            <section className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-6">
              <ProfileDetailsForm user={user} />
            </section>
            <section className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-6">
              <ChangePasswordForm />
            </section>
          </div>
        </ClientFrame>
      )}
    </RequireClient>
  );
}
