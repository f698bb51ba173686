import { describe, expect, it } from 'vitest';
import type { PageMeta } from '@swat/shared-contracts';
import { createLazyPageMetaController } from './lazy-page-meta';
import type { PageMetaController } from '../../lib/shell-runtime/shell-runtime';

const about: PageMeta = { title: 'About | SWAT Research', description: 'Who we are' };

function recorder() {
  const calls: string[] = [];
  const controller: PageMetaController = {
    setRouteMeta: (meta, firstLoad) => void calls.push(`route ${meta?.title ?? 'none'} ${firstLoad ? 'first' : 'later'}`),
    setPageMeta: (meta) => void calls.push(`page ${meta.title}`),
  };
  return { calls, controller };
}

describe('the lazily loaded head writer', () => {
  it('is not fetched for the first page, whose head the server wrote', () => {
    let loads = 0;
    const lazy = createLazyPageMetaController(() => {
      loads += 1;
      return Promise.resolve(recorder().controller);
    });
    lazy.setRouteMeta(about, true);
    expect(loads).toBe(0);
  });

  it('is fetched at the first change and replays every call in order, the first page\'s record included', async () => {
    const { calls, controller } = recorder();
    let loads = 0;
    const lazy = createLazyPageMetaController(async () => {
      loads += 1;
      return controller;
    });
    lazy.setRouteMeta(about, true);
    lazy.setRouteMeta({ title: 'Contact' }, false);
    lazy.setPageMeta({ title: 'Contact us' });
    await Promise.resolve();
    await Promise.resolve();
    expect(loads).toBe(1);
    expect(calls).toEqual(['route About | SWAT Research first', 'route Contact later', 'page Contact us']);
    lazy.setPageMeta({ title: 'Again' });
    expect(calls.at(-1)).toBe('page Again');
  });

  it('tries again at the next change when the code could not be fetched', async () => {
    const { calls, controller } = recorder();
    let attempt = 0;
    const lazy = createLazyPageMetaController(() => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(controller)));
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      lazy.setPageMeta({ title: 'First try' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      lazy.setPageMeta({ title: 'Second try' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      console.warn = warn;
    }
    expect(attempt).toBe(2);
    expect(calls).toEqual(['page First try', 'page Second try']);
  });
});
