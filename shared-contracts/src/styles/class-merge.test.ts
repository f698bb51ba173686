import { describe, expect, it } from 'vitest';
import { classMergeConfig, createClassMerger } from './class-merge';

describe('class merging', () => {
  it("keeps the spec's cache size of 500 entries", () => {
    expect(classMergeConfig().cacheSize).toBe(500);
    expect(classMergeConfig('mk')).toEqual({ cacheSize: 500, prefix: 'mk' });
  });

  it("lets the caller's class replace the component's own of the same kind", () => {
    const cn = createClassMerger();
    expect(cn('rounded-md px-2 py-2 text-ink', 'px-4', false, undefined)).toBe('rounded-md py-2 text-ink px-4');
    expect(cn('text-sm text-ink', 'text-brand')).toBe('text-sm text-brand');
  });

  it("works on the remotes' prefixed utilities", () => {
    expect(createClassMerger('mk')('mk:w-full mk:max-w-md', 'mk:max-w-sm')).toBe('mk:w-full mk:max-w-sm');
    expect(createClassMerger('pt')('pt:border pt:border-line pt:bg-surface', 'pt:border-brand pt:bg-brand-soft')).toBe('pt:border pt:border-brand pt:bg-brand-soft');
  });
});
