/**
 * Hand-checkable datasets for the results tests. Each expected figure below is derived in the
 * comments from how the rows are built, not taken from the code under test.
 */

/**
 * Dataset A: 210 respondents, 105 men (gender=Male, weight 1.5) then 105 women (Female, 0.5).
 *   q1 (Yes/No, empty = no answer), by position i within the gender (0…104):
 *     men:   i < 60 Yes, 60 ≤ i < 100 No, i ≥ 100 empty   → 60 Yes, 40 No, 5 missing
 *     women: i < 40 Yes, 40 ≤ i < 100 No, i ≥ 100 empty   → 40 Yes, 60 No, 5 missing
 *   aware_1…aware_3: a "which brands do you know" multi-response set (1 = chosen, 0 = not).
 *     The last two respondents of each gender (i ≥ 103) left all three empty: not in the set's base.
 *     men:   aware_1 = 1 when i < 80, aware_2 = 1 when i < 30, aware_3 always 0
 *     women: aware_1 = 1 when i < 50, aware_2 = 1 when i < 70, aware_3 = 1 when i < 10
 *   spend_aed: men 100 + (i mod 5)·10, women 200 + (i mod 5)·10 (21 respondents at each value).
 */
export function datasetA(): string {
  const lines = ['resp_id,gender,q1,weight,aware_1,aware_2,aware_3,spend_aed'];
  let id = 1000;
  for (const gender of ['Male', 'Female'] as const) {
    const male = gender === 'Male';
    for (let i = 0; i < 105; i++) {
      const q1 = i >= 100 ? '' : i < (male ? 60 : 40) ? 'Yes' : 'No';
      const blank = i >= 103;
      const a1 = blank ? '' : i < (male ? 80 : 50) ? '1' : '0';
      const a2 = blank ? '' : i < (male ? 30 : 70) ? '1' : '0';
      const a3 = blank ? '' : !male && i < 10 ? '1' : '0';
      const spend = (male ? 100 : 200) + (i % 5) * 10;
      lines.push([id++, gender, q1, male ? '1.5' : '0.5', a1, a2, a3, spend].join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}

export const expectedA = {
  /** q1 unweighted: Yes 60+40 = 100, No 40+60 = 100, base 200, missing 10 → 50% / 50%. */
  q1: { base: 200, missing: 10, yes: 100, no: 100, yesPercent: 50 },
  /**
   * q1 weighted: Yes 60·1.5 + 40·0.5 = 110, No 40·1.5 + 60·0.5 = 90, weighted base 200
   * → Yes 55%, No 45%. The unweighted base stays 200.
   */
  q1Weighted: { weightedBase: 200, yes: 110, no: 90, yesPercent: 55 },
  /** Filter gender = Male: Yes 60, No 40, base 100, missing 5. */
  q1Men: { base: 100, missing: 5, yesPercent: 60 },
  /**
   * q1 × gender, unweighted. Columns: Total, then the categories in natural order: Female (A),
   * Male (B); bases 200, 100, 100. Yes: 40% vs 60%. Pooled p = 0.5,
   * SE = √(0.5·0.5·(1/100 + 1/100)) = 0.07071, z = 0.20 / 0.07071 = 2.83 > 1.96 → Male's Yes is
   * higher than A; Female's No (60% vs 40%) higher than B. Weighted, each column has one weight, so the percentages stay the same and
   * each column's effective base is (100·w)² / (100·w²) = 100; the Total's is
   * (150 + 50)² / (100·2.25 + 100·0.25) = 40000 / 250 = 160.
   */
  crosstab: { bases: [200, 100, 100], yes: [50, 40, 60], no: [50, 60, 40], yesLetters: [[], [], ['A']], noLetters: [[], ['B'], []], totalEffectiveWeighted: 160 },
  /**
   * aware set, unweighted. Base: respondents with any answer = 103 + 103 = 206.
   * aware_1: 80 + 50 = 130 → 63.107%; aware_2: 30 + 70 = 100 → 48.544%; aware_3: 0 + 10 → 4.854%.
   * Weighted: base 103·1.5 + 103·0.5 = 206; aware_1 80·1.5 + 50·0.5 = 145 → 70.388%.
   * By gender (Female A, Male B): aware_1 48.54% vs 77.67%: pooled p = 130/206 = 0.6311,
   * SE = √(0.6311·0.3689·2/103) = 0.06724, z = 4.33 → Male higher than A.
   * aware_2 67.96% vs 29.13% → Female higher than B; aware_3 9.71% vs 0%: pooled 10/206,
   * SE = 0.02995, z = 3.24 → Female higher than B. Letters listed [Female, Male].
   */
  aware: { base: 206, missing: 4, percents: [(130 / 206) * 100, (100 / 206) * 100, (10 / 206) * 100], weightedAware1: (145 / 206) * 100, letters: { aware_1: [[], ['A']], aware_2: [['B'], []], aware_3: [['B'], []] } },
  /**
   * spend_aed: 21 respondents at each of 100,110,120,130,140,200,210,220,230,240.
   * Mean = (600 + 1100) / 10 = 170; median = mean of the 105th (140) and 106th (200) = 170;
   * min 100, max 240. Range 140 / 10 bins = 14 → round step 20, first edge 100:
   * 100–120: 42, 120–140: 42, 140–160: 21, 160–180: 0, 180–200: 0, 200–220: 42, 220–240: 42, 240–260: 21.
   */
  spend: { mean: 170, median: 170, min: 100, max: 240, histogram: [[100, 120, 42], [120, 140, 42], [140, 160, 21], [160, 180, 0], [180, 200, 0], [200, 220, 42], [220, 240, 42], [240, 260, 21]] },
};

/**
 * Dataset B: weighting changes a result. 120 respondents.
 *   Dubai (rows 0–59): the first 30 answer Yes with weight 2, the next 30 No with weight 0.5.
 *   Abu Dhabi (rows 60–119): 30 Yes, 30 No, all weight 1.
 *   tier: the first 10 rows Gold, the rest Standard (a column under 30 respondents).
 */
export function datasetB(): string {
  const lines = ['id;region;q1;wt;tier'];
  for (let i = 0; i < 120; i++) {
    const dubai = i < 60;
    const yes = dubai ? i < 30 : i < 90;
    const wt = dubai ? (yes ? '2' : '0.5') : '1';
    lines.push([`R${String(i + 1).padStart(4, '0')}`, dubai ? 'Dubai' : 'Abu Dhabi', yes ? 'Yes' : 'No', wt, i < 10 ? 'Gold' : 'Standard'].join(';'));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const expectedB = {
  /** Unweighted: 50% Yes in both regions → no letters. */
  unweighted: { yes: [50, 50, 50], letters: [[], [], []] },
  /**
   * Weighted. Banner columns in value-label order: Abu Dhabi (A), Dubai (B).
   * Dubai: Σw = 30·2 + 30·0.5 = 75, Yes = 60/75 = 80%; Σw² = 30·4 + 30·0.25 = 127.5,
   *   effective base = 75² / 127.5 = 44.118.
   * Abu Dhabi: Σw = 60, Yes 50%, effective base 60.
   * Total: Σw = 135, Σw² = 187.5 → 135² / 187.5 = 97.2; Yes = (60 + 30) / 135 = 66.667%.
   * Test on effective bases: pooled p = (0.8·44.118 + 0.5·60) / 104.118 = 0.6271,
   * SE = √(0.6271·0.3729·(1/44.118 + 1/60)) = 0.09591, z = 0.30 / 0.09591 = 3.13 → Dubai's Yes is
   * higher than A; Abu Dhabi's No (50% vs 20%) higher than B.
   */
  weighted: { yes: [(90 / 135) * 100, 50, 80], effective: [97.2, 60, 75 ** 2 / 127.5], yesLetters: [[], [], ['A']], noLetters: [[], ['B'], []] },
  /** tier: Gold has 10 respondents (< 30): flagged, and never tested. */
  lowBase: { gold: 10 },
};

const SATISFACTION = ['Very dissatisfied', 'Dissatisfied', 'Neither', 'Satisfied', 'Very satisfied'] as const;
const VISITS = ['أبدًا', 'نادرًا', 'أحيانًا', 'غالبًا', 'دائمًا'] as const;

/**
 * Dataset C: a satisfaction scale with nets. 200 respondents, written in an order that is neither
 * the scale's nor alphabetical. `factor` is a weight the file does not name as one (staff mark it):
 * North 1, South 2.
 *   sat, per region (counts of Very dissatisfied, Dissatisfied, Neither, Satisfied, Very satisfied):
 *     North (rows 0–99):    10, 10, 20, 30, 30
 *     South (rows 100–199): 20, 20, 30, 20, 10
 *   visits: an Arabic frequency scale, row i answering VISITS[(i·3) mod 5] (40 of each).
 */
export function datasetC(): string {
  const lines = ['resp_id,region,sat,visits,factor'];
  const counts = { North: [10, 10, 20, 30, 30], South: [20, 20, 30, 20, 10] };
  let i = 0;
  for (const region of ['North', 'South'] as const) {
    // Each region's answers interleaved (the fifth point first), so no order in the file is the scale's.
    const left = [...counts[region]];
    while (left.some((n) => n > 0)) {
      for (const k of [4, 1, 3, 0, 2]) {
        if (left[k]! === 0) continue;
        left[k]!--;
        lines.push([`C-${String(i + 1).padStart(4, '0')}`, region, SATISFACTION[k], VISITS[(i * 3) % 5], region === 'North' ? '1' : '2'].join(','));
        i++;
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

export const expectedC = {
  order: [...SATISFACTION],
  visitsOrder: [...VISITS],
  /** Alphabetical, as CSV answers used to be listed. */
  alphabetical: ['Dissatisfied', 'Neither', 'Satisfied', 'Very dissatisfied', 'Very satisfied'],
  /**
   * Nets: Top-2 box = Satisfied + Very satisfied; Bottom-2 box = Very dissatisfied + Dissatisfied;
   * "Satisfied or neutral" = Neither + Satisfied (any combination).
   * Unweighted (base 200): Top-2 60 + 30 = 90 → 45%; Bottom-2 20 + 40 = 60 → 30%; Satisfied or neutral 50 + 50 = 100 → 50%.
   * Weighted by factor (North 1, South 2; weighted base 100 + 200 = 300):
   *   Top-2 60 + 30·2 = 120 → 40%; Bottom-2 20 + 40·2 = 100 → 33.333%; Satisfied or neutral 50 + 50·2 = 150 → 50%.
   */
  frequency: {
    unweighted: { base: 200, top2: [90, 45], bottom2: [60, 30], mixed: [100, 50] },
    weighted: { base: 200, weightedBase: 300, top2: [120, 40], bottom2: [100, (100 / 300) * 100], mixed: [150, 50] },
  },
  /**
   * Nets × region (North A, South B; bases 100 and 100), tested like any category:
   *   Top-2: North 60%, South 30%; pooled p = 0.45, SE = √(0.45·0.55·(1/100 + 1/100)) = 0.07036,
   *     z = 0.30 / 0.07036 = 4.26 > 1.96 → North higher than B.
   *   Bottom-2: North 20%, South 40%; pooled p = 0.30, SE = √(0.3·0.7·0.02) = 0.06481,
   *     z = 3.09 → South higher than A.
   *   Satisfied or neutral: 50% and 50% → no letter.
   * Weighted, each region has one weight, so percentages and letters stay; effective bases 100 and
   * 100, the Total's (100 + 200)² / (100·1 + 100·4) = 180, and the Total's Top-2 is 40%.
   */
  crosstab: {
    top2: { percents: [45, 60, 30], letters: [[], ['B'], []] },
    bottom2: { percents: [30, 20, 40], letters: [[], [], ['A']] },
    mixed: { percents: [50, 50, 50], letters: [[], [], []] },
    weightedTotalTop2: 40,
    weightedTotalEffective: 180,
  },
};
