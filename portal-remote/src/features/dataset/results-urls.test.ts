import { describe, expect, it } from 'vitest';
import type { DatasetVariables, Variable } from '@swat/shared-contracts';
import { humanizeName } from '@swat/shared-contracts';
import { bannerCandidates, binLabel, crosstabUrl, defaultQuestion, initialSpec, pct, questionsOf } from './results-urls';
import { chartSvg } from './chart-svg';

const v = (name: string, type: Variable['type'], values: string[] = []): Variable => ({ name, label: humanizeName(name), type, valueLabels: values.map((value) => ({ value, label: value })), missingValues: [], hidden: false, nets: [] });

const def: DatasetVariables = {
  variables: [v('respondent_id', 'id'), v('age', 'numeric'), v('emirate', 'single', ['Dubai', 'Sharjah']), v('weight', 'weight'), v('comment', 'text')],
  multiResponseSets: [{ name: 'aware', label: 'Aware', columns: ['aware_1', 'aware_2'], countedValue: '1' }],
  weightVariable: 'weight',
  rowCount: 10,
};

describe('dataset results helpers', () => {
  it('never opens on an id column, and offers only questions a reader can tabulate', () => {
    expect(defaultQuestion(def)).toBe('emirate');
    expect(defaultQuestion({ ...def, variables: [v('respondent_id', 'id'), v('age', 'numeric')], multiResponseSets: [] })).toBe('age');
    expect(questionsOf(def).map((q) => q.name)).toEqual(['age', 'emirate', 'aware']);
    expect(bannerCandidates(def).map((b) => b.name)).toEqual(['emirate']);
  });

  it('opens weighted when the dataset has a weight, unweighted when it has none', () => {
    expect(initialSpec(def)).toEqual({ filters: [], weighted: true });
    expect(initialSpec({ ...def, weightVariable: null })).toEqual({ filters: [], weighted: false });
  });

  it('makes column names readable', () => {
    expect(humanizeName('weekly_grocery_spend_aed')).toBe('Weekly grocery spend (AED)');
    expect(humanizeName('satisfaction_0_10')).toBe('Satisfaction 0 10');
    expect(humanizeName('respondentId')).toBe('Respondent ID');
  });

  it('puts filters, banner and weighting in the crosstab URL', () => {
    expect(crosstabUrl('/d', 'q1', ['gender', 'region'], { filters: [{ variable: 'emirate', values: ['Dubai', 'Sharjah'] }], weighted: true })).toBe('/d/results/crosstab?row=q1&banner=gender&banner=region&filter=emirate%3DDubai%7CSharjah&weight=1');
    // Unweighted is asked for in so many words: the bff would otherwise weight a dataset that has a weight.
    expect(crosstabUrl('/d', 'q1', [], { filters: [], weighted: false })).toBe('/d/results/crosstab?row=q1&weight=0');
    expect(pct(50)).toBe('50.0%');
    expect(pct(100)).toBe('100%');
  });

  it('prints histogram edges as round numbers with every decimal they have', () => {
    expect(binLabel(1000, 1200)).toBe('1,000–1,200');
    expect(binLabel(0, 0.25)).toBe('0–0.25');
    expect(binLabel(2.5, 5)).toBe('2.5–5');
    expect(binLabel(-50, 0)).toBe('-50–0');
  });

  it('draws a shareable chart with 14 px labels and escapes text', () => {
    const svg = chartSvg('Q1 <test>', [{ label: 'Yes & no', value: 60, text: '60.0% (12)' }], 'Base: 20 respondents');
    expect(svg).toContain('font-size="14"');
    expect(svg).toContain('Yes &#38; no');
    expect(svg).not.toContain('<test>');
  });
});
