import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAST_PAGE_LANGUAGE_KEY, RESET_LINK_INVALID_MESSAGE } from '@swat/shared-contracts';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import { RequireClient } from '../guards';
import { CLIENT, json, renderInShell } from '../../test/harness';

describe('forgot password in Arabic', () => {
  it('asks, checks and answers in Arabic, and asks for the mail in Arabic', async () => {
    const { calls } = renderInShell(<ForgotPasswordPage />, {
      path: '/ar/forgot-password?area=client',
      network: { 'POST /api/auth/forgot-password': { ok: true, message: 'If an account uses this address…' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'العودة إلى دخول العملاء' })).toHaveAttribute('href', '/ar/client-login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'أرسلوا لي الرابط' }));
    expect(await screen.findByText('أدخل عنوان بريد إلكتروني صحيحًا.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.clear(screen.getByLabelText('البريد الإلكتروني'));
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'client@example.test');
    await user.click(screen.getByRole('button', { name: 'أرسلوا لي الرابط' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ويظل الرابط صالحًا لمدة 30 دقيقة.');
    expect(calls[0]?.body).toEqual({ email: 'client@example.test', language: 'ar' });
  });

  it('writes the mail in Arabic for a visitor who reached the English page from the Arabic site', async () => {
    sessionStorage.setItem(LAST_PAGE_LANGUAGE_KEY, 'ar');
    const { calls } = renderInShell(<ForgotPasswordPage />, {
      path: '/forgot-password',
      network: { 'POST /api/auth/forgot-password': { ok: true, message: 'x' } },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'client@example.test');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ email: 'client@example.test', language: 'ar' }));
    sessionStorage.clear();
  });

  it('keeps the English answer of the contract on the English page', async () => {
    renderInShell(<ForgotPasswordPage />, { path: '/forgot-password', network: { 'POST /api/auth/forgot-password': { ok: true, message: 'x' } } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'client@example.test');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.',
    );
  });
});

describe('reset password in Arabic', () => {
  it('labels, checks and refuses an expired link in Arabic', async () => {
    renderInShell(<ResetPasswordPage />, {
      path: '/ar/reset-password?token=abcdefghijklmnopqrstuvwxyz',
      network: { 'POST /api/auth/reset-password': json(400, { message: 'Some fields need attention.', fieldErrors: { token: [RESET_LINK_INVALID_MESSAGE] } }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'اختر كلمة مرور جديدة' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور الجديدة')).toHaveAccessibleDescription('لا تقل عن 12 حرفًا.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'a-long-new-passphrase');
    await user.type(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'), 'something else');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    expect(await screen.findByText('كلمتا المرور غير متطابقتين.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'));
    await user.type(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'), 'a-long-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا.');
  });

  it('says an incomplete link in Arabic', () => {
    renderInShell(<ResetPasswordPage />, { path: '/ar/reset-password?invite=1' });
    expect(screen.getByRole('heading', { level: 1, name: 'اختر كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByText('هذا الرابط غير مكتمل. افتحه مجددًا من رسالة البريد الإلكتروني، أو اطلب رابطًا جديدًا.')).toBeInTheDocument();
  });

  it('sends a client to the Arabic sign-in once the password is saved', async () => {
    const { toast } = renderInShell(<ResetPasswordPage />, {
      path: '/ar/reset-password?token=abcdefghijklmnopqrstuvwxyz',
      network: { 'POST /api/auth/reset-password': { ok: true, role: 'client' } },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'a-long-new-passphrase');
    await user.type(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'), 'a-long-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/ar/client-login');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'حُفظت كلمة المرور', description: 'سجّل الدخول الآن بكلمة المرور الجديدة.' }));
  });
});

describe('the forced password change and the guard in Arabic', () => {
  it('asks for an own password in Arabic', async () => {
    renderInShell(<RequireClient>{() => <p>secret</p>}</RequireClient>, {
      path: '/ar/client-dashboard',
      network: { 'GET /api/auth/user': { ...CLIENT, language: 'ar', mustChangePassword: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'اختر كلمة مرور خاصة بك' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'استبدال كلمة المرور المؤقتة' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور الحالية')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of an Arabic page to the Arabic sign-in', async () => {
    renderInShell(<RequireClient>{() => <p>secret</p>}</RequireClient>, {
      path: '/ar/client-dashboard/profile',
      otherPaths: ['/ar/client-auth'],
      network: { 'GET /api/auth/user': json(401, {}) },
    });
    expect(await screen.findByRole('heading', { name: 'Now at /ar/client-auth' })).toBeInTheDocument();
  });

  it('says an unavailable service in Arabic, not in the bff’s English', async () => {
    renderInShell(<RequireClient>{() => <p>secret</p>}</RequireClient>, {
      path: '/ar/client-dashboard',
      network: { 'GET /api/auth/user': json(503, { message: 'The service is temporarily unavailable. Please try again in a minute.' }) },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('الخدمة غير متاحة مؤقتًا');
    expect(alert).toHaveTextContent('الخدمة غير متاحة حاليًا. يُرجى المحاولة مجددًا بعد دقيقة.');
    expect(alert).not.toHaveTextContent('temporarily');
  }, 20_000);
});
