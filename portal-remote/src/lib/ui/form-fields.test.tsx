import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, renderInShell } from '../../test/harness';
import { usePortalApi } from '../api/client';
import { toApiFailure } from '../api/failure';
import { showFailure, useApiForm } from '../forms/api-form';
import { ApiForm, FormAlert, SubmitButton, TextField } from './form-fields';

const inviteSchema = z.object({
  email: z.email('Enter a valid e-mail address.'),
  name: z.string().trim().min(1, 'Enter a name.'),
});

function InviteForm() {
  const api = usePortalApi();
  const form = useApiForm(inviteSchema, { defaultValues: { email: '', name: '' } });
  const invite = useMutation({ mutationFn: (input: z.output<typeof inviteSchema>) => api.send('POST', '/api/invitations', { body: input }) });
  return (
    <ApiForm
      form={form}
      label="Invite a colleague"
      onSubmit={async (input) => {
        try {
          await invite.mutateAsync(input);
        } catch (error) {
          showFailure(form, toApiFailure(error), ['email', 'name']);
        }
      }}
    >
      <FormAlert fallback={(kind) => (kind === 'network' ? 'We could not reach the server.' : 'Something went wrong.')} />
      <TextField name="email" label="E-mail" type="email" required />
      <TextField name="name" label="Name" hint="As it should appear in the invitation." required />
      <SubmitButton pending="Sending…">Send invitation</SubmitButton>
      {invite.isSuccess ? <p role="status">Invitation sent</p> : null}
    </ApiForm>
  );
}

describe('portal forms', () => {
  it('checks fields with the shared schema before anything is sent, and ties each error to its input', async () => {
    const { calls } = renderInShell(<InviteForm />, { path: '/swatdashboard/invite' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('As it should appear in the invitation. Enter a name.');
    expect(calls).toEqual([]);
  });

  it("puts the server's field errors on their fields and its message above the form", async () => {
    renderInShell(<InviteForm />, {
      path: '/swatdashboard/invite',
      network: { 'POST /api/invitations': json(409, { message: 'This person already has an account.', fieldErrors: { email: ['Already invited.'] }, requestId: 'r' }) },
    });
    await userEvent.type(screen.getByLabelText('E-mail'), 'huda@example.test');
    await userEvent.type(screen.getByLabelText('Name'), 'Huda');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This person already has an account.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Already invited.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('says a failure without a server message in its own words, and sends once', async () => {
    const { calls } = renderInShell(<InviteForm />, {
      path: '/swatdashboard/invite',
      network: {
        'POST /api/invitations': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await userEvent.type(screen.getByLabelText('E-mail'), 'huda@example.test');
    await userEvent.type(screen.getByLabelText('Name'), 'Huda');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(calls).toHaveLength(1);
  });
});
