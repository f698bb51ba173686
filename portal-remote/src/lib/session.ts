import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, UserRole } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { forgetAccountData } from './queries';
import { pathIn } from './language-paths';
import { useMessages } from '../i18n/portal-messages';
import { useFailureText } from './ui/failure-text';

export const isStaff = (role: UserRole | undefined): boolean => role === 'staff' || role === 'admin';

/**
 * The signed-in user on admin pages. The shell's `auth.useUser` fetches only on the spec's
 * paths (/swatadmin but not /swatdashboard/*), yet a real guard on a reloaded dashboard page
 * must ask the server; this reads the same cache entry with the shell's own query function.
 */
export function useStaffSession(): { user: PublicUser | null; isLoading: boolean; error: unknown; refetch: () => void } {
  const { auth, api } = useShellServices();
  const query = useQuery<PublicUser | null>({ queryKey: auth.queryKey, queryFn: api.getQueryFn<PublicUser>({ on401: 'returnNull' }) });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error, refetch: () => void query.refetch() };
}

/** Signs out through the area's own endpoint, with the spec's toasts, then leaves for the area's sign-in page. */
export function useLogout(area: 'client' | 'admin') {
  const { api, toast, auth } = useShellServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // In the page's language.
  const { t, language } = useMessages();
  const failureText = useFailureText();
  return useCallback(async () => {
    try {
      await api.request('POST', area === 'client' ? '/api/client/logout' : '/api/admin/logout', {});
      queryClient.setQueryData(auth.queryKey, null);
      forgetAccountData(queryClient);
      toast({ title: t('logout.title'), description: t('logout.description') });
      navigate(area === 'client' ? pathIn('/client-auth', language) : '/swatadmin', { replace: true });
    } catch (error) {
      toast({ title: t('logoutFailed.title'), description: failureText(error), variant: 'destructive' });
    }
  }, [api, area, auth.queryKey, failureText, language, navigate, queryClient, t, toast]);
}
