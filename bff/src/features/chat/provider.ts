import type { ChatRole } from '@swat/shared-contracts';
import type { Knowledge } from './knowledge';

export interface ChatHistoryTurn {
  role: ChatRole;
  text: string;
}

export interface ChatQuestion {
  message: string;
  sessionId: string;
  /** The session's earlier turns, oldest first (the current message excluded). */
  history: readonly ChatHistoryTurn[];
  knowledge: Knowledge;
}

/** Anything that can answer a visitor: the built-in assistant, or a language model upstream. */
export interface ChatProvider {
  readonly name: 'builtin' | 'upstream';
  /** Resolves with the reply text; rejects when it cannot answer (the caller falls back). */
  answer(question: ChatQuestion): Promise<string>;
}
