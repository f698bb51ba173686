/**
 * One way to merge class names for every package: tailwind-merge, so a class given by the caller
 * replaces the component's own of the same kind (`px-4` over `px-2`) instead of both landing in
 * the markup and the stylesheet's order deciding. Each package passes its Tailwind prefix
 * (the remotes write `mk:` and `pt:` utilities).
 */
import { extendTailwindMerge } from 'tailwind-merge';
import { CLASS_MERGE_CACHE_SIZE } from '../constants';

export type ClassPrefix = 'mk' | 'pt';
export type ClassValue = string | false | null | undefined;

export function classMergeConfig(prefix?: ClassPrefix): { cacheSize: number; prefix?: string } {
  return { cacheSize: CLASS_MERGE_CACHE_SIZE, ...(prefix ? { prefix } : {}) };
}

/** A `cn(...)` for one package; make it once per package (each keeps its own cache). */
export function createClassMerger(prefix?: ClassPrefix): (...classes: ClassValue[]) => string {
  // extendTailwindMerge builds its tables on the first call, so creating a merger costs nothing.
  const merge = extendTailwindMerge(classMergeConfig(prefix));
  return (...classes) => merge(...classes);
}
