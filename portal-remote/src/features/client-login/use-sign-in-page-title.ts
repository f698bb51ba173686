import { useEffect } from 'react';
import type { Language } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';

/** The manifest gives these pages English titles; a visitor reading Arabic gets an Arabic one. */
export function useSignInPageTitle(language: Language, title: string): void {
  const { setPageMeta } = useShellServices();
  useEffect(() => {
    if (language === 'ar') setPageMeta({ title });
  }, [language, title, setPageMeta]);
}
