import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REQUEST_HEADER, ID_LENGTH, LANGUAGE_HEADER, PASSWORD_CHANGE_REQUIRED_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE, TEMPORARY_PASSWORD_EXPIRED_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '@swat/shared-contracts';
import { testDatabases } from '../test/databases';
import { createTestApp, type TestApp } from '../test/app-harness';
import { bffMessages } from './messages';
import { localApiMessage } from './api-errors';
import { CONTACT_UNAVAILABLE_MESSAGE } from '../features/contact/inquiries';
import { LIMITER_UNAVAILABLE_MESSAGE } from '../http/rate-limit';
import { MISSING_API_HEADER_MESSAGE } from '../http/origin-check';
import { FileStoreUnavailable } from '../storage/file-store';

const arabic = { headers: { [LANGUAGE_HEADER]: 'ar' } };

describe('the API’s everyday messages', () => {
  it('are, in English, the very texts the shared constants hold', () => {
    const { t } = bffMessages('en');
    expect(t('api.error.unavailable')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(t('api.error.passwordChangeRequired')).toBe(PASSWORD_CHANGE_REQUIRED_MESSAGE);
    expect(t('api.error.temporaryPasswordExpired')).toBe(TEMPORARY_PASSWORD_EXPIRED_MESSAGE);
    expect(t('api.error.unstorable')).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(t('api.error.fileStoreUnavailable')).toBe(new FileStoreUnavailable({ cause: null }).message);
    expect(t('api.error.limiterUnavailable')).toBe(LIMITER_UNAVAILABLE_MESSAGE);
  });

  it('say the outages in Arabic too: the file store, the rate limiter, an inquiry that could not be saved', () => {
    expect(localApiMessage(new FileStoreUnavailable({ cause: null }).message, 'ar')).toBe('يتعذّر الوصول إلى الملفات المحفوظة في الوقت الحالي. يُرجى المحاولة مجددًا بعد بضع دقائق.');
    expect(localApiMessage(LIMITER_UNAVAILABLE_MESSAGE, 'ar')).toMatch(/^الخدمة غير متاحة مؤقتًا/);
    expect(localApiMessage(CONTACT_UNAVAILABLE_MESSAGE, 'ar')).toMatch(/^تعذّر حفظ رسالتك في الوقت الحالي\. .+ على [\w.]+@[\w.]+\.$/);
  });

  it('are said in Arabic for an Arabic page, with their arguments; others stay as they are', () => {
    expect(localApiMessage('Please write at least 20 characters so we can help.', 'ar')).toBe('يُرجى كتابة 20 حرفًا على الأقل لنتمكّن من مساعدتك.');
    expect(localApiMessage('Some fields need attention.', 'ar')).toBe('بعض الحقول تحتاج إلى مراجعة.');
    expect(localApiMessage('Some fields need attention.', 'en')).toBe('Some fields need attention.');
    expect(localApiMessage('A message nobody catalogued.', 'ar')).toBe('A message nobody catalogued.');
  });
});

describe.each(testDatabases())('error answers in the reader’s language on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('answer 401, 404 and a form’s field messages in Arabic for an Arabic page, in English otherwise', async () => {
    const anonymous = t.agent();
    expect(await (await anonymous.get('/api/projects', arabic)).json()).toMatchObject({ message: 'يُرجى تسجيل الدخول للمتابعة.' });
    expect(await (await anonymous.get('/api/projects')).json()).toMatchObject({ message: 'Please sign in to continue.' });
    expect(await (await anonymous.get('/api/no-such-thing', arabic)).json()).toMatchObject({ message: 'لا توجد خدمة بهذا العنوان.' });

    const client = await t.signedIn('client');
    const missing = await client.get('/api/projects/00000000-0000-4000-8000-000000000000', arabic);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'لا يوجد مشروع بهذا الرابط.' });

    const handoff = await anonymous.post('/api/chat/handoff', { name: 'خالد', email: 'ليس-عنوانًا', message: 'أريد دراسة عن السوق القطري', consent: true, sessionId: 'abcdefghijklmnopqrstu'.slice(0, ID_LENGTH) }, arabic);
    expect(handoff.status).toBe(400);
    const body = (await handoff.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toBe('بعض الحقول تحتاج إلى مراجعة.');
    expect(body.fieldErrors.email).toEqual(['يُرجى إدخال بريد إلكتروني صحيح، مثل name@company.com.']);
  });

  it('refuse a request without the site’s header, from another spelling of the address, or not in JSON, in the page’s language', async () => {
    const anonymous = t.agent();
    const inquiry = { name: 'خالد', email: 'khalid@example.com', message: 'نريد دراسة عن سوق التجزئة في قطر.', consent: true };
    const noHeader = await anonymous.post('/api/contact', inquiry, { headers: { [API_REQUEST_HEADER]: '', ...arabic.headers } });
    expect(noHeader.status).toBe(403);
    expect(await noHeader.json()).toMatchObject({ message: `رُفض هذا الطلب لأنه لم يصدر من صفحات هذا الموقع (الترويسة ${API_REQUEST_HEADER} غير موجودة). أعد تحميل الصفحة ثم حاول مرة أخرى.` });
    expect(await (await anonymous.post('/api/contact', inquiry, { headers: { [API_REQUEST_HEADER]: '' } })).json()).toMatchObject({ message: MISSING_API_HEADER_MESSAGE });

    const otherSpelling = await anonymous.post('/api/contact', inquiry, { headers: { origin: 'http://127.0.0.1:8080', ...arabic.headers } });
    expect(otherSpelling.status).toBe(403);
    expect(((await otherSpelling.json()) as { message: string }).message).toMatch(/^عنوان هذا الموقع هو http:\/\/localhost:8080، لكن هذه الصفحة فُتحت من العنوان http:\/\/127\.0\.0\.1:8080\./);

    const notJson = await anonymous.request('/api/contact', { method: 'POST', body: 'name=Khalid', headers: { 'content-type': 'text/plain', ...arabic.headers } });
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toMatchObject({ message: 'يجب إرسال البيانات بصيغة JSON (Content-Type: application/json).' });
    const notJsonEnglish = await anonymous.request('/api/contact', { method: 'POST', body: 'name=Khalid', headers: { 'content-type': 'text/plain' } });
    expect(await notJsonEnglish.json()).toMatchObject({ message: 'Send the request body as JSON (Content-Type: application/json).' });
  });
});
