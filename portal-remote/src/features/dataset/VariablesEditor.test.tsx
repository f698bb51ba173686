import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DatasetVariables } from '@swat/shared-contracts';
import { VariablesEditor } from './VariablesEditor';
import { MessagesIn } from '../../i18n/messages-in';
import { json, renderInShell } from '../../test/harness';

const def: DatasetVariables = {
  variables: [
    { name: 'q1_brand', label: 'Brand bought', type: 'single', valueLabels: [], missingValues: [], hidden: false },
    { name: 'wt', label: 'Weight', type: 'weight', valueLabels: [], missingValues: [], hidden: false },
  ],
  multiResponseSets: [],
  weightVariable: null,
  rowCount: 10,
};
const projectId = '33333333-3333-4333-8333-333333333333';
const dataId = '99999999-9999-4999-8999-999999999999';
const path = `/api/projects/${projectId}/data-items/${dataId}/variables`;

describe('the variables editor in Arabic', () => {
  // jsdom has no ResizeObserver; the scroll hint only needs one to exist.
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

  it('labels its table in Arabic and saves the weight and labels staff chose', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const { calls, toast } = renderInShell(
      <MessagesIn language="ar">
        <VariablesEditor projectId={projectId} dataId={dataId} def={def} />
      </MessagesIn>,
      { path: '/swatdashboard/project/p/data/d', network: { [`PUT ${path}`]: () => (refuse ? json(502, {}) : new Response(null, { status: 204 })) } },
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['العمود', 'التسمية', 'النوع', 'الوزن', 'مخفي عن العملاء']);
    expect(screen.getByLabelText('نوع q1_brand')).toHaveDisplayValue('اختيار واحد');
    await user.clear(screen.getByLabelText('تسمية q1_brand'));
    await user.type(screen.getByLabelText('تسمية q1_brand'), 'العلامة التجارية المشتراة');
    await user.click(screen.getByLabelText('اعتماد wt متغيّرًا للترجيح'));
    await user.click(screen.getByRole('button', { name: 'حفظ المتغيرات' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'حُفظت المتغيرات' })));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      weightVariable: 'wt',
      variables: [expect.objectContaining({ name: 'q1_brand', label: 'العلامة التجارية المشتراة' }), expect.anything()],
    });

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'حفظ المتغيرات' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ غير متوقع');
  });
});
