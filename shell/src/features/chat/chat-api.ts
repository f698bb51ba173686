import { nanoid } from 'nanoid';
import {
  CHAT_ENDPOINT,
  CHAT_HANDOFF_ENDPOINT,
  API_REQUEST_HEADERS,
  ID_LENGTH,
  LANGUAGE_HEADER,
  type Language,
  type ChatHandoffRequest,
  type ChatLink,
  type ChatOutcome,
  type ShellApi,
} from '@swat/shared-contracts';

export { CHAT_ENDPOINT };



export interface ChatMessage {
  id: string;
  content: string;
  fromUser: boolean;
}

export interface ChatReply {
  message: string;
  links: ChatLink[];
  outcome: ChatOutcome;
}

/** One session per page load, as the spec says: a reload starts a new conversation. */
export const chatSessionId: string = nanoid(ID_LENGTH);

export const newMessageId = () => nanoid(ID_LENGTH);

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
const defaultFetch: FetchLike = (input, init) => fetch(input, init);

const postJson = (fetchImpl: FetchLike, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetchImpl(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...API_REQUEST_HEADERS, ...headers },
    body: JSON.stringify(body),
  });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * POST /api/chat {message, sessionId} → {message, links?, outcome?}. Anything else is a failure to show.
 * It goes through the shell's api like every other call, so a 502 is retried once with the spec's toast.
 */
export async function postChatMessage(message: string, sessionId: string, api: Pick<ShellApi, 'request'>): Promise<ChatReply> {
  const response = await api.request('POST', CHAT_ENDPOINT, { message, sessionId });
  const body: unknown = await response.json();
  if (!isObject(body) || typeof body.message !== 'string') throw new Error('The assistant answered without a message');
  const links = Array.isArray(body.links) ? body.links.filter((l): l is ChatLink => isObject(l) && typeof l.path === 'string' && typeof l.title === 'string') : [];
  const outcome: ChatOutcome = body.outcome === 'not-found' || body.outcome === 'handoff' ? body.outcome : 'answered';
  return { message: body.message, links, outcome };
}

export class HandoffError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The server was never reached: the form says so in the page's language. */
    readonly offline = false,
  ) {
    super(message);
    this.name = 'HandoffError';
  }
}

/** What the form holds: an unticked box is sent as it is, and the bff answers with the contact form's message for it. */
export type HandoffFormValues = Omit<ChatHandoffRequest, 'consent'> & { consent: boolean };

/** POST /api/chat/handoff: the contact form's rules, checked by the bff; its messages come back per field. */
export async function postHandoff(request: HandoffFormValues, language: Language = 'en', fetchImpl: FetchLike = defaultFetch): Promise<string> {
  let response: Response;
  try {
    // The bff answers the form's messages in the page's language.
    response = await postJson(fetchImpl, CHAT_HANDOFF_ENDPOINT, request, { [LANGUAGE_HEADER]: language });
  } catch {
    throw new HandoffError('We could not reach the server. Please check your connection and try again.', {}, true);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isObject(body) && typeof body.id === 'string') return body.id;
  const message = isObject(body) && typeof body.message === 'string' ? body.message : `${response.status}: ${response.statusText}`;
  const fieldErrors = isObject(body) && isObject(body.fieldErrors) ? (body.fieldErrors as Record<string, string[]>) : {};
  throw new HandoffError(message, fieldErrors);
}
