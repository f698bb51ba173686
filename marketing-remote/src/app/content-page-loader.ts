import { createElement } from 'react';
import type { RemotePageComponent, RemotePageLoader } from '@swat/shared-contracts';
import type { PageContent } from '../content/types';

/**
 * A loader for a page that is nothing but its content: the Arabic pages, whose copy lives in one
 * module per section (content/pages-ar), so an Arabic visitor downloads only the section they open.
 * The component is made once per loader, so moving between sections of one page does not remount it.
 */
export function contentPageLoader(load: () => Promise<Record<string, unknown>>, name: string): RemotePageLoader {
  let page: RemotePageComponent | undefined;
  return async () => {
    if (!page) {
      const [module, { ContentPage }] = await Promise.all([load(), import('../features/layout/ContentPage')]);
      const content = module[name] as PageContent;
      page = () => createElement(ContentPage, { content });
    }
    return { default: page };
  };
}
