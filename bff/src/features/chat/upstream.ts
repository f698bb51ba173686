import { z } from 'zod';
import { siteConfig } from '@swat/shared-contracts';
import type { ChatSettings } from '../../config/env';
import { rankPages, retrieve } from './builtin';
import { localPage, type Knowledge } from './knowledge';
import type { ChatProvider, ChatQuestion } from './provider';
import type { Hit } from './search';

export type UpstreamSettings = NonNullable<ChatSettings['upstream']>;

/** The part of an OpenAI-compatible chat-completions reply we use. Anything else is "malformed". */
const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().trim().min(1) }) }))
    .min(1),
});

/** An upstream failure; its message never carries the key or the upstream's body. */
export class UpstreamError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'status' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Questions and answers, then passages, handed to the model: enough to answer, few enough to read. */
const SOURCES = 6;
const HISTORY_TURNS = 10;
const MAX_REPLY_CHARS = 4000;

export interface Source {
  url: string;
  /** A page question, or the heading of a passage. */
  title: string;
  text: string;
}

/** The site's questions-and-answers and passages that best match, each with the URL to cite, in the visitor's language. */
export function retrievedSources(question: string, knowledge: Knowledge, limit = SOURCES): Source[] {
  const { lang, hits } = retrieve(question, knowledge);
  // The pages the built-in answer would link, best first; on each, its questions and answers before its passages.
  const pageRank = new Map(rankPages(hits).map((p, i) => [p.page, i]));
  const place = (h: Hit) => (pageRank.get(h.doc.page) ?? pageRank.size) * 2 + (h.doc.kind === 'qa' ? 0 : 1);
  const ranked = hits.filter((h) => h.doc.kind === 'qa' || h.doc.kind === 'passage').sort((a, b) => place(a) - place(b));
  return ranked.slice(0, limit).map(({ doc }) => ({
    url: localPage(knowledge, doc.page, lang).path,
    title: doc.kind === 'qa' ? doc.question : doc.heading,
    text: doc.kind === 'qa' ? doc.answer : doc.text,
  }));
}

export function systemPrompt(question: string, knowledge: Knowledge): string {
  const { brand, office, phone, emails } = siteConfig;
  const sources = retrievedSources(question, knowledge)
    .map((p, i) => `[${i + 1}] ${p.url} — ${p.title}\n${p.text}`)
    .join('\n\n');
  const pages = [...knowledge.pages.values()].map((p) => `${p.path} (${p.name})`).join('; ');
  return [
    `You are the ${brand.assistantTitle} on the website of ${brand.name}, a market research, consultancy and AI-services firm in ${office.locality}, ${office.country}, founded in ${siteConfig.foundingYear}, working across ${siteConfig.areaServed} with a partner network in more than ${siteConfig.networkCountries} countries.`,
    'Answer visitors briefly (at most five sentences) using only the numbered sources below: the site\'s own questions and answers first, then passages of its pages. Your first sentence must answer the question directly. If the sources do not answer the question, say so and suggest the contact page /contact. Never invent prices, figures, clients or services.',
    'Cite your sources: after each fact, write the URL of the source it came from in brackets, for example (/services/field-data). End with one to three of those URLs, the most useful first. Write plain text without Markdown.',
    `Client portal questions (downloading project data, passwords, project status): point to /client-login. Quotations and prices: always point to /contact and ${emails.quotations}. General e-mail: ${emails.general}. Phone: ${phone.display}. Office: ${office.streetAddress}, ${office.locality}.`,
    'If the visitor writes in Arabic, answer in Arabic and cite the /ar pages.',
    `Pages of the site: ${pages}`,
    sources ? `Sources from the site, each with its URL:\n\n${sources}` : 'No source on the site matched this question.',
  ].join('\n\n');
}

/** Proxies to `${url}/chat/completions`. Every failure rejects with an UpstreamError; the caller falls back. */
export function createUpstreamProvider(settings: UpstreamSettings, fetchImpl: typeof fetch = fetch): ChatProvider {
  const endpoint = `${settings.url}/chat/completions`;
  return {
    name: 'upstream',
    async answer(question: ChatQuestion) {
      const messages = [
        { role: 'system', content: systemPrompt(question.message, question.knowledge) },
        ...question.history.slice(-HISTORY_TURNS).map((t) => ({ role: t.role, content: t.text })),
        { role: 'user', content: question.message },
      ];
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (settings.key) headers.authorization = `Bearer ${settings.key}`;
      let response: Response;
      // hono/timeout would answer the visitor but leave this fetch running: it needs its own signal.
      const signal = AbortSignal.timeout(settings.timeoutMs);
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: settings.model, messages, temperature: 0.2, max_tokens: 500 }),
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw new UpstreamError('timeout', `no answer within ${settings.timeoutMs} ms`);
        throw new UpstreamError('network', error instanceof Error ? error.name : 'fetch failed');
      }
      let body: unknown;
      try {
        // The body is read under the same signal, so a server that stalls mid-reply times out too.
        const text = await response.text();
        if (!response.ok) throw new UpstreamError('status', `HTTP ${response.status}`);
        body = JSON.parse(text);
      } catch (error) {
        if (error instanceof UpstreamError) throw error;
        if (signal.aborted) throw new UpstreamError('timeout', `no complete answer within ${settings.timeoutMs} ms`);
        throw new UpstreamError('malformed', 'reply is not JSON');
      }
      const parsed = completionSchema.safeParse(body);
      if (!parsed.success) throw new UpstreamError('malformed', 'reply has no choices[0].message.content');
      return parsed.data.choices[0]!.message.content.slice(0, MAX_REPLY_CHARS);
    },
  };
}
