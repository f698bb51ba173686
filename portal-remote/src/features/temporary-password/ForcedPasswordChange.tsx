import type { PublicUser } from '@swat/shared-contracts';
import { ChangePasswordForm } from '../client-area';
import { useLogout, isStaff } from '../../lib/session';
import { secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/**
 * Shown by the guards instead of any page while the account has a temporary password: the API
 * refuses everything else until it is changed (code password_change_required).
 */
export function ForcedPasswordChange({ user }: { user: PublicUser }) {
  const logout = useLogout(isStaff(user.role) ? 'admin' : 'client');
  const { t, language, dir } = useMessages();
  return (
    <div lang={language} dir={dir} className="pt:mx-auto pt:max-w-md pt:px-6 pt:py-16" data-testid="forced-password-change">
      <div className="pt:space-y-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t('password.forced.heading')}</h1>
        <p className="pt:text-sm pt:text-muted">{t('password.forced.intro')}</p>
        <ChangePasswordForm heading={t('password.forced.formHeading')} />
        <button type="button" onClick={() => void logout()} className={secondaryButton}>
          {t('password.forced.signOut')}
        </button>
      </div>
    </div>
  );
}
