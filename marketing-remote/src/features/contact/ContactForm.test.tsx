import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './ContactForm';
import { renderInShell } from '../../test/render-page';
import { OUTBOX_KEY } from './outbox';

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/your name/i), 'Amira Haddad');
  await user.type(screen.getByLabelText(/company or organisation/i), 'Gulf Foods LLC');
  await user.type(screen.getByLabelText(/work e-mail/i), 'amira@gulffoods.example');
  await user.selectOptions(screen.getByLabelText(/service of interest/i), 'market-analysis');
  await user.type(screen.getByLabelText(/how can we help/i), 'We need a market sizing study for snacks in Saudi Arabia.');
  await user.click(screen.getByRole('checkbox', { name: /i agree/i }));
}

describe('contact form', () => {
  it('shows an error next to each invalid field and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderInShell(() => <ContactForm />, '/contact');

    await user.type(screen.getByLabelText(/work e-mail/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByLabelText(/work e-mail/i);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/valid e-mail address/i);
    expect(screen.getByLabelText(/your name/i)).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText(/how can we help/i)).toHaveAccessibleDescription(/at least 20 characters/);
    expect(screen.getByRole('checkbox', { name: /i agree/i })).toHaveAccessibleDescription(/tick the box/);
    expect(screen.getByLabelText(/phone/i)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(/correct the highlighted fields/i);
    expect(screen.getByLabelText(/your name/i)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing a field clears its error without another submit.
    await user.type(screen.getByLabelText(/your name/i), 'Amira');
    expect(screen.getByLabelText(/your name/i)).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a message written during an outage (503) in this browser and sends it when the service is back', async () => {
    let serviceUp = false;
    const fetchMock = vi.fn(async () =>
      serviceUp ? jsonResponse(201, { id: 'b6f0c1de-0000-4000-8000-000000000002' }) : jsonResponse(503, { message: 'The service is temporarily unavailable.', requestId: 'r1' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { services } = renderInShell(() => <ContactForm />, '/contact');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/kept your message in this browser/i);
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY)!).inquiry).toMatchObject({ name: 'Amira Haddad', message: 'We need a market sizing study for snacks in Saudi Arabia.' });
    // Everything typed is still in the form.
    expect(screen.getByLabelText(/your name/i)).toHaveValue('Amira Haddad');
    expect(screen.getByLabelText(/how can we help/i)).toHaveValue('We need a market sizing study for snacks in Saudi Arabia.');
    expect(screen.getByRole('checkbox', { name: /i agree/i })).toBeChecked();

    serviceUp = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('contact-success')).toHaveTextContent(/your message has been sent/i);
    expect(services.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved message sent' }));
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    const posted = fetchMock.mock.calls.length;
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock.mock.calls.length).toBe(posted); // sent once, not again
  });

  it('sends a message saved on an earlier visit when the contact page opens again', async () => {
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify({ savedAt: Date.now(), inquiry: { name: 'Amira Haddad', company: 'Gulf Foods LLC', email: 'amira@gulffoods.example', phone: '', serviceOfInterest: 'market-analysis', message: 'We need a market sizing study for snacks in Saudi Arabia.', consent: true, website: '' } }),
    );
    const fetchMock = vi.fn(async () => jsonResponse(201, { id: 'b6f0c1de-0000-4000-8000-000000000003' }));
    vi.stubGlobal('fetch', fetchMock);
    renderInShell(() => <ContactForm />, '/contact');
    expect(await screen.findByTestId('contact-success')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps the message when the server cannot be reached at all', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderInShell(() => <ContactForm />, '/contact');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/kept your message in this browser/i);
    expect(screen.getByLabelText(/how can we help/i)).toHaveValue('We need a market sizing study for snacks in Saudi Arabia.');
    expect(localStorage.getItem(OUTBOX_KEY)).not.toBeNull();
  });

  it('shows the server’s field errors inline on a 400', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(400, { message: 'Some fields need attention.', fieldErrors: { email: ['This address cannot receive mail.'] }, requestId: 'r2' }));
    const user = userEvent.setup();
    renderInShell(() => <ContactForm />, '/contact');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText(/work e-mail/i)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/work e-mail/i)).toHaveAccessibleDescription('This address cannot receive mail.');
  });

  it('posts JSON with cookies and shows a success state and toast on 201', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(201, { id: 'b6f0c1de-0000-4000-8000-000000000001' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { services } = renderInShell(() => <ContactForm />, '/contact');

    await fillValidForm(user);
    await user.type(screen.getByLabelText(/phone/i), '+971 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/your message has been sent/i);
    expect(services.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Message sent' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Amira Haddad',
      company: 'Gulf Foods LLC',
      email: 'amira@gulffoods.example',
      phone: '+971 50 123 4567',
      serviceOfInterest: 'market-analysis',
      message: 'We need a market sizing study for snacks in Saudi Arabia.',
      consent: true,
      website: '',
    });
  });
});
