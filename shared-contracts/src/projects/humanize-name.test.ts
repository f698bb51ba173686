import { describe, expect, it } from 'vitest';
import { humanizeName } from './analysis';

describe('humanizeName (column headers a client reads)', () => {
  it.each([
    ['weekly_grocery_spend_aed', 'Weekly grocery spend (AED)'],
    ['distance_to_store_km', 'Distance to store (km)'],
    ['share_of_wallet_pct', 'Share of wallet (%)'],
    ['interviewDate', 'Interview date'],
    ['NPS_score', 'NPS score'],
    ['uae_resident', 'UAE resident'],
    ['respondent-id', 'Respondent ID'],
    ['q1', 'Q1'],
    ['Emirate', 'Emirate'],
    ['  main.store  ', 'Main store'],
    ['aed', 'AED'],
  ])('%s → %s', (raw, readable) => {
    expect(humanizeName(raw)).toBe(readable);
  });

  it('keeps a name it cannot split, such as Arabic headers, as it is', () => {
    expect(humanizeName('المدينة')).toBe('المدينة');
    expect(humanizeName('___')).toBe('___');
  });
});
