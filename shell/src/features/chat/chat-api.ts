import { nanoid } from 'nanoid';
import { API_REQUEST_HEADERS, ID_LENGTH } from '@swat/shared-contracts';

export const CHAT_ENDPOINT = '/api/chat';

export const CHAT_GREETING =
  "Hello! I'm the SWAT Research assistant. How can I help with your market research needs today?";
export const CHAT_FAILURE_REPLY = "Sorry, I'm having trouble connecting right now. Please try again later.";
export const CHAT_FAILURE_TOAST = { title: 'Error', description: 'Failed to send your message. Please try again.', variant: 'destructive' } as const;

export interface ChatMessage {
  id: string;
  content: string;
  fromUser: boolean;
}

/** One session per page load, as the spec says: a reload starts a new conversation. */
export const chatSessionId: string = nanoid(ID_LENGTH);

export const newMessageId = () => nanoid(ID_LENGTH);

/** POST /api/chat {message, sessionId} → {message}. Anything else is a failure to show. */
export async function postChatMessage(
  message: string,
  sessionId: string,
  fetchImpl: (input: string, init?: RequestInit) => Promise<Response> = (input, init) => fetch(input, init),
): Promise<string> {
  const response = await fetchImpl(CHAT_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...API_REQUEST_HEADERS },
    body: JSON.stringify({ message, sessionId }),
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || typeof (body as { message?: unknown }).message !== 'string') {
    throw new Error('The assistant answered without a message');
  }
  return (body as { message: string }).message;
}
