export { ConversationPanel } from './ConversationPanel';
export { UnreadCount } from './UnreadCount';
export { InboxList } from './InboxList';
