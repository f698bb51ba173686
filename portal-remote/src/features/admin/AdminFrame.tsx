import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { PublicUser } from '@swat/shared-contracts';
import { NotAllowed, RequireStaff } from '../guards';
import { useLogout } from '../../lib/session';
import { secondaryButton } from '../../lib/ui/states';
import { MessagesIn } from '../../i18n/messages-in';
import { useMessages, type MessageKey } from '../../i18n/portal-messages';
import { LanguageSwitch } from './LanguageSwitch';
import { usePrivatePageTitle } from '../../lib/page-meta';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `pt:rounded-md pt:px-3 pt:py-1.5 pt:text-sm pt:font-medium ${isActive ? 'pt:bg-brand-soft pt:text-ink' : 'pt:text-ink pt:hover:bg-surface-alt'}`;

interface NavEntry {
  to: string;
  label: MessageKey;
  end?: boolean;
  adminOnly?: boolean;
}

const NAV: readonly NavEntry[] = [
  { to: '/swatdashboard', label: 'admin.nav.projects', end: true },
  { to: '/swatdashboard/inbox', label: 'admin.nav.inbox' },
  { to: '/swatdashboard/clients', label: 'admin.nav.clients' },
  { to: '/swatdashboard/inquiries', label: 'admin.nav.inquiries' },
  { to: '/swatdashboard/chats', label: 'admin.nav.chats' },
  { to: '/swatdashboard/staff', label: 'admin.nav.staff', adminOnly: true },
  { to: '/swatdashboard/audit', label: 'admin.nav.audit', adminOnly: true },
  { to: '/swatdashboard/outbox', label: 'admin.nav.outbox', adminOnly: true },
];

function AdminBar({ user }: { user: PublicUser }) {
  const logout = useLogout('admin');
  const { t } = useMessages();
  return (
    <div className="pt:border-b pt:border-line pt:bg-surface">
      <div className="pt:mx-auto pt:flex pt:max-w-7xl pt:flex-wrap pt:items-center pt:gap-3 pt:px-6 pt:py-3">
        <span className="pt:text-sm pt:font-semibold pt:text-ink">{t('admin.frame.area')}</span>
        <nav aria-label={t('admin.frame.area')} className="pt:flex pt:flex-wrap pt:gap-1">
          {NAV.filter((entry) => !entry.adminOnly || user.role === 'admin').map((entry) => (
            <NavLink key={entry.to} to={entry.to} end={entry.end} className={navClass}>
              {t(entry.label)}
            </NavLink>
          ))}
        </nav>
        <span className="pt:ms-auto pt:text-sm pt:text-muted" data-testid="signed-in-as">
          <bdi dir="auto">{user.name}</bdi> ({t(user.role === 'admin' ? 'admin.role.admin' : 'admin.role.staff')})
        </span>
        <LanguageSwitch user={user} />
        <button type="button" onClick={() => void logout()} className={secondaryButton}>
          {t('admin.frame.signOut')}
        </button>
      </div>
    </div>
  );
}

/** A page's title and body, in the frame's language. */
function Titled({ heading, children }: { heading: MessageKey; children: ReactNode }) {
  const { t } = useMessages();
  return (
    <div className="pt:space-y-6">
      <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t(heading)}</h1>
      {children}
    </div>
  );
}

/**
 * The browser tab's title in the staff member's language. The route's title is English (staff
 * routes have no /ar twin), which stays for English readers; anyone else gets the page's heading.
 */
function StaffPageTitle({ title, language }: { title: MessageKey; language: PublicUser['language'] }) {
  const { t } = useMessages();
  usePrivatePageTitle(language === 'en' ? null : t(title));
  return null;
}

function AdminOnly() {
  const { t } = useMessages();
  return <NotAllowed homeHref="/swatdashboard" homeLabel={t('admin.goToDashboard')} />;
}

/**
 * Guard plus the staff sub-navigation; the page body receives the signed-in staff member. The
 * area speaks the language stored on the staff member's account (English unless they chose
 * Arabic), whatever the route's language: staff routes have no /ar twin. `adminOnly` pages show
 * other staff a plain 'not allowed' page (the API refuses them as well); `heading` is the page's
 * title, for pages whose title is a plain message.
 */
export function AdminFrame({
  children,
  adminOnly = false,
  heading,
  title = heading,
}: {
  children: (user: PublicUser) => ReactNode;
  adminOnly?: boolean;
  heading?: MessageKey;
  /** The tab's title for a reader of another language than the route's English; by default the heading. Pages that name their own (a project's code) leave it out. */
  title?: MessageKey;
}) {
  return (
    <RequireStaff>
      {(user) => (
        <MessagesIn language={user.language} className="pt:bg-surface-alt pt:pb-16">
          {title ? <StaffPageTitle title={title} language={user.language} /> : null}
          <AdminBar user={user} />
          <div className="pt:mx-auto pt:max-w-7xl pt:px-6 pt:py-8">
            {adminOnly && user.role !== 'admin' ? <AdminOnly /> : heading ? <Titled heading={heading}>{children(user)}</Titled> : children(user)}
          </div>
        </MessagesIn>
      )}
    </RequireStaff>
  );
}
