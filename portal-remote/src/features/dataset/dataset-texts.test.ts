import { describe, expect, it } from 'vitest';
import { datasetTexts, type DatasetTexts } from './dataset-texts';

/** Every text as a string: functions are called with sample values. */
function rendered(texts: DatasetTexts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, typeof value === 'function' ? (value as (...args: unknown[]) => string)(12, 34, 56) : value]),
  );
}

describe('data view texts', () => {
  it('has every English text in Arabic too, written in Arabic', () => {
    const en = rendered(datasetTexts.en);
    const ar = rendered(datasetTexts.ar);
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(ar)) {
      expect(text.trim(), key).not.toBe('');
      if (key !== 'percent') expect(text, key).toMatch(/[\u0600-\u06ff]/);
      expect(text, key).not.toBe(en[key]);
    }
  });

  it('puts the numbers and names it is given into the sentence', () => {
    expect(datasetTexts.en.base(1234)).toBe('Base: 1,234 respondents');
    expect(datasetTexts.ar.base(1234)).toBe('القاعدة: 1,234 مستجيبًا');
    expect(datasetTexts.en.rowsShown(1, 25, 400)).toBe('Rows 1–25 of 400');
    expect(datasetTexts.ar.columnName('weekly_grocery_spend_aed')).toContain('weekly_grocery_spend_aed');
  });
});
