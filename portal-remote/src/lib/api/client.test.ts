import { describe, expect, it } from 'vitest';
import { projectSchema } from '@swat/shared-contracts';
import { contractApi, fakeNetwork, json } from '../../test/harness';
import { createPortalApi, withParams } from './client';
import { ApiFailure } from './failure';

const PROJECT = {
  id: '33333333-3333-4333-8333-333333333333',
  code: 'SWR-2026-001',
  company: null,
  title: 'Shopper journeys in Dubai malls',
  client: { id: '11111111-1111-4111-8111-111111111111', name: 'Aisha Client', email: 'client@example.test', company: 'Gulf Fresh Foods LLC' },
  status: 'in_field',
  methodology: 'Online survey',
  markets: ['AE'],
  targetSampleSize: 1200,
  completes: 684,
  fieldworkStart: '2026-11-02',
  fieldworkEnd: null,
  budgetUsd: null,
  description: null,
  objectives: null,
  createdAt: '2026-10-20T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};

function apiOver(routes: Parameters<typeof fakeNetwork>[0]) {
  const { fetchMock, calls } = fakeNetwork(routes);
  return { api: createPortalApi(contractApi(fetchMock as unknown as (input: string, init?: RequestInit) => Promise<Response>)), calls };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

describe('the portal API client', () => {
  it('writes query strings without empty values and with repeated keys', () => {
    expect(withParams('/api/projects', { q: '', status: null, page: 2, banner: ['gender', 'city'], weight: true })).toBe('/api/projects?page=2&banner=gender&banner=city&weight=true');
    expect(withParams('/api/projects')).toBe('/api/projects');
  });

  it('gives back the answer as its contract parses it', async () => {
    const { api } = apiOver({ 'GET /api/projects/p1': PROJECT });
    expect(await api.get(projectSchema, '/api/projects/p1')).toEqual(PROJECT);
  });

  it('refuses an answer its contract does not describe instead of passing it on', async () => {
    const { api } = apiOver({ 'GET /api/projects/p1': { ...PROJECT, status: 'somewhere' } });
    const failure = await failureOf(api.get(projectSchema, '/api/projects/p1'));
    expect(failure.kind).toBe('invalid-response');
    expect(failure.serverMessage).toBeNull();
  });

  it("turns the bff's error body into a typed failure: status, message, field errors, code", async () => {
    const { api, calls } = apiOver({
      'POST /api/clients': json(400, { message: 'Some fields need attention.', fieldErrors: { email: ['Enter a valid e-mail address.'] }, requestId: 'r1' }),
      'POST /api/client/login': json(403, { message: 'Choose a new password first.', code: 'password_change_required', requestId: 'r2' }),
    });
    const invalid = await failureOf(api.send('POST', '/api/clients', { body: { email: 'x' } }));
    expect(invalid).toMatchObject({ kind: 'http', status: 400, serverMessage: 'Some fields need attention.', fieldErrors: { email: ['Enter a valid e-mail address.'] }, code: null });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'x' } });
    const blocked = await failureOf(api.send('POST', '/api/client/login', { body: {} }));
    expect(blocked).toMatchObject({ status: 403, code: 'password_change_required' });
  });

  it('keeps no message from a proxy page or a bare status, so the page says it in its own words', async () => {
    const { api } = apiOver({ 'GET /api/staff': new Response('<html>Bad gateway</html>', { status: 502 }), 'GET /api/audit': new Response('', { status: 500 }) });
    expect(await failureOf(api.get(projectSchema, '/api/staff'))).toMatchObject({ kind: 'http', status: 502, serverMessage: null });
    expect(await failureOf(api.get(projectSchema, '/api/audit'))).toMatchObject({ kind: 'http', status: 500, serverMessage: null });
  });

  it('tells a request that never reached the server from one the server refused', async () => {
    const { api } = apiOver({
      'GET /api/projects': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect((await failureOf(api.get(projectSchema, '/api/projects'))).kind).toBe('network');
  });
});
