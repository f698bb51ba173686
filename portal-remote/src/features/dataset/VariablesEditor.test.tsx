import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DatasetVariables } from '@swat/shared-contracts';
import { VariablesEditor } from './VariablesEditor';
import { MessagesIn } from '../../i18n/messages-in';
import { json, renderInShell } from '../../test/harness';

const def: DatasetVariables = {
  variables: [
    { name: 'q1_brand', label: 'Brand bought', type: 'single', valueLabels: [], missingValues: [], hidden: false, nets: [] },
    { name: 'wt', label: 'Weight', type: 'weight', valueLabels: [], missingValues: [], hidden: false, nets: [] },
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
    ).toEqual(['العمود', 'التسمية', 'النوع', 'الوزن', 'مخفي عن العملاء', 'الإجابات']);
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

  it('lets staff reorder answers by keyboard and by drag, and define a top-2 box and any other net', async () => {
    const user = userEvent.setup();
    const answers = ['Very dissatisfied', 'Dissatisfied', 'Neither', 'Satisfied', 'Very satisfied'];
    const sat: DatasetVariables = {
      ...def,
      variables: [{ name: 'sat', label: 'Satisfaction', type: 'single', valueLabels: answers.map((a) => ({ value: a, label: a })), missingValues: [], hidden: false, nets: [] }, def.variables[1]!],
    };
    const { calls, toast } = renderInShell(
      <MessagesIn language="en">
        <VariablesEditor projectId={projectId} dataId={dataId} def={sat} />
      </MessagesIn>,
      { path: '/swatdashboard/project/p/data/d', network: { [`PUT ${path}`]: () => new Response(null, { status: 204 }) } },
    );
    const toggle = screen.getByRole('button', { name: 'Order and nets of sat' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const order = () => screen.getAllByTestId('category').map((li) => within(li).getByText(/./, { selector: 'bdi' }).textContent);
    expect(order()).toEqual(answers);

    // Keyboard: the move button keeps focus, so Enter moves the answer again; the move is announced.
    screen.getByRole('button', { name: 'Move Very satisfied up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Very satisfied up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Very dissatisfied', 'Dissatisfied', 'Very satisfied', 'Neither', 'Satisfied']);
    expect(screen.getByText('Very satisfied: position 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Very dissatisfied up' })).toBeDisabled();

    // Drag: the first answer dropped on the last.
    const items = screen.getAllByTestId('category');
    fireEvent.dragStart(items[0]!, { dataTransfer: { setData: () => {}, effectAllowed: '' } });
    fireEvent.dragOver(items[4]!, { dataTransfer: { dropEffect: '' } });
    fireEvent.drop(items[4]!, { dataTransfer: {} });
    expect(order()).toEqual(['Dissatisfied', 'Very satisfied', 'Neither', 'Satisfied', 'Very dissatisfied']);

    // Put the scale back in order, then nets: a top-2 box (the positive end) and a net of any answers.
    for (const [label, times] of [['Very dissatisfied', 4]] as const) for (let i = 0; i < times; i++) await user.click(screen.getByRole('button', { name: `Move ${label} up` }));
    await user.click(screen.getByRole('button', { name: 'Move Very satisfied down' }));
    await user.click(screen.getByRole('button', { name: 'Move Very satisfied down' }));
    expect(order()).toEqual(answers);
    await user.click(screen.getByRole('button', { name: 'Add top-2 box' }));
    await user.click(screen.getByRole('button', { name: 'Add a net' }));
    await user.clear(screen.getByLabelText('Name of net 2'));
    await user.type(screen.getByLabelText('Name of net 2'), 'Not satisfied');
    await user.click(screen.getByLabelText('Include Dissatisfied in Not satisfied'));
    await user.click(screen.getByLabelText('Include Neither in Not satisfied'));
    expect(screen.getByLabelText('Include Satisfied in Top-2 box')).toBeChecked();
    expect(screen.getByLabelText('Include Very satisfied in Top-2 box')).toBeChecked();
    expect(screen.getByLabelText('Include Neither in Top-2 box')).not.toBeChecked();
    expect(toggle).toHaveTextContent('Order and nets (2 nets)');

    await user.click(screen.getByRole('button', { name: 'Save variables' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Variables saved' })));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      variables: [
        expect.objectContaining({
          name: 'sat',
          valueLabels: answers.map((a) => ({ value: a, label: a })),
          nets: [
            { name: 'Top-2 box', values: ['Satisfied', 'Very satisfied'] },
            { name: 'Not satisfied', values: ['Dissatisfied', 'Neither'] },
          ],
        }),
        expect.anything(),
      ],
    });
  });

  it('puts a top-2 box at the positive end of a scale coded positive first', async () => {
    const user = userEvent.setup();
    const coded = [
      { value: '1', label: 'Very satisfied' },
      { value: '2', label: 'Satisfied' },
      { value: '3', label: 'Dissatisfied' },
      { value: '4', label: 'Very dissatisfied' },
      { value: '9', label: "Don't know" },
    ];
    const sat: DatasetVariables = { ...def, variables: [{ name: 'sat', label: 'Satisfaction', type: 'single', valueLabels: coded, missingValues: [], hidden: false, nets: [] }, def.variables[1]!] };
    renderInShell(
      <MessagesIn language="ar">
        <VariablesEditor projectId={projectId} dataId={dataId} def={sat} />
      </MessagesIn>,
      { path: '/swatdashboard/project/p/data/d' },
    );
    await user.click(screen.getByRole('button', { name: 'ترتيب إجابات sat وفئاتها المدمجة' }));
    await user.click(screen.getByRole('button', { name: 'إضافة أعلى مربّعين' }));
    await user.click(screen.getByRole('button', { name: 'إضافة أدنى مربّعين' }));
    const nets = screen.getAllByTestId('net');
    expect(within(nets[0]!).getByLabelText('اسم الفئة المدمجة 1')).toHaveValue('أعلى مربّعين');
    expect(within(nets[0]!).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, true, false, false, false]);
    // The bottom box skips "Don't know": it is no point of the scale.
    expect(within(nets[1]!).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([false, false, true, true, false]);
  });
});
