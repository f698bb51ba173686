import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { isStaff, useStaffSession } from '../../lib/session';
import { toApiFailure } from '../../lib/api/failure';
import { pathIn } from '../../lib/language-paths';
import { useFailureText } from '../../lib/ui/failure-text';
import { ErrorState, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { ForcedPasswordChange } from '../temporary-password';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '@swat/shared-contracts';

/** A plain page for a signed-in person on an area that is not theirs. */
export function NotAllowed({ homeHref, homeLabel }: { homeHref: string; homeLabel: string }) {
  const { t } = useMessages();
  return (
    <div className="pt:mx-auto pt:max-w-lg pt:px-6 pt:py-20 pt:text-center">
      <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t('guard.notAllowed')}</h1>
      <p className="pt:mt-3 pt:text-muted">{t('guard.notAllowedText')}</p>
      <Link to={homeHref} className="pt:mt-6 pt:inline-block pt:font-medium pt:text-brand pt:underline">
        {homeLabel}
      </Link>
    </div>
  );
}

/**
 * The sign-in check itself failed (the API answered 503 during a database outage, or did not answer):
 * the visitor may well still be signed in, so they are told the service is unavailable and can retry,
 * instead of being sent to sign in again.
 */
export function SessionCheckFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, language } = useMessages();
  const failureText = useFailureText();
  const failure = toApiFailure(error);
  // The bff's outage answer is English: an Arabic page says it in its own words.
  const serverSays = language === 'en' ? failure.serverMessage : null;
  const unavailable = failure.status === null || failure.status >= 500;
  return (
    <div className="pt:mx-auto pt:max-w-lg pt:px-6 pt:py-16">
      <ErrorState
        title={unavailable ? t('guard.unavailable') : t('guard.checkFailed')}
        // A gateway's page or a bare status (two 502s) is no message for a person: say what it means instead.
        message={unavailable ? (serverSays ?? t('guard.unavailableText')) : failureText(failure)}
        onRetry={onRetry}
      />
    </div>
  );
}

/**
 * When a page's request answers 401 (the session ended: expired, revoked, account disabled),
 * forget the user, so the guard sends the visitor to sign in instead of showing error boxes.
 */
function useSessionEndWatch() {
  const queryClient = useQueryClient();
  const { auth } = useShellServices();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryKey[0] === auth.queryKey[0]) return;
        const failure = toApiFailure(event.action.error);
        if (failure.status === 401) queryClient.setQueryData(auth.queryKey, null);
        // The account now has a temporary password (set by staff meanwhile): re-read the user, the guard shows the change form.
        if (failure.code === PASSWORD_CHANGE_REQUIRED_CODE) void queryClient.invalidateQueries({ queryKey: auth.queryKey });
      }),
    [queryClient, auth.queryKey],
  );
}

/**
 * The spec's client guard: a spinner while the user loads, /client-auth when there is none.
 * The path they asked for travels along so sign-in can bring them back.
 */
export function RequireClient({ children }: { children: (user: PublicUser) => ReactNode }) {
  // The same cache entry as the shell's auth.useUser, read with its error: a failed check is not a sign-out.
  const { user, isLoading, error, refetch } = useStaffSession();
  const location = useLocation();
  const { t, language } = useMessages();
  useSessionEndWatch();
  if (isLoading) return <Spinner label={t('guard.loadingAccount')} />;
  if (error && !user) return <SessionCheckFailed error={error} onRetry={refetch} />;
  // From an Arabic page, the Arabic sign-in.
  if (!user) return <Navigate to={pathIn('/client-auth', language)} replace state={{ from: location.pathname + location.search }} />;
  if (isStaff(user.role)) return <NotAllowed homeHref="/swatdashboard" homeLabel={t('guard.toStaff')} />;
  if (user.mustChangePassword) return <ForcedPasswordChange user={user} />;
  return <>{children(user)}</>;
}

/** The admin guard: staff only; a client sees a plain 'not allowed' page, nobody goes to /swatadmin. */
export function RequireStaff({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { user, isLoading, error, refetch } = useStaffSession();
  const location = useLocation();
  const { t } = useMessages();
  useSessionEndWatch();
  if (isLoading) return <Spinner label={t('guard.loadingAccount')} />;
  if (error && !user) return <SessionCheckFailed error={error} onRetry={refetch} />;
  if (!user) return <Navigate to="/swatadmin" replace state={{ from: location.pathname + location.search }} />;
  if (!isStaff(user.role)) return <NotAllowed homeHref="/client-dashboard" homeLabel={t('guard.toClient')} />;
  if (user.mustChangePassword) return <ForcedPasswordChange user={user} />;
  return <>{children(user)}</>;
}
