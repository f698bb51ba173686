import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_LENGTH, LANGUAGE_HEADER, PASSWORD_CHANGE_REQUIRED_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE, TEMPORARY_PASSWORD_EXPIRED_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '@swat/shared-contracts';
import { testDatabases } from '../test/databases';
import { createTestApp, type TestApp } from '../test/app-harness';
import { bffMessages } from './messages';
import { localApiMessage } from './api-errors';

const arabic = { headers: { [LANGUAGE_HEADER]: 'ar' } };

describe('the API’s everyday messages', () => {
  it('are, in English, the very texts the shared constants hold', () => {
    const { t } = bffMessages('en');
    expect(t('api.error.unavailable')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(t('api.error.passwordChangeRequired')).toBe(PASSWORD_CHANGE_REQUIRED_MESSAGE);
    expect(t('api.error.temporaryPasswordExpired')).toBe(TEMPORARY_PASSWORD_EXPIRED_MESSAGE);
    expect(t('api.error.unstorable')).toBe(UNSTORABLE_TEXT_MESSAGE);
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
});
