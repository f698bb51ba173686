import { describe, expect, it } from 'vitest';
import { isNonSubstantiveAnswer, scaleOrder } from './category-order';

// What a CSV's answers look like when sorted alphabetically, as tables used to show them.
const alphabetical = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));

describe('recognising rating scales in CSV and Excel answers', () => {
  it.each([
    ['satisfaction', ['Very dissatisfied', 'Dissatisfied', 'Neither', 'Satisfied', 'Very satisfied']],
    ['agreement', ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree']],
    ['likelihood', ['Very unlikely', 'Unlikely', 'Likely', 'Very likely']],
    ['frequency', ['Never', 'Rarely', 'Sometimes', 'Often', 'Always']],
    ['satisfaction', ['غير راضٍ على الإطلاق', 'غير راضٍ', 'محايد', 'راضٍ', 'راضٍ جدًا']],
    ['agreement', ['لا أوافق بشدة', 'لا أوافق', 'محايد', 'أوافق', 'أوافق بشدة']],
    ['likelihood', ['غير محتمل على الإطلاق', 'غير محتمل', 'محتمل', 'محتمل جدًا']],
    ['frequency', ['أبدًا', 'نادرًا', 'أحيانًا', 'غالبًا', 'دائمًا']],
  ] as const)('orders a %s scale from its negative end: %j', (scale, ordered) => {
    expect(scaleOrder(alphabetical([...ordered]))).toEqual({ scale, order: ordered });
  });

  it('orders a 7-point scale with its "somewhat" points between the plain and the middle ones', () => {
    const seven = ['Very dissatisfied', 'Dissatisfied', 'Somewhat dissatisfied', 'Neutral', 'Somewhat satisfied', 'Satisfied', 'Very satisfied'];
    expect(scaleOrder(alphabetical(seven))?.order).toEqual(seven);
  });

  it('reads answers whatever their case, spelling of alef or diacritics', () => {
    expect(scaleOrder(['VERY SATISFIED', 'satisfied', 'Dissatisfied'])?.order).toEqual(['Dissatisfied', 'satisfied', 'VERY SATISFIED']);
    expect(scaleOrder(['اوافق بشده', 'لا اوافق'])?.order).toEqual(['لا اوافق', 'اوافق بشده']);
  });

  it('puts "don’t know" and refusals after the scale', () => {
    expect(scaleOrder(['Don’t know', 'Agree', 'Disagree', 'Prefer not to say'])?.order).toEqual(['Disagree', 'Agree', 'Don’t know', 'Prefer not to say']);
    expect(scaleOrder(['لا أعرف', 'راضٍ', 'غير راضٍ'])?.order).toEqual(['غير راضٍ', 'راضٍ', 'لا أعرف']);
    expect(isNonSubstantiveAnswer('Don’t know')).toBe(true);
  });

  it('orders a 0–10 scale, labelled at its ends, by number (Arabic-Indic digits too)', () => {
    const nps = ['0 - Not at all likely', ...Array.from({ length: 9 }, (_, i) => String(i + 1)), '10 - Extremely likely'];
    expect(scaleOrder(alphabetical(nps))).toEqual({ scale: 'numbered', order: nps });
    expect(scaleOrder(['١٠ - محتمل جدًا', '٢', '٠ - غير محتمل إطلاقًا'])?.order).toEqual(['٠ - غير محتمل إطلاقًا', '٢', '١٠ - محتمل جدًا']);
  });

  it('is no scale when one answer is not a point of it, or for yes/no and places', () => {
    expect(scaleOrder(['Satisfied', 'Dissatisfied', 'Dubai'])).toBeNull();
    expect(scaleOrder(['Yes', 'No'])).toBeNull();
    expect(scaleOrder(['Dubai', 'Abu Dhabi', 'Sharjah'])).toBeNull();
    expect(scaleOrder(['Agree'])).toBeNull();
  });
});
