import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import {
  CHAT_ENDPOINT,
  CHAT_HANDOFF_ENDPOINT,
  chatHandoffRequestSchema,
  chatRequestSchema,
  chatSessionIdSchema,
  chatSessionListQuerySchema,
  type ChatLink,
  type ChatOutcome,
  type ChatProviderName,
  type ChatResponse,
  type ContactInquiryCreated,
} from '@swat/shared-contracts';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/env';
import type { DatabaseSchema } from '../../db/schema';
import { clientAddress } from '../../http/client-address';
import { ApiError, errorResponse } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { AddressHasher } from '../../http/address-hash';
import { rateLimit, type RateLimiter, type RateLimitRule } from '../../http/rate-limit';
import { parseOrThrow, readJson, readQuery } from '../../http/validate';
import { CONTACT_RATE_LIMIT, CONTACT_UNAVAILABLE_MESSAGE, filledHoneypot, storeInquiry, type ContactDependencies } from '../contact/inquiries';
import type { Auth } from '../auth/auth';
import { builtinReply } from './builtin';
import { citedPages, type KnowledgeSource } from './knowledge';
import type { ChatProvider } from './provider';
import { createTranscriptWriter, listSessions, recentTurns, sessionDetail } from './transcripts';
import { createUpstreamProvider, UpstreamError } from './upstream';

/** A question is a few hundred bytes; 8 KB leaves room for 2,000 multi-byte characters and JSON escapes. */
export const CHAT_BODY_LIMIT_BYTES = 8 * 1024;
/** People type a question every few seconds at most; a script does not stop. */
export const CHAT_RATE_LIMIT_IP: RateLimitRule = { name: 'chat-ip', limit: 30, windowMs: 60_000 };
export const CHAT_RATE_LIMIT_SESSION: RateLimitRule = { name: 'chat-session', limit: 12, windowMs: 60_000 };
/** Turns of the conversation handed to the upstream model. */
const HISTORY_TURNS = 10;

export interface ChatDependencies {
  config: Pick<AppConfig, 'chat' | 'trustProxy' | 'requestTimeoutMs'>;
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  rateLimiter: RateLimiter;
  knowledge: KnowledgeSource;
  log: Logger;
  /** Salted address hash (http/address-hash): limiter keys and transcripts never hold the address. */
  hashAddress: AddressHasher;
  clock?: () => number;
  fetchImpl?: typeof fetch;
  /** Tells staff of an inquiry a hand-off created, as the contact form does. */
  onInquiryStored?: ContactDependencies['onStored'];
}

const toLink = (page: { path: string; name: string }): ChatLink => ({ path: page.path, title: page.name });

