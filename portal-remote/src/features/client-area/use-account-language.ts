import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alternatePath, publicUserSchema, rememberLanguageChoice, type Language, type PublicUser, type UpdateMeInput } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';

/** PATCH /api/me, parsed by the user contract; the signed-in user in the shell's cache follows. */
export function useSaveMe() {
  const api = usePortalApi();
  const { auth } = useShellServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMeInput) => api.send('PATCH', '/api/me', { body: input, schema: publicUserSchema }),
    onSuccess: (user: PublicUser) => queryClient.setQueryData(auth.queryKey, user),
  });
}

/**
 * After the account's language changed: the same page in it, and the browser remembers the choice
 * for the sign-in pages (which follow the visitor).
 */
export function useShowPageIn(): (language: Language) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (language) => {
    rememberLanguageChoice(window, language);
    navigate(alternatePath(`${pathname}${search}`, language));
  };
}
