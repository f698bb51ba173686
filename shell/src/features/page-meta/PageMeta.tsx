import { useEffect } from 'react';
import { type PageMeta as PageMetaOptions } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';

/**
 * Declarative page metadata for the shell's own pages; remotes call `services.setPageMeta`
 * (same options, same defaults). Renders nothing.
 */
export function PageMeta(props: PageMetaOptions) {
  const { setPageMeta } = useShellServices();
  const key = JSON.stringify(props);
  useEffect(() => {
    setPageMeta(JSON.parse(key) as PageMetaOptions);
  }, [key, setPageMeta]);
  return null;
}
