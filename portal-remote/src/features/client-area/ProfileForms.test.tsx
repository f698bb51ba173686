import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordForm, ProfileDetailsForm } from './ProfileForms';
import { CLIENT, json, renderInShell } from '../../test/harness';

describe('profile details form', () => {
  it('starts from the signed-in user and saves name, company and phone', async () => {
    const user = userEvent.setup();
    const { calls, toast, queryClient } = renderInShell(<ProfileDetailsForm user={CLIENT} />, {
      path: '/client-dashboard/profile',
      network: { 'PATCH /api/me': ({ body }) => json(200, { ...CLIENT, ...(body as object) }) },
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Aisha Client');
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Company'), 'New Co');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile saved' })));
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/api/me', body: { name: 'Aisha Client', company: 'New Co', phone: '+971 4 555 0142' } });
    expect(queryClient.getQueryData<{ company: string }>(['/api/auth/user'])?.company).toBe('New Co');
  });

  it('shows the shared schema’s message inline without calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderInShell(<ProfileDetailsForm user={CLIENT} />, { path: '/client-dashboard/profile' });
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter a phone number with digits, spaces and + ( ) - only.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('keeps the input and shows the server’s message and field errors when refused', async () => {
    const user = userEvent.setup();
    renderInShell(<ProfileDetailsForm user={CLIENT} />, {
      path: '/client-dashboard/profile',
      network: { 'PATCH /api/me': json(400, { message: 'Some fields need attention.', fieldErrors: { name: ['That name is reserved.'] } }) },
    });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('That name is reserved.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention.');
    expect(screen.getByLabelText('Name')).toHaveValue('Admin');
  });
});

describe('change password form', () => {
  it('needs the current password and matching new ones before it sends anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderInShell(<ChangePasswordForm />, { path: '/client-dashboard/profile' });
    await user.type(screen.getByLabelText('New password'), 'a-new-long-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'something else');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong current password next to its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { calls } = renderInShell(<ChangePasswordForm />, {
      path: '/client-dashboard/profile',
      network: {
        'PATCH /api/me': json(400, {
          message: 'Your current password is not correct.',
          fieldErrors: { currentPassword: ['Your current password is not correct.'] },
        }),
      },
    });
    await user.type(screen.getByLabelText('Current password'), 'not-my-password');
    await user.type(screen.getByLabelText('New password'), 'a-new-long-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-new-long-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls[0]?.body).toEqual({ currentPassword: 'not-my-password', newPassword: 'a-new-long-password' });
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-long-password');
  });
});
