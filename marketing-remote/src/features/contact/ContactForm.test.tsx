import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './ContactForm';
import { renderInShell } from '../../test/render-page';

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
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

  it('keeps everything typed and shows the server message when the server cannot save (503)', async () => {
    const message = 'We could not save your message right now. Please try again in a few minutes, or e-mail info@swatresearch.ae.';
    const fetchMock = vi.fn(async () => jsonResponse(503, { message, requestId: 'r1' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { services } = renderInShell(() => <ContactForm />, '/contact');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(services.toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive', description: message }));
    expect(screen.getByLabelText(/your name/i)).toHaveValue('Amira Haddad');
    expect(screen.getByLabelText(/company or organisation/i)).toHaveValue('Gulf Foods LLC');
    expect(screen.getByLabelText(/work e-mail/i)).toHaveValue('amira@gulffoods.example');
    expect(screen.getByLabelText(/service of interest/i)).toHaveValue('market-analysis');
    expect(screen.getByLabelText(/how can we help/i)).toHaveValue('We need a market sizing study for snacks in Saudi Arabia.');
    expect(screen.getByRole('checkbox', { name: /i agree/i })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('keeps everything typed when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderInShell(() => <ContactForm />, '/contact');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our server/i);
    expect(screen.getByLabelText(/how can we help/i)).toHaveValue('We need a market sizing study for snacks in Saudi Arabia.');
    expect(screen.getByLabelText(/work e-mail/i)).toHaveValue('amira@gulffoods.example');
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
