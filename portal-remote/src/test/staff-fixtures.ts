import { STAFF, json, type Handler } from './harness';
import type { PublicUser } from '@swat/shared-contracts';

/**
 * The signed-in staff member as the server keeps them, and the answers of PATCH /api/me: the
 * language a test switches to is what the next read of the user returns, as on the real server.
 */
export function staffAccount(start: Partial<PublicUser> = {}) {
  let user: PublicUser = { ...STAFF, ...start };
  const patches: unknown[] = [];
  const me: Handler = ({ body }) => {
    patches.push(body);
    if (body && typeof body === 'object' && 'language' in body && (body.language === 'ar' || body.language === 'en'))
      user = { ...user, language: body.language };
    return json(200, user);
  };
  return { routes: { 'GET /api/auth/user': () => json(200, user), 'PATCH /api/me': me }, patches, current: () => user };
}

export const PROJECT = {
  id: '33333333-3333-4333-8333-333333333333',
  code: 'SWR-2026-014',
  title: 'Grocery shopper study',
  client: { id: '11111111-1111-4111-8111-111111111111', name: 'Aisha Client', email: 'client@example.test', company: 'Gulf Fresh Foods LLC' },
  status: 'in_field',
  methodology: 'CATI',
  markets: ['AE'],
  targetSampleSize: 800,
  completes: 402,
  fieldworkStart: '2026-03-01',
  fieldworkEnd: '2026-03-31',
  budgetUsd: 42000,
  description: null,
  objectives: null,
  createdAt: '2026-02-01T08:00:00.000Z',
  updatedAt: '2026-03-05T08:00:00.000Z',
} as const;

export const COUNTS_BY_STATUS = { draft: 0, in_field: 1, analysis: 0, reporting: 0, completed: 0, on_hold: 0 } as const;
