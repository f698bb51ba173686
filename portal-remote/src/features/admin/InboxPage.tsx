import { InboxList } from '../conversation';
import { AdminFrame } from './AdminFrame';

/** /swatdashboard/inbox: every project conversation, unread first, then the latest. */
export default function InboxPage() {
  return <AdminFrame heading="inbox.heading">{() => <InboxList />}</AdminFrame>;
}
