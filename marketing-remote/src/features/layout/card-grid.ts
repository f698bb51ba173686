/** How many cards share the last row when `count` cards sit `columns` across. */
export const lastRowCount = (count: number, columns: number) => count % columns || columns;

/**
 * Columns for a grid of cards: three across on wide screens, unless that leaves one card alone on the
 * last row (four, seven, ten…). Then four across: from 1280 px where the count divides by four (a 2×2 below),
 * from 1024 px otherwise (seven is four and three).
 */
export function cardGridColumns(count: number): string {
  if (count > 1 && lastRowCount(count, 3) === 1) return count % 4 === 0 ? 'mk:sm:grid-cols-2 mk:xl:grid-cols-4' : 'mk:sm:grid-cols-2 mk:lg:grid-cols-4';
  return 'mk:sm:grid-cols-2 mk:lg:grid-cols-3';
}
