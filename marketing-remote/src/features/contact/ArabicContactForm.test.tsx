import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteConfig } from '@swat/shared-contracts';
import remote from '../../app/pages';
import { renderInShell } from '../../test/render-page';

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderArabicContact() {
  const { default: Page } = await remote.pages['/ar/contact']!();
  return renderInShell(Page, '/ar/contact');
}

describe('contact form on the Arabic contact page', () => {
  it('speaks Arabic: labels, options, button, and validation errors', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderArabicContact();

    expect(screen.getByRole('heading', { name: 'أرسل إلينا رسالة' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'تحليل الأسواق' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اقرأ سياسة الخصوصية' })).toHaveAttribute('href', '/ar/privacy-policy');

    await user.type(screen.getByLabelText(/البريد الإلكتروني للعمل/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));

    expect(screen.getByRole('alert')).toHaveTextContent('يُرجى تصحيح الحقول المشار إليها.');
    expect(screen.getByLabelText(/^الاسم/)).toHaveAccessibleDescription('يُرجى كتابة اسمك.');
    expect(screen.getByLabelText(/البريد الإلكتروني للعمل/)).toHaveAccessibleDescription(/بريد إلكتروني صحيح/);
    expect(screen.getByLabelText(/كيف يمكننا مساعدتك/)).toHaveAccessibleDescription(/20 حرفًا على الأقل/);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(/تحديد المربع/);
    // None of the spec's English messages leak onto the Arabic page.
    expect(document.body.textContent).not.toMatch(/Please|required|Send message/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets every field follow the direction of what is typed, and keeps contact details left to right', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderArabicContact();
    for (const field of screen.getAllByRole('textbox')) expect(field, field.getAttribute('name') ?? '').toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: siteConfig.emails.quotations })).toHaveAttribute('dir', 'ltr');
    // The office address is in the contact details (and also in an answer of the page's questions).
    expect(document.querySelector('address')).toHaveTextContent(/برج الأعمال/);
  });

  it('sends an Arabic message and confirms in Arabic', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(201, { id: 'b6f0c1de-0000-4000-8000-000000000002' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { services } = await renderArabicContact();

    await user.type(screen.getByLabelText(/^الاسم/), 'أميرة حداد');
    await user.type(screen.getByLabelText(/الشركة أو المؤسسة/), 'أغذية الخليج');
    await user.type(screen.getByLabelText(/البريد الإلكتروني للعمل/), 'amira@gulffoods.example');
    await user.selectOptions(screen.getByLabelText(/الخدمة التي تهمّك/), 'market-analysis');
    await user.type(screen.getByLabelText(/كيف يمكننا مساعدتك/), 'نحتاج إلى دراسة لتقدير حجم سوق الوجبات الخفيفة في السعودية.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('شكرًا لك، أُرسلت رسالتك');
    // The phone number in the confirmation keeps its left-to-right order inside the Arabic sentence.
    expect(status.querySelector('bdi[dir="ltr"]')).toHaveTextContent(siteConfig.phone.display);
    expect(services.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'أُرسلت الرسالة' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toMatchObject({ name: 'أميرة حداد', serviceOfInterest: 'market-analysis' });
  });

  it('shows a server refusal in Arabic, with the field marked', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(400, { message: 'Some fields need attention.', fieldErrors: { email: ['Please enter a valid e-mail address, like name@company.com.'] } }));
    const user = userEvent.setup();
    const { services } = await renderArabicContact();
    await user.type(screen.getByLabelText(/^الاسم/), 'أميرة حداد');
    await user.type(screen.getByLabelText(/الشركة أو المؤسسة/), 'أغذية الخليج');
    await user.type(screen.getByLabelText(/البريد الإلكتروني للعمل/), 'amira@gulffoods.example');
    await user.selectOptions(screen.getByLabelText(/الخدمة التي تهمّك/), 'other');
    await user.type(screen.getByLabelText(/كيف يمكننا مساعدتك/), 'أرغب في معرفة المزيد عن خدماتكم البحثية.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('يُرجى تصحيح الحقول المشار إليها.');
    expect(screen.getByLabelText(/البريد الإلكتروني للعمل/)).toHaveAccessibleDescription('يُرجى إدخال بريد إلكتروني صحيح، مثل name@company.com.');
    expect(services.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'لم تُرسل الرسالة', variant: 'destructive' }));
  });
});
