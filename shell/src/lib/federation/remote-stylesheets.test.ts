import { afterEach, describe, expect, it } from 'vitest';
import { remoteStylesheetsKey } from '@swat/shared-contracts';
import { applyRemoteStylesheets } from './remote-stylesheets';

const CSS = 'http://localhost:9381/assets/style-abc.css';
const list = (hrefs: unknown) => ((globalThis as unknown as Record<string, unknown>)[remoteStylesheetsKey('marketing')] = hrefs);
const sheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href);

afterEach(() => {
  document.head.innerHTML = '';
  delete (globalThis as unknown as Record<string, unknown>)[remoteStylesheetsKey('marketing')];
});

describe('a remote page table\'s stylesheet', () => {
  it('is added when the page does not have it (a page drawn in the browser)', () => {
    list([CSS]);
    applyRemoteStylesheets('marketing', document);
    expect(sheets()).toEqual([CSS]);
  });

  it('is not added again when the bff inlined it, nor when it is listed twice', () => {
    document.head.innerHTML = `<style data-href="${CSS}">.a{color:red}</style>`;
    list([CSS, CSS]);
    applyRemoteStylesheets('marketing', document);
    expect(sheets()).toEqual([]);
    document.head.innerHTML = '';
    applyRemoteStylesheets('marketing', document);
    applyRemoteStylesheets('marketing', document);
    expect(sheets()).toEqual([CSS]);
  });

  it('ignores a missing or malformed list', () => {
    applyRemoteStylesheets('marketing', document);
    list('not a list');
    applyRemoteStylesheets('marketing', document);
    list([42, null]);
    applyRemoteStylesheets('marketing', document);
    expect(sheets()).toEqual([]);
  });
});
