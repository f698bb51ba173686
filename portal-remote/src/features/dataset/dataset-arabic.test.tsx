import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DatasetVariables, FrequencyResponse } from '@swat/shared-contracts';
import { portalCatalogs } from '../../i18n/messages';
import { json, renderInShell } from '../../test/harness';
import { MessagesIn } from '../../i18n/messages-in';
import { chartSvg } from './chart-svg';
import { FrequencyView } from './FrequencyView';
import DatasetView from './DatasetView';
import { ResultsPanel } from './ResultsPanel';

const ar = portalCatalogs.ar;

/** The bars of a drawn chart: where each starts and ends, left to right, in the drawing's units. */
function barsIn(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  const bars = [...root.querySelectorAll('rect[rx]')].map((rect) => {
    const left = Number(rect.getAttribute('x'));
    return { left, right: left + Number(rect.getAttribute('width')) };
  });
  const texts = [...root.querySelectorAll('text')];
  return { root, bars, texts, width: Number(root.getAttribute('width')) };
}

const sample = [
  { label: 'نعم', value: 80, text: '80.0% (160)' },
  { label: 'لا', value: 20, text: '20.0% (40)' },
];

describe('the downloadable bar chart', () => {
  it('grows its bars from the right in Arabic: one right edge, the longer bar reaching further left, labels to their right', () => {
    const { root, bars, texts, width } = barsIn(chartSvg('هل توصي بنا؟', sample, 'القاعدة: 200 مستجيب', 'rtl'));
    expect(root.getAttribute('direction')).toBe('rtl');
    const [long, short] = bars;
    expect(long!.right).toBe(short!.right);
    expect(long!.left).toBeLessThan(short!.left);
    expect(long!.right - long!.left).toBeCloseTo(4 * (short!.right - short!.left), 1);
    // The label of each row sits right of where its bar starts; its figure left of where it ends.
    const label = texts.find((t) => t.textContent === 'نعم')!;
    const figure = texts.find((t) => t.textContent === '80.0% (160)')!;
    expect(Number(label.getAttribute('x'))).toBeGreaterThan(long!.right);
    expect(Number(figure.getAttribute('x'))).toBeLessThan(long!.left);
    // The title starts at the right margin, as an Arabic line does.
    expect(Number(texts.find((t) => t.textContent === 'هل توصي بنا؟')!.getAttribute('x'))).toBe(width - 16);
  });

  it('grows them from the left in English, as it always did', () => {
    const { root, bars, texts } = barsIn(chartSvg('Would you recommend us?', sample.map((b, i) => ({ ...b, label: ['Yes', 'No'][i]! })), 'Base: 200 respondents'));
    expect(root.hasAttribute('direction')).toBe(false);
    const [long, short] = bars;
    expect(long!.left).toBe(short!.left);
    expect(long!.right).toBeGreaterThan(short!.right);
    expect(Number(texts.find((t) => t.textContent === 'Yes')!.getAttribute('x'))).toBeLessThan(long!.left);
  });
});

const result: FrequencyResponse = {
  variable: 'q1',
  label: 'هل توصي بنا؟',
  type: 'single',
  weighted: false,
  weightVariable: null,
  filters: [],
  base: 200,
  weightedBase: 200,
  missing: 0,
  rows: [
    { kind: 'category', value: 'Yes', label: 'نعم', count: 160, weighted: 160, percent: 80 },
    { kind: 'category', value: 'No', label: 'لا', count: 40, weighted: 40, percent: 20 },
  ],
  stats: null,
  notes: [],
};

const ARABIC_PAGE = '/ar/client-dashboard/project/p1';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the question chart on an Arabic page', () => {
  it('lays its bars out right to left on screen, so they grow from the right', () => {
    renderInShell(<FrequencyView result={result} />, { path: ARABIC_PAGE });
    const figure = screen.getByTestId('frequency');
    expect(figure).toHaveAttribute('dir', 'rtl');
    const bars = [...screen.getByTestId('frequency-table').querySelectorAll<HTMLElement>('td > div[aria-hidden="true"]')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '25%']);
    // A block at the start of its cell: nothing pushes it off the right edge of a right-to-left row.
    for (const bar of bars) expect(bar.closest('[dir]')).toBe(figure);
  });

  it('saves the chart drawn right to left', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) saved.push(blob);
      return 'blob:chart';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderInShell(<FrequencyView result={result} />, { path: ARABIC_PAGE });
    await userEvent.setup().click(screen.getByRole('button', { name: ar['dataset.chartSvg'] }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const { root, bars } = barsIn(await saved[0]!.text());
    expect(root.getAttribute('direction')).toBe('rtl');
    expect(bars[0]!.right).toBe(bars[1]!.right);
    expect(bars[0]!.left).toBeLessThan(bars[1]!.left);
  });

  it('says in Arabic that a chart image could not be made', async () => {
    // A browser that cannot load the drawing as an image.
    class BrokenImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_url: string) {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('Image', BrokenImage);
    const { toast } = renderInShell(<FrequencyView result={result} />, { path: ARABIC_PAGE });
    await userEvent.setup().click(screen.getByRole('button', { name: ar['dataset.chartPng'] }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: ar['dataset.chartFailed.title'], description: ar['dataset.chartFailed.description'], variant: 'destructive' }));
    expect(ar['dataset.chartFailed.title']).toBe('تعذّر حفظ الرسم البياني');
  });
});

describe('a dataset that cannot be loaded on an Arabic page', () => {
  it('says so in Arabic, not with the proxy’s status line', async () => {
    renderInShell(<DatasetView projectId="p1" dataId="d1" />, {
      path: ARABIC_PAGE,
      network: { 'GET /api/projects/p1/data-items/d1/variables': new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }) },
    });
    expect(await screen.findByText(ar['dataset.couldNotLoad'])).toBeInTheDocument();
    expect(screen.getByText(ar['failure.unknown'])).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/server answered|status 502/i);
  });
});

describe('the result downloads in the staff area', () => {
  it('name the staff member’s language, which the staff area’s path does not say', async () => {
    const def: DatasetVariables = {
      variables: [
        { name: 'gender', label: 'الجنس', type: 'single', valueLabels: [{ value: 'M', label: 'ذكر' }, { value: 'F', label: 'أنثى' }], nets: [], missingValues: [], hidden: false },
        { name: 'q1', label: 'هل توصي بنا؟', type: 'single', valueLabels: [{ value: 'Yes', label: 'نعم' }, { value: 'No', label: 'لا' }], nets: [], missingValues: [], hidden: false },
      ],
      multiResponseSets: [],
      weightVariable: null,
      rowCount: 10,
    };
    renderInShell(
      <MessagesIn language="ar">
        <ResultsPanel base="/api/projects/p1/data-items/d1" def={def} />
      </MessagesIn>,
      { path: '/swatdashboard/project/p1/data/d1', network: { 'GET /api/projects/p1/data-items/d1/results/frequency': json(200, result) } },
    );
    const table = await screen.findByTestId('export-xlsx');
    expect(new URL(table.getAttribute('href')!, 'http://swat.test').searchParams.get('lang')).toBe('ar');
    const book = screen.getByRole('link', { name: ar['dataset.downloadBook'] });
    expect(new URL(book.getAttribute('href')!, 'http://swat.test').searchParams.get('lang')).toBe('ar');
  });
});
