import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { EMPTY_PROJECT_VALUES, ProjectForm, inputFromValues } from './ProjectForm';
import { CLIENT, renderInShell } from '../../test/harness';

const CLIENT_ID = '33333333-3333-4333-8333-333333333333';
const clients = { items: [{ ...CLIENT, id: CLIENT_ID, email: 'c@example.test', name: 'Aisha', company: 'Gulf Fresh', phone: null, disabled: false, projectCount: 0 }] };

function setup(onSave = vi.fn(async () => {})) {
  const result = renderInShell(
    <>
      <Link to="/swatdashboard">Away</Link>
      <ProjectForm mode="create" initial={EMPTY_PROJECT_VALUES} onSave={onSave} onCancel={() => {}} />
    </>,
    { path: '/swatdashboard/create-project', otherPaths: ['/swatdashboard'], network: { 'GET /api/clients': clients } },
  );
  return { ...result, onSave };
}

describe('project form', () => {
  it('validates with the shared schema and shows each problem by its field', async () => {
    const user = userEvent.setup();
    const { onSave } = setup();
    await user.type(screen.getByLabelText('Project code'), 'x');
    await user.type(screen.getByLabelText('Completes'), 'abc');
    await user.type(screen.getByLabelText('Fieldwork start'), '2026-05-10');
    await user.type(screen.getByLabelText('Fieldwork end'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Use 3–32 letters, digits and dashes, e.g. SWR-2026-014.')).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Choose a client.')).toBeInTheDocument();
    expect(screen.getByText('Completes must be a number.')).toBeInTheDocument();
    expect(screen.getByText('Fieldwork cannot end before it starts.')).toBeInTheDocument();
    expect(screen.getByLabelText('Project code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Project code')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the parsed body and, when the server refuses, keeps the input and shows its field errors', async () => {
    const user = userEvent.setup();
    // As the shell's api rejects: the status and the body's text as fields of the error.
    const body = JSON.stringify({ message: 'Another project already uses this code.', fieldErrors: { code: ['Another project already uses this code.'] } });
    const refusal = Object.assign(new Error(`409: ${body}`), { status: 409, body });
    const onSave = vi.fn(async () => {
      throw refusal;
    });
    setup(onSave);
    await screen.findByRole('option', { name: /Aisha/ });
    await user.type(screen.getByLabelText('Project code'), 'swr-2026-099');
    await user.type(screen.getByLabelText('Title'), 'Retail audit');
    await user.selectOptions(screen.getByLabelText('Client'), CLIENT_ID);
    await user.type(screen.getByLabelText('Markets'), 'AE, SA');
    await user.type(screen.getByLabelText('Budget (USD)'), '12000');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        code: 'SWR-2026-099',
        title: 'Retail audit',
        clientId: CLIENT_ID,
        markets: ['AE', 'SA'],
        budgetUsd: 12000,
        completes: 0,
        status: 'draft',
      }),
    ]);
    expect((await screen.findAllByText('Another project already uses this code.')).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Project code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveValue('Retail audit');
    expect(screen.getByLabelText('Project code')).toHaveValue('swr-2026-099');
  });

  it('warns before leaving with unsaved changes, and stays or leaves as asked', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByLabelText('Title'), 'Half-typed');
    await user.click(screen.getByRole('link', { name: 'Away' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Leave without saving?');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/swatdashboard/create-project');
    expect(screen.getByLabelText('Title')).toHaveValue('Half-typed');
    await user.click(screen.getByRole('link', { name: 'Away' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Now at /swatdashboard' })).toBeInTheDocument();
  });

  it('lets a pristine form go without asking, and asks the browser on unload only when dirty', async () => {
    const user = userEvent.setup();
    setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Title'), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('link', { name: 'Away' }));
    expect(await screen.findByRole('heading', { name: 'Now at /swatdashboard' })).toBeInTheDocument();
  });

  it('turns the text boxes into the schema’s types', () => {
    expect(inputFromValues({ ...EMPTY_PROJECT_VALUES, markets: ' AE , , SA ', targetSampleSize: '1,200', budgetUsd: '' })).toMatchObject({
      markets: ['AE', 'SA'],
      targetSampleSize: 1200,
      budgetUsd: null,
      fieldworkStart: null,
    });
  });

  it('lets free-text fields follow what is typed', () => {
    setup();
    // A project code is Latin letters and digits, so 'auto' shows it left-to-right on an Arabic page too.
    for (const label of ['Title', 'Methodology', 'Markets', 'Project code']) expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'auto');
  });
});
