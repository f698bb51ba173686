import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicUserSchema, type Language, type PublicUser } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';
import { useFailureText } from '../../lib/ui/failure-text';
import { secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/** Each language named in itself, as a language menu does: a reader finds their own. */
const AUTONYMS: Readonly<Record<Language, string>> = { en: 'English', ar: 'العربية' };

/**
 * Staff choose the language of the staff area. The choice is stored on their account (it also
 * picks the language of their e-mails), so it follows them to any device; the signed-in user in
 * the cache is replaced by the server's answer, and the frame re-renders in the new language.
 */
export function LanguageSwitch({ user }: { user: PublicUser }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const { auth, toast } = useShellServices();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const other: Language = user.language === 'ar' ? 'en' : 'ar';
  const change = useMutation({
    mutationFn: (language: Language) => api.send('PATCH', '/api/me', { body: { language }, schema: publicUserSchema }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(auth.queryKey, updated);
      // What the bff wrote in the old language (result notes, the Total column, refusals) is fetched again in the new one.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== auth.queryKey[0] });
    },
    onError: (error) => toast({ title: t('admin.language.failed'), description: failureText(error), variant: 'destructive' }),
  });
  return (
    <div role="group" aria-label={t('admin.language.label')}>
      <button type="button" lang={other} className={secondaryButton} disabled={change.isPending} onClick={() => change.mutate(other)}>
        {AUTONYMS[other]}
      </button>
    </div>
  );
}
