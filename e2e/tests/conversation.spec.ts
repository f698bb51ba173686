import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReceivedMail } from '../../scripts/test-smtp-server';
import { expect, test } from '../support/test';
import { API_REQUEST_HEADERS } from '../../shared-contracts/src/http/api-request';
import { waitForMail } from '../support/mailbox';
import { DEMO, signIn, uniqueCode } from '../support/portal';
import { E2E_BASE_URL, E2E_MAIL_DIR } from '../support/stack-env';

const headers = { origin: E2E_BASE_URL, ...API_REQUEST_HEADERS };

/** Every mail the suite's SMTP server has received so far for `to` whose subject matches. */
async function mailsTo(to: string, subject: RegExp): Promise<ReceivedMail[]> {
  const files = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(E2E_MAIL_DIR, f), 'utf8')) as ReceivedMail));
  return mails.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
}

test.describe('project conversation', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a client writes, staff get one mail, answer from the inbox, and the client is mailed and sees it with the unread count cleared', async ({ page, browser }) => {
    const code = uniqueCode('E2E-CV');
    await signIn(page, 'staff');
    const clients = (await (await page.request.get(`/api/clients?q=${encodeURIComponent(DEMO.client)}`)).json()) as { items: { id: string }[] };
    const created = await page.request.post('/api/projects', { headers, data: { code, title: `Coffee habits ${code}`, clientId: clients.items[0]!.id, status: 'in_field' } });
    expect(created.status()).toBe(201);
    const projectId = ((await created.json()) as { id: string }).id;

    // The client writes twice, in English and in Arabic; the second joins the next mail, not a new one now.
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await signIn(client, 'client');
    await client.goto(`/client-dashboard/project/${projectId}`);
    const conversation = client.getByRole('region', { name: 'Conversation' });
    await conversation.getByLabel('Message').fill('Can we add Kuwait to the sample? Details: https://example.com/brief');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByTestId('conversation-message').filter({ hasText: 'Can we add Kuwait' })).toBeVisible();
    const link = conversation.getByRole('link', { name: 'https://example.com/brief' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await conversation.getByLabel('Message').fill('ونحتاج أيضاً إلى نسخة عربية من الاستبيان.');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByTestId('conversation-message').filter({ hasText: 'نسخة عربية' })).toHaveAttribute('data-side', 'client');

    const subject = new RegExp(code);
    const mail = await waitForMail(DEMO.staff, subject);
    expect(mail.text).toContain('Can we add Kuwait');
    expect(mail.text).toContain(`/swatdashboard/project/${projectId}#conversation`);
    expect(await mailsTo(DEMO.staff, subject)).toHaveLength(1);

    // Staff: the inbox has the project first, unread; they answer from its page.
    await page.goto('/swatdashboard/inbox');
    const first = page.getByTestId('inbox-item').first();
    await expect(first).toContainText(code);
    await expect(first).toHaveAttribute('data-unread', '2');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/swatdashboard/project/${projectId}`));
    const staffConversation = page.getByRole('region', { name: 'Conversation' });
    await expect(staffConversation.getByTestId('conversation-message')).toHaveCount(2);
    await staffConversation.getByLabel('Message').fill('Yes, Kuwait fits the budget; the Arabic questionnaire follows tomorrow.');
    await staffConversation.getByRole('button', { name: 'Send' }).click();
    await expect(staffConversation.getByTestId('conversation-message').filter({ hasText: 'Kuwait fits' })).toBeVisible();
    await page.goto('/swatdashboard/inbox');
    await expect(page.getByTestId('inbox-item').filter({ hasText: code })).toHaveAttribute('data-unread', '0');
    // The client is told of the answer by mail; staff still have just the one mail: the client's
    // second message joined it or waits for the end of the ten minutes, never a mail of its own.
    const answer = await waitForMail(DEMO.client, subject);
    expect(answer.text).toContain('Kuwait fits the budget');
    expect(await mailsTo(DEMO.staff, subject)).toHaveLength(1);

    // The client: the dashboard counts the answer; opening the project shows it and clears the count.
    await client.goto('/client-dashboard');
    const card = client.getByTestId('client-project-card').filter({ hasText: code });
    await expect(card.getByTestId('project-unread')).toHaveText('1 new message');
    await card.getByRole('link', { name: /Coffee habits/ }).first().click();
    await expect(client.getByRole('region', { name: 'Conversation' }).getByTestId('conversation-message').filter({ hasText: 'Kuwait fits' })).toHaveAttribute('data-side', 'staff');
    await client.goto('/client-dashboard');
    await expect(client.getByTestId('client-project-card').filter({ hasText: code })).toBeVisible();
    await expect(client.getByTestId('client-project-card').filter({ hasText: code }).getByTestId('project-unread')).toHaveCount(0);
    await clientContext.close();
  });
});
