import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedHistory, useBlocker } from './guarded-history';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A form page that holds navigation away while its field has text, as the staff project form does. */
function DraftPage() {
  const [draft, setDraft] = useState('');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => draft !== '' && currentLocation.pathname !== nextLocation.pathname);
  return (
    <div>
      <label>
        Notes <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      {blocker.state === 'blocked' ? (
        <div role="alertdialog" aria-label="Unsaved changes">
          <p>Leave for {blocker.location.pathname}?</p>
          <button onClick={() => blocker.reset()}>Stay</button>
          <button onClick={() => blocker.proceed()}>Leave</button>
        </div>
      ) : null}
    </div>
  );
}

function App({ history }: { history: ReturnType<typeof createGuardedHistory> }) {
  return (
    <HistoryRouter history={history}>
      <Where />
      <Routes>
        <Route path="/draft" element={<DraftPage />} />
        <Route path="/elsewhere" element={<p>Another page</p>} />
        <Route path="*" element={<Link to="/draft">Write</Link>} />
      </Routes>
    </HistoryRouter>
  );
}

describe('the guarded browser history', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('navigates as usual while no page holds it', async () => {
    const history = createGuardedHistory(window);
    render(<App history={history} />);
    await userEvent.click(screen.getByRole('link', { name: 'Write' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Another page')).toBeTruthy();
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it('holds a link away from unsaved text until the visitor chooses, and goes on or stays as chosen', async () => {
    const history = createGuardedHistory(window);
    render(<App history={history} />);
    await userEvent.click(screen.getByRole('link', { name: 'Write' }));
    await userEvent.type(screen.getByLabelText('Notes'), 'half a thought');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('alertdialog', { name: 'Unsaved changes' }).textContent).toContain('Leave for /elsewhere?');
    expect(screen.getByTestId('where').textContent).toBe('/draft');
    expect(window.location.pathname).toBe('/draft');

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('half a thought');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Another page')).toBeTruthy();
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it('undoes a Back press while the page holds it, and takes the step when the visitor leaves', async () => {
    const history = createGuardedHistory(window);
    render(<App history={history} />);
    await userEvent.click(screen.getByRole('link', { name: 'Write' }));
    await userEvent.type(screen.getByLabelText('Notes'), 'draft');

    act(() => window.history.back());
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(window.location.pathname).toBe('/draft'));
    expect(screen.getByTestId('where').textContent).toBe('/draft');

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(window.location.pathname).toBe('/');
  });
});
