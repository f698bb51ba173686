import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrosstabResponse, DatasetVariables, FrequencyResponse } from '@swat/shared-contracts';
import { ResultsPanel } from './ResultsPanel';
import { MessagesIn } from '../../i18n/messages-in';
import { renderInShell, json } from '../../test/harness';

const base = '/api/projects/p1/data-items/d1';
const answers = ['Dissatisfied', 'Satisfied'];
const def: DatasetVariables = {
  variables: [
    {
      name: 'sat',
      label: 'Satisfaction',
      type: 'single',
      valueLabels: answers.map((a) => ({ value: a, label: a })),
      missingValues: [],
      hidden: false,
      nets: [{ name: 'Top box', values: ['Satisfied'] }],
    },
    {
      name: 'region',
      label: 'Region',
      type: 'single',
      valueLabels: ['North', 'South'].map((a) => ({ value: a, label: a })),
      missingValues: [],
      hidden: false,
      nets: [],
    },
    { name: 'factor', label: 'Population weight', type: 'numeric', valueLabels: [], missingValues: [], hidden: false, nets: [] },
  ],
  multiResponseSets: [],
  weightVariable: 'factor',
  rowCount: 200,
};

/** What the bff answers: weighted figures (North weighs 1, South 2) or unweighted ones, as asked. */
function frequency(weighted: boolean): FrequencyResponse {
  return {
    variable: 'sat',
    label: 'Satisfaction',
    type: 'single',
    weighted,
    weightVariable: weighted ? 'factor' : null,
    filters: [],
    base: 200,
    weightedBase: weighted ? 300 : 200,
    missing: 0,
    rows: [
      { kind: 'category', value: 'Dissatisfied', label: 'Dissatisfied', count: 110, weighted: weighted ? 180 : 110, percent: weighted ? 60 : 55 },
      { kind: 'category', value: 'Satisfied', label: 'Satisfied', count: 90, weighted: weighted ? 120 : 90, percent: weighted ? 40 : 45 },
      { kind: 'net', value: 'Top box', label: 'Top box', count: 90, weighted: weighted ? 120 : 90, percent: weighted ? 40 : 45 },
    ],
    stats: null,
    notes: weighted ? ['Weighted by Population weight.'] : [],
  };
}

function crosstab(weighted: boolean): CrosstabResponse {
  const column = (label: string, b: number, wb: number) => ({
    variable: label === 'Total' ? null : 'region',
    variableLabel: label === 'Total' ? 'Total' : 'Region',
    value: label === 'Total' ? null : label,
    label,
    letter: label === 'Total' ? null : label === 'North' ? 'A' : 'B',
    base: b,
    weightedBase: wb,
    effectiveBase: b,
    lowBase: false,
  });
  const cells = (p: number[]) => p.map((percent) => ({ count: 1, weighted: 1, percent, higherThan: [] }));
  return {
    row: { variable: 'sat', label: 'Satisfaction', type: 'single' },
    banner: ['region'],
    weighted,
    weightVariable: weighted ? 'factor' : null,
    filters: [],
    columns: [column('Total', 200, weighted ? 300 : 200), column('North', 100, 100), column('South', 100, weighted ? 200 : 100)],
    rows: [
      { kind: 'category', value: 'Dissatisfied', label: 'Dissatisfied', cells: cells([55, 40, 70]) },
      { kind: 'category', value: 'Satisfied', label: 'Satisfied', cells: cells([45, 60, 30]) },
      { kind: 'net', value: 'Top box', label: 'Top box', cells: cells([45, 60, 30]) },
    ],
    notes: [],
  };
}

const weightOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('weight');

function render(language: 'en' | 'ar') {
  return renderInShell(
    <MessagesIn language={language}>
      <ResultsPanel base={base} def={def} />
    </MessagesIn>,
    {
      path: '/swatdashboard/project/p1/data/d1',
      network: {
        [`GET ${base}/results/frequency`]: ({ url }) => json(200, frequency(weightOf(url) === '1')),
        [`GET ${base}/results/crosstab`]: ({ url }) => json(200, crosstab(weightOf(url) === '1')),
      },
    },
  );
}

describe('results open weighted and show both bases', () => {
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('opens weighted, says by what, shows both bases and the nets, and is unweighted one click later', async () => {
    const user = userEvent.setup();
    const { calls } = render('en');
    expect(screen.getByTestId('weighting')).toHaveTextContent('Weighted by Population weight');
    expect(screen.getByRole('checkbox', { name: 'Weight the results (Population weight)' })).toBeChecked();
    expect(await screen.findByTestId('frequency-base')).toHaveTextContent('Unweighted base: 200 respondents; weighted base: 300');
    expect(calls.filter((c) => c.url.includes('/results/')).every((c) => weightOf(c.url) === '1')).toBe(true);
    const table = await screen.findByTestId('crosstab-table');
    expect(within(table).getByRole('row', { name: /^Unweighted base/ })).toHaveTextContent('200100100');
    expect(within(table).getByRole('row', { name: /^Weighted base/ })).toHaveTextContent('300100200');
    expect(within(table).getByRole('row', { name: /^Top box \(net\)/ })).toHaveTextContent('45.0%');
    expect(within(screen.getByTestId('frequency-table')).getByRole('row', { name: /^Top box \(net\)/ })).toHaveTextContent('40.0%');
    expect(screen.getByTestId('export-xlsx').getAttribute('href')).toContain('weight=1');
    // The PowerPoint is the same view: same question, banner, filters and weighting as the Excel table.
    const pptx = screen.getByRole('link', { name: 'Download chart and table (PowerPoint)' });
    expect(pptx.getAttribute('href')).toBe(screen.getByTestId('export-xlsx').getAttribute('href')!.replace('/export.xlsx?', '/export.pptx?'));

    await user.click(screen.getByRole('checkbox', { name: 'Weight the results (Population weight)' }));
    expect(screen.getByTestId('weighting')).toHaveTextContent('Unweighted: each respondent counts once');
    await waitFor(() => expect(screen.getByTestId('frequency-base')).toHaveTextContent('Base: 200 respondents'));
    expect(screen.getByTestId('frequency-base')).not.toHaveTextContent('weighted');
    await waitFor(() => expect(within(screen.getByTestId('crosstab-table')).queryByRole('row', { name: /^Weighted base/ })).toBeNull());
    expect(calls.at(-1)!.url).toContain('weight=0');
    expect(screen.getByTestId('export-xlsx').getAttribute('href')).toContain('weight=0');
    expect(screen.getByTestId('export-pptx').getAttribute('href')).toContain('weight=0');
  });

  it('says it in Arabic, with the research terms', async () => {
    render('ar');
    expect(screen.getByTestId('weighting')).toHaveTextContent('النتائج مرجّحة بمتغيّر «Population weight»');
    expect(await screen.findByTestId('frequency-base')).toHaveTextContent('القاعدة غير المرجّحة: 200 مستجيب؛ القاعدة المرجّحة: 300');
    const table = await screen.findByTestId('crosstab-table');
    expect(within(table).getByRole('row', { name: /^القاعدة المرجّحة/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /فئة مدمجة/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تنزيل الرسم البياني والجدول (PowerPoint)' }).getAttribute('href')).toMatch(/\/results\/export\.pptx\?row=/);
  });
});
