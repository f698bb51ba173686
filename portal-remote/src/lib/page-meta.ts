import { useEffect } from 'react';
import { useShellServices } from '@swat/shared-contracts/shell';

/** A more specific title than the manifest's (a project's name); private pages stay noindex. */
export function usePrivatePageTitle(title: string | null | undefined): void {
  const { setPageMeta } = useShellServices();
  useEffect(() => {
    if (title) setPageMeta({ title: `${title} | SWAT Research`, noindex: true });
  }, [title, setPageMeta]);
}
