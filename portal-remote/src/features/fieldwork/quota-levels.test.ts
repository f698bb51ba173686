import { describe, expect, it } from 'vitest';
import { levelsText, parseLevels } from './QuotaPlanEditor';

describe('quota levels as staff type them', () => {
  it('reads code = label | Arabic label, with the Arabic part optional', () => {
    expect(parseLevels('riyadh = Riyadh | الرياض\njeddah = Jeddah\n\n  dubai  \nabu_dhabi | أبوظبي')).toEqual([
      { code: 'riyadh', label: 'Riyadh', labelAr: 'الرياض' },
      { code: 'jeddah', label: 'Jeddah' },
      { code: 'dubai', label: 'dubai' },
      { code: 'abu_dhabi', label: 'abu_dhabi', labelAr: 'أبوظبي' },
    ]);
  });

  it('writes a saved plan back in the same form, so an edit changes nothing by itself', () => {
    const levels = [{ code: 'riyadh', label: 'Riyadh', labelAr: 'الرياض' }, { code: 'jeddah', label: 'Jeddah' }, { code: 'f', label: 'f' }];
    expect(parseLevels(levelsText(levels))).toEqual(levels);
  });
});
