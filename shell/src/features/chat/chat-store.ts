import { useSyncExternalStore } from 'react';
import { newMessageId, type ChatMessage } from './chat-api';

/**
 * The conversation lives outside the widget's components, for the whole page load: a route
 * change that remounts the layout (or a page without the widget in between) does not lose it.
 */
export interface ChatState {
  messages: ChatMessage[];
  /** The greeting's own id: its words are drawn in the page's language when shown, not stored. */
  greetingId: string;
  /** Answers in a row that found nothing; two offer a person. */
  failedInARow: number;
  handoffOffered: boolean;
  handoffSent: boolean;
}

// The greeting is a message like any other: a random 21-character id (spec: chat message).
const initial = (): ChatState => {
  const greetingId = newMessageId();
  return { messages: [{ id: greetingId, content: '', fromUser: false }], greetingId, failedInARow: 0, handoffOffered: false, handoffSent: false };
};

export function createChatStore() {
  let state = initial();
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(change: (current: ChatState) => ChatState) {
      state = change(state);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      state = initial();
      for (const listener of listeners) listener();
    },
  };
}
export type ChatStore = ReturnType<typeof createChatStore>;

export const chatStore = createChatStore();

export const useChatState = (store: ChatStore) => useSyncExternalStore(store.subscribe, store.get, store.get);
