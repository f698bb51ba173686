import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { PublicUser } from '@swat/shared-contracts';
import { RequireStaff } from '../guards';
import { useLogout } from '../../lib/session';
import { secondaryButton } from '../../lib/ui/states';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `pt:rounded-md pt:px-3 pt:py-1.5 pt:text-sm pt:font-medium ${isActive ? 'pt:bg-brand-soft pt:text-ink' : 'pt:text-ink pt:hover:bg-surface-alt'}`;

function AdminBar({ user }: { user: PublicUser }) {
  const logout = useLogout('admin');
  return (
    <div className="pt:border-b pt:border-line pt:bg-surface">
      <div className="pt:mx-auto pt:flex pt:max-w-7xl pt:flex-wrap pt:items-center pt:gap-3 pt:px-6 pt:py-3">
        <span className="pt:text-sm pt:font-semibold pt:text-ink">Staff area</span>
        <nav aria-label="Staff area" className="pt:flex pt:flex-wrap pt:gap-1">
          <NavLink to="/swatdashboard" end className={navClass}>
            Projects
          </NavLink>
          <NavLink to="/swatdashboard/clients" className={navClass}>
            Client accounts
          </NavLink>
          <NavLink to="/swatdashboard/inquiries" className={navClass}>
            Inquiries
          </NavLink>
          <NavLink to="/swatdashboard/chats" className={navClass}>
            Chat transcripts
          </NavLink>
          {user.role === 'admin' ? (
            <>
              <NavLink to="/swatdashboard/staff" className={navClass}>
                Staff
              </NavLink>
              <NavLink to="/swatdashboard/audit" className={navClass}>
                Audit log
              </NavLink>
              <NavLink to="/swatdashboard/outbox" className={navClass}>
                Outbox
              </NavLink>
            </>
          ) : null}
        </nav>
        <span className="pt:ms-auto pt:text-sm pt:text-muted" data-testid="signed-in-as">
          {user.name} ({user.role})
        </span>
        <button type="button" onClick={() => void logout()} className={secondaryButton}>
          Sign out
        </button>
      </div>
    </div>
  );
}

/** Guard plus the staff sub-navigation; the page body receives the signed-in staff member. */
export function AdminFrame({ children }: { children: (user: PublicUser) => ReactNode }) {
  return (
    <RequireStaff>
      {(user) => (
        <div className="pt:bg-surface-alt pt:pb-16">
          <AdminBar user={user} />
          <div className="pt:mx-auto pt:max-w-7xl pt:px-6 pt:py-8">{children(user)}</div>
        </div>
      )}
    </RequireStaff>
  );
}
