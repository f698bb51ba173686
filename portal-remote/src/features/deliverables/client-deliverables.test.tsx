import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deliverable, DeliverableVersion } from '@swat/shared-contracts';
import { ClientDeliverables } from './index';
import { CLIENT, renderInShell } from '../../test/harness';

const PROJECT_ID = '33333333-3333-4333-8333-333333333333';
const REPORT_ID = '44444444-4444-4444-8444-444444444444';
const DECK_ID = '55555555-5555-4555-8555-555555555555';
const RANIA = { id: '22222222-2222-4222-8222-222222222222', name: 'Rania Staff' };

const version = (id: string, n: number, filename: string, format: DeliverableVersion['format'], sizeBytes: number, createdAt: string): DeliverableVersion => ({
  id,
  version: n,
  filename,
  format,
  contentType: format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  sizeBytes,
  sha256: 'a'.repeat(64),
  uploadedBy: RANIA,
  createdAt,
});
const V2 = version('66666666-6666-4666-8666-666666666666', 2, 'final-report-v2.pdf', 'pdf', 2_516_582, '2026-04-10T08:00:00.000Z');
const V1 = version('77777777-7777-4777-8777-777777777777', 1, 'final-report.pdf', 'pdf', 2_202_009, '2026-04-02T08:00:00.000Z');
const DECK = version('88888888-8888-4888-8888-888888888888', 1, 'عرض-النتائج.pptx', 'pptx', 8_493_465, '2026-04-11T08:00:00.000Z');
const REPORT: Deliverable = { id: REPORT_ID, projectId: PROJECT_ID, title: 'Final report', language: 'en', createdBy: RANIA, createdAt: V1.createdAt, publishedAt: '2026-04-10T09:00:00.000Z', versions: [V2, V1] };
const SLIDES: Deliverable = { id: DECK_ID, projectId: PROJECT_ID, title: 'عرض النتائج', language: 'ar', createdBy: RANIA, createdAt: DECK.createdAt, publishedAt: '2026-04-11T09:00:00.000Z', versions: [DECK] };
const download = (d: Deliverable, v: DeliverableVersion) => `/api/projects/${PROJECT_ID}/deliverables/${d.id}/versions/${v.id}/download`;

function renderList(deliverables: Deliverable[], path = `/client-dashboard/project/${PROJECT_ID}`) {
  return renderInShell(<ClientDeliverables projectId={PROJECT_ID} />, {
    path,
    network: { 'GET /api/auth/user': CLIENT, [`GET /api/projects/${PROJECT_ID}/deliverables`]: { deliverables } },
  });
}

describe('the client’s deliverables', () => {
  it('lists each deliverable with its newest version in view and the older ones in its history', async () => {
    renderList([REPORT, SLIDES]);
    const [report, slides] = await screen.findAllByTestId('client-deliverable', {}, { timeout: 5_000 });
    expect(report).toHaveTextContent('Final report · In English');
    expect(slides).toHaveTextContent('عرض النتائج · In Arabic');

    // The newest version, marked latest, with what it is, how big, when and by whom.
    const latest = within(report!).getAllByTestId('deliverable-version')[0]!;
    expect(latest).toHaveTextContent('Version 2latest');
    expect(latest).toHaveTextContent('final-report-v2.pdf · PDF · 2.4 MB · Apr 10, 2026 · by Rania Staff');
    // A PDF opens in the browser (a new tab) and downloads; both name the file they lead to.
    const open = within(latest).getByRole('link', { name: /^Open\s*Final report, Version 2$/ });
    expect(open).toHaveAttribute('href', download(REPORT, V2));
    expect(open).toHaveAttribute('target', '_blank');
    expect(within(latest).getByRole('link', { name: /^Download\s*Final report, Version 2$/ })).toHaveAttribute('download', 'final-report-v2.pdf');

    // Earlier versions stay downloadable, behind "Version history".
    const history = within(report!).getByText('Version history (2 versions)');
    const older = within(report!).getAllByTestId('deliverable-version')[1]!;
    expect(older).not.toBeVisible();
    await userEvent.setup().click(history);
    expect(older).toBeVisible();
    expect(older).toHaveTextContent('Version 1');
    expect(older).not.toHaveTextContent('latest');
    expect(within(older).getByRole('link', { name: /^Download\s*Final report, Version 1$/ })).toHaveAttribute('href', download(REPORT, V1));

    // A deck is downloaded, not opened; with one version there is no history.
    expect(within(slides!).queryByRole('link', { name: /^Open/ })).toBeNull();
    expect(within(slides!).getByRole('link', { name: /^Download/ })).toHaveAttribute('href', download(SLIDES, DECK));
    expect(within(slides!).getByTestId('deliverable-version')).toHaveTextContent('PowerPoint · 8.1 MB');
    expect(within(slides!).queryByText(/Version history/)).toBeNull();
  });

  it('says so when nothing has been shared yet', async () => {
    renderList([]);
    expect(await screen.findByText('No deliverables yet', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Your reports and presentations will appear here when our team shares them.')).toBeInTheDocument();
  });

  it('reads in Arabic on an Arabic page', async () => {
    renderList([REPORT], `/ar/client-dashboard/project/${PROJECT_ID}`);
    const [report] = await screen.findAllByTestId('client-deliverable', {}, { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('مخرجات المشروع');
    expect(report).toHaveTextContent('Final report · باللغة الإنجليزية');
    const latest = within(report!).getAllByTestId('deliverable-version')[0]!;
    expect(latest).toHaveTextContent('الإصدار 2الأحدث');
    expect(within(latest).getByRole('link', { name: /^تنزيل\s*Final report، الإصدار 2$/ })).toHaveAttribute('href', download(REPORT, V2));
    expect(within(report!).getByText('سجل الإصدارات (إصداران)')).toBeInTheDocument();
  });
});
