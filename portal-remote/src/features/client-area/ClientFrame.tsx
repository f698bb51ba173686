import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { PublicUser } from '@swat/shared-contracts';
import { useLogout } from '../../lib/session';
import { pathIn } from '../../lib/language-paths';
import { secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { useSaveMe, useShowPageIn } from './use-account-language';
import { useShellServices } from '@swat/shared-contracts/shell';
import { useFailureText } from '../../lib/ui/failure-text';

/**
 * The other language, one click away: stored on the account (its pages and e-mails follow it),
 * then the same page in it. If the account cannot be saved the page still switches, and says so.
 */
function LanguageSwitch() {
  const { language, t } = useMessages();
  const { toast } = useShellServices();
  const failureText = useFailureText();
  const save = useSaveMe();
  const showPageIn = useShowPageIn();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={other}
      disabled={save.isPending}
      onClick={() =>
        void save
          .mutateAsync({ language: other })
          .catch((error: unknown) => toast({ title: t('client.settings.failed'), description: failureText(error), variant: 'destructive' }))
          .then(() => showPageIn(other))
      }
      className={secondaryButton}
    >
      {other === 'ar' ? 'العربية' : 'English'}
    </button>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `pt:rounded-md pt:px-3 pt:py-1.5 pt:text-sm pt:font-medium ${isActive ? 'pt:bg-brand-soft pt:text-ink' : 'pt:text-ink pt:hover:bg-surface-alt'}`;

/** The client area's own top bar: the shell hides its header on these plain-layout pages. */
export function ClientFrame({ user, children }: { user: PublicUser; children: ReactNode }) {
  const logout = useLogout('client');
  const { t, language, dir } = useMessages();
  return (
    <div lang={language} dir={dir} className="pt:min-h-screen">
      <header className="pt:border-b pt:border-line pt:bg-surface">
        {/* Two rows at most on a phone: the name, who is signed in and the way out on the first, the area's pages on the second. */}
        <div className="pt:mx-auto pt:flex pt:max-w-6xl pt:flex-wrap pt:items-center pt:gap-x-4 pt:gap-y-2 pt:px-4 pt:py-3 pt:sm:px-6">
          <span className="pt:font-display pt:text-lg pt:font-bold pt:whitespace-nowrap pt:text-brand">SWAT Research</span>
          <nav aria-label={t('client.nav.label')} className="pt:order-last pt:flex pt:w-full pt:gap-1 pt:sm:order-none pt:sm:w-auto">
            <NavLink to={pathIn('/client-dashboard', language)} end className={navClass}>
              {t('client.nav.projects')}
            </NavLink>
            <NavLink to={pathIn('/client-dashboard/profile', language)} className={navClass}>
              {t('client.nav.profile')}
            </NavLink>
          </nav>
          <span className="pt:ms-auto pt:min-w-0 pt:flex-1 pt:truncate pt:text-end pt:text-sm pt:text-muted pt:sm:flex-none" data-testid="signed-in-as">
            <bdi translate="no">
              {user.name}
              {user.company ? `, ${user.company}` : ''}
            </bdi>
          </span>
          <LanguageSwitch />
          <button type="button" onClick={() => void logout()} className={secondaryButton}>
            {t('client.signOut')}
          </button>
        </div>
      </header>
      <div className="pt:mx-auto pt:max-w-6xl pt:px-6 pt:py-8">{children}</div>
    </div>
  );
}
