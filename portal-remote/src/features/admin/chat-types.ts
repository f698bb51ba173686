/**
 * The staff transcript API (GET /api/admin/chat-sessions[/:sessionId]) as the chat work
 * describes it. Kept here until its schemas are committed to shared-contracts; the pages
 * only read these fields, and show a plain state when the endpoint is missing.
 */
export interface ChatSessionSummary {
  sessionId: string;
  firstAt: string;
  lastAt: string;
  turns: number;
  firstQuestion: string | null;
}

export interface ChatSessionListResponse {
  items: ChatSessionSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ChatTurn {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  createdAt: string;
  provider: string | null;
  latencyMs: number | null;
}

export interface ChatSessionDetail {
  sessionId: string;
  turns: ChatTurn[];
}
