import { useEffect } from 'react';
import { useShellServices } from '@swat/shared-contracts/shell';
import { useMessages } from '../../i18n/portal-messages';

/** The manifest's titles are English; an Arabic password page gets an Arabic one. */
export function usePasswordPageTitle(heading: string): void {
  const { setPageMeta } = useShellServices();
  const { language } = useMessages();
  useEffect(() => {
    if (language === 'ar') setPageMeta({ title: `${heading} | SWAT Research` });
  }, [language, heading, setPageMeta]);
}
