import { describe, expect, it } from 'vitest';
import { cardGridColumns, lastRowCount } from './card-grid';

/** The widest column count the classes ask for. */
const widest = (classes: string) => Math.max(...[...classes.matchAll(/grid-cols-(\d)/g)].map((m) => Number(m[1])));

describe('card grids', () => {
  it('never leave one card alone on the last row at the widest layout', () => {
    for (let count = 2; count <= 12; count++) {
      expect(lastRowCount(count, widest(cardGridColumns(count))), `${count} cards`).not.toBe(1);
    }
  });

  it('put four cards in one row on wide screens and two by two below', () => {
    expect(cardGridColumns(4)).toBe('mk:sm:grid-cols-2 mk:xl:grid-cols-4');
  });

  it('keep three across where that fills the rows', () => {
    expect(cardGridColumns(3)).toBe('mk:sm:grid-cols-2 mk:lg:grid-cols-3');
    expect(cardGridColumns(6)).toBe('mk:sm:grid-cols-2 mk:lg:grid-cols-3');
  });
});
