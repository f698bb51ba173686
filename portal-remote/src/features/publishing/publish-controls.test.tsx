import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublishPreview } from '@swat/shared-contracts';
import { PublishControls, type PublishTarget } from './index';
import { STAFF, json, renderInShell } from '../../test/harness';

const PROJECT_ID = '33333333-3333-4333-8333-333333333333';
const REPORT_ID = '44444444-4444-4444-8444-444444444444';
const ITEM = `/api/projects/${PROJECT_ID}/deliverables/${REPORT_ID}`;
const DRAFT: PublishTarget = { kind: 'deliverable', id: REPORT_ID, title: 'Final report', publishedAt: null };

const RECIPIENTS: PublishPreview['recipients'] = [
  {
    name: 'Aisha Client',
    email: 'aisha@gulf-fresh.example',
    language: 'en',
    subject: 'New deliverable on SWR-2026-014: Final report',
    text: 'Hello Aisha Client,\n\n“Final report” is ready on your project page:\nhttps://swat.example/client-dashboard/project/33333333-3333-4333-8333-333333333333',
  },
  {
    name: 'عمر حداد',
    email: 'omar@gulf-fresh.example',
    language: 'ar',
    subject: 'مخرجات جديدة في المشروع SWR-2026-014: Final report',
    text: 'مرحباً عمر حداد،\n\nأصبح «Final report» متاحاً في صفحة مشروعك.',
  },
];

function renderPublish(preview: PublishPreview, target: PublishTarget = DRAFT) {
  return renderInShell(<PublishControls projectId={PROJECT_ID} target={target} />, {
    path: `/swatdashboard/project/${PROJECT_ID}`,
    network: {
      'GET /api/auth/user': STAFF,
      [`GET ${ITEM}/publish-preview`]: preview,
      [`POST ${ITEM}/publish`]: ({ body }) => json(200, { publishedAt: '2026-04-10T09:00:00.000Z', notified: preview.notifiedBefore && !(body as { notifyAgain: boolean }).notifyAgain ? 0 : preview.recipients.length }),
      [`POST ${ITEM}/unpublish`]: json(200, { publishedAt: null }),
    },
  });
}

const openDialog = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Publish…\s*Final report$/ }, { timeout: 5_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish “Final report”?' });
  await within(dialog).findByRole('form');
  return { user, dialog };
};
const publishCalls = (calls: { method: string; url: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.url === `${ITEM}/publish`);

describe('publishing with care', () => {
  it('lists who will be e-mailed and shows each the mail in their language before anything is sent', async () => {
    const { calls, toast } = renderPublish({ title: 'Final report', publishedAt: null, notifiedBefore: false, recipients: RECIPIENTS });
    expect(screen.getByTestId('draft-badge')).toHaveTextContent('Draft: not visible to the client');
    const { user, dialog } = await openDialog();

    expect(dialog).toHaveTextContent('These 2 people will be e-mailed:');
    const people = within(dialog).getByTestId('publish-recipients');
    expect(within(people).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Aisha Client <aisha@gulf-fresh.example> · reads English',
      'عمر حداد <omar@gulf-fresh.example> · reads Arabic',
    ]);
    const [english, arabic] = within(dialog).getAllByTestId('publish-mail-preview');
    expect(english).toHaveTextContent('The e-mail Aisha Client will receive');
    expect(english).toHaveTextContent('Subject: New deliverable on SWR-2026-014: Final report');
    expect(english).toHaveTextContent('“Final report” is ready on your project page');
    // The Arabic mail is shown as it will be read: right to left.
    expect(arabic!.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveTextContent('أصبح «Final report» متاحاً في صفحة مشروعك.');
    // Nothing has happened yet.
    expect(publishCalls(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Publish and send the e-mail' }));
    await waitFor(() => expect(publishCalls(calls).map((c) => c.body)).toEqual([{ notifyAgain: false }]));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Published', description: '“Final report” is now visible to the client. 2 people were e-mailed.' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling publishes nothing', async () => {
    const { calls } = renderPublish({ title: 'Final report', publishedAt: null, notifiedBefore: false, recipients: RECIPIENTS });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(publishCalls(calls)).toEqual([]);
  });

  it('republishing e-mails nobody unless staff choose to, and then shows the mail again', async () => {
    const { calls, toast } = renderPublish({ title: 'Final report', publishedAt: null, notifiedBefore: true, recipients: RECIPIENTS });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('The client was e-mailed when this was first published. Publishing it again sends nothing unless you ask for it.');
    expect(dialog).toHaveTextContent('Nobody will be e-mailed this time.');
    expect(within(dialog).queryByTestId('publish-mail-preview')).toBeNull();
    const again = within(dialog).getByRole('switch', { name: 'E-mail the client again' });
    expect(again).not.toBeChecked();

    // Choosing to mail again brings back the recipients and their mail; un-choosing takes them away.
    await user.click(again);
    expect(within(dialog).getAllByTestId('publish-mail-preview')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Publish and send the e-mail' })).toBeInTheDocument();
    await user.click(again);
    expect(within(dialog).queryByTestId('publish-mail-preview')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishCalls(calls).map((c) => c.body)).toEqual([{ notifyAgain: false }]));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: '“Final report” is now visible to the client. Nobody was e-mailed.' })));
  });

  it('a republish that mails again says so in its request', async () => {
    const { calls } = renderPublish({ title: 'Final report', publishedAt: null, notifiedBefore: true, recipients: RECIPIENTS });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('switch', { name: 'E-mail the client again' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish and send the e-mail' }));
    await waitFor(() => expect(publishCalls(calls).map((c) => c.body)).toEqual([{ notifyAgain: true }]));
  });

  it('asks before unpublishing, and says the client loses access at once', async () => {
    const { calls } = renderPublish({ title: 'Final report', publishedAt: '2026-04-10T09:00:00.000Z', notifiedBefore: true, recipients: [] }, { ...DRAFT, publishedAt: '2026-04-10T09:00:00.000Z' });
    const user = userEvent.setup();
    expect(await screen.findByTestId('published-badge', {}, { timeout: 5_000 })).toHaveTextContent('Published Apr 10, 2026');
    await user.click(screen.getByRole('button', { name: /^Unpublish…\s*Final report$/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Unpublish “Final report”? The client loses access at once, and the activity log records it.');
    expect(calls.some((c) => c.url === `${ITEM}/unpublish`)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, unpublish' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === `${ITEM}/unpublish`)).toBe(true));
  });
});