export function chatRoutes(deps: ChatDependencies) {
  const { db, auth, log } = deps;
  const now = deps.clock ?? Date.now;
  const settings = deps.config.chat.upstream;
  // The upstream must give up before the API's own time limit does, or the visitor gets a 503 instead of the fallback answer.
  const upstream: ChatProvider | null = settings
    ? createUpstreamProvider({ ...settings, timeoutMs: Math.max(100, Math.min(settings.timeoutMs, deps.config.requestTimeoutMs - 2_000)) }, deps.fetchImpl)
    : null;
  const addressOf = (c: Context) => clientAddress(c, deps.config.trustProxy);
  const hashAddress = deps.hashAddress;
  const limitKey = (c: Context) => hashAddress(addressOf(c)) ?? 'unknown';
  const transcripts = createTranscriptWriter(db, { log, spoolPath: deps.config.chat.transcriptSpool });
  const app = new Hono<{ Variables: { requestId: string } }>();

  app.post(
    CHAT_ENDPOINT,
    bodyLimit({ maxSize: CHAT_BODY_LIMIT_BYTES, onError: (c) => errorResponse(c, 413, 'Your message is too long. Please keep it under 2,000 characters.') }),
    rateLimit(deps.rateLimiter, CHAT_RATE_LIMIT_IP, limitKey, log),
    async (c) => {
      const { message, sessionId } = await readJson(c, chatRequestSchema);
      await limitSession(c, sessionId);
      const askedAt = new Date(now());
      const started = performance.now();
      const knowledge = await deps.knowledge.get();
      let provider: ChatProviderName = 'builtin';
      // The built-in reply is cheap, and it also says whether the visitor asked for a person or a quote.
      const local = builtinReply(message, knowledge);
      let answer: string = local.message;
      let links: ChatLink[] = local.links.map(toLink);
      let outcome: ChatOutcome = local.outcome;
      if (upstream) {
        try {
          const history = await recentTurns(db, sessionId, HISTORY_TURNS);
          answer = await upstream.answer({ message, sessionId, history, knowledge });
          links = citedPages(answer, knowledge).map(toLink);
          if (outcome === 'not-found' && links.length > 0) outcome = 'answered';
          provider = 'upstream';
        } catch (error) {
          // Only the reason: an upstream's own error text could echo the request, key included.
          log.warn('chat upstream failed, answering with the built-in assistant', {
            requestId: c.get('requestId'),
            reason: error instanceof UpstreamError ? error.reason : 'unexpected',
            detail: error instanceof UpstreamError ? error.message : undefined,
          });
          provider = 'fallback';
        }
      }
      const latencyMs = Math.round(performance.now() - started);
      try {
        await transcripts.store({ sessionId, question: message, answer, askedAt, answeredAt: new Date(Math.max(now(), askedAt.getTime() + 1)), provider, latencyMs, ipHash: hashAddress(addressOf(c)) });
      } catch (error) {
        // Not an outage (those are held and written later): the visitor still gets the answer; the log records the loss.
        log.error('chat transcript not stored', { requestId: c.get('requestId'), error });
      }
      log.info('chat answered', { requestId: c.get('requestId'), provider, latencyMs, knowledge: knowledge.source });
      return c.json({ message: answer, links, outcome } satisfies ChatResponse);
    },
  );

  // The hand-off form is the contact form in the chat: the contact schema's rules, its rate limit (one shared counter) and its storage.
  // The contact form's counter, keyed the same way (salted address hash), so the two share one budget.
  app.post(CHAT_HANDOFF_ENDPOINT, rateLimit(deps.rateLimiter, CONTACT_RATE_LIMIT, limitKey, log, CONTACT_UNAVAILABLE_MESSAGE), async (c) => {
    const body = await readJson(c, z.unknown());
    if (filledHoneypot(body)) return c.json({ id: randomUUID() } satisfies ContactInquiryCreated, 201);
    const request = parseOrThrow(chatHandoffRequestSchema, body);
    const id = await storeInquiry({ db, log, onStored: deps.onInquiryStored }, c.get('requestId'), {
      name: request.name,
      company: null,
      email: request.email,
      phone: null,
      service_of_interest: null,
      message: request.message,
      source_ip_hash: hashAddress(addressOf(c)),
      chat_session_id: request.sessionId,
    });
    return c.json({ id } satisfies ContactInquiryCreated, 201);
  });

  app.get('/api/admin/chat-sessions', async (c) => {
    await auth.requireStaff(c);
    const query = readQuery(c, chatSessionListQuerySchema);
    return c.json(await listSessions(db, query.page, query.pageSize));
  });

  app.get('/api/admin/chat-sessions/:sessionId', async (c) => {
    await auth.requireStaff(c);
    // A malformed id is the caller's mistake (400); a well-formed one with no transcript is 404.
    const { sessionId } = parseOrThrow(z.object({ sessionId: chatSessionIdSchema }), { sessionId: c.req.param('sessionId') }, 'This is not a chat session id.');
    const detail = await sessionDetail(db, sessionId);
    if (!detail) throw new ApiError(404, 'There is no such chat session.');
    return c.json(detail);
  });

  /** The per-session limit needs the validated body, so it runs inside the handler rather than as middleware. */
  async function limitSession(c: Context, sessionId: string) {
    try {
      const outcome = await deps.rateLimiter.hit(CHAT_RATE_LIMIT_SESSION, sessionId);
      if (!outcome.allowed) {
        throw new ApiError(429, 'You are sending messages very quickly. Please wait a moment and try again.', {
          headers: { 'retry-after': String(outcome.retryAfterSeconds) },
        });
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      log.warn('rate limiter unavailable', { rule: CHAT_RATE_LIMIT_SESSION.name, requestId: c.get('requestId'), error });
    }
  }

  return app;
}
