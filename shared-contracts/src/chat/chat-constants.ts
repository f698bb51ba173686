/** The chat's endpoints and values the browser needs, apart from the zod schemas so the widget's bundle stays small. */
export const CHAT_ENDPOINT = '/api/chat';
export const CHAT_HANDOFF_ENDPOINT = '/api/chat/handoff';

export const CHAT_OUTCOMES = ['answered', 'not-found', 'handoff'] as const;
export type ChatOutcome = (typeof CHAT_OUTCOMES)[number];
