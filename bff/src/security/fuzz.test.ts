/**
 * Contract fuzzing: for every API endpoint, bodies and queries are derived from its zod contract
 * (each field given wrong types, missing, extra, huge, NUL, lone surrogates, year 0 …) and sent as a
 * visitor, a client and staff. Whatever the input, the API must answer with a 4xx, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  chatRequestSchema,
  chatSessionListQuerySchema,
  clientListQuerySchema,
  contactInquirySchema,
  createClientRequestSchema,
  createProjectRequestSchema,
  dataItemRowsQuerySchema,
  inquiryListQuerySchema,
  loginRequestSchema,
  projectListQuerySchema,
  updateClientRequestSchema,
  updateInquiryRequestSchema,
  updateMeRequestSchema,
  updateProjectRequestSchema,
  uploadDataItemFieldsSchema,
} from '@swat/shared-contracts';
import { testDatabases } from '../test/databases';
import { createTestApp, type Agent, type TestApp } from '../test/app-harness';

type Role = 'visitor' | 'client' | 'staff';
interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: { schema: z.ZodType; valid: Record<string, unknown> };
  query?: { schema: z.ZodType; valid: Record<string, string> };
  multipart?: { schema: z.ZodType; valid: Record<string, string> };
  /** The role that gets past authorisation, so the body is really validated. */
  as: Role;
}

/** Values no field should choke on. */
const ODD_VALUES: unknown[] = [
  null,
  42,
  -1,
  1e308,
  true,
  [],
  {},
  [1, 'two', { three: 3 }],
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '0000-01-01',
  '9999-12-31',
  '2026-02-31',
  '💥'.repeat(300),
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  'NaN',
  '-0',
  '1e309',
  'null',
];
const ODD_QUERY_VALUES = ['', '%00', 'a%00b', '%', '%E0%A4%A', '%ED%A0%80', '-1', '0', '1e309', 'NaN', 'x'.repeat(5_000), '0000-01-01', "'; drop table users; --", '💥', 'true', '[]'];
const ODD_IDS = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00', 'a%00b', '%ED%A0%80', '..%2F..%2Fetc', 'x'.repeat(3_000), '1%20or%201=1'];

const keysOf = (schema: z.ZodType): string[] => {
  const s = schema as unknown as { shape?: Record<string, unknown>; _zod?: { def?: { in?: z.ZodType } } };
  if (s.shape) return Object.keys(s.shape);
  return s._zod?.def?.in ? keysOf(s._zod.def.in) : [];
};

function bodyVariants(schema: z.ZodType, valid: Record<string, unknown>): unknown[] {
  const out: unknown[] = [{}, [], null, 'just a string', 7, { ...valid, unexpectedField: 'x' }, { ['\u0000key']: 1, ...valid }];
  for (const key of keysOf(schema)) {
    const { [key]: _dropped, ...without } = valid;
    out.push(without);
    for (const odd of ODD_VALUES) out.push({ ...valid, [key]: odd });
  }
  return out;
}

function queryVariants(schema: z.ZodType, valid: Record<string, string>): string[] {
  const out = ['?unexpected=1', '?%00=1', '?a=%ZZ'];
  for (const key of keysOf(schema)) for (const odd of ODD_QUERY_VALUES) out.push(`?${new URLSearchParams({ ...valid }).toString()}&${key}=${odd}`);
  return out;
}

describe.each(testDatabases())('contract fuzzing on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let agents: Record<Role, Agent>;
  let ids: { project: string; client: string; dataItem: string; inquiry: string; chat: string };
  let ip = 0;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { TRUST_PROXY: '1' } });
    agents = { visitor: t.agent(), client: await t.signedIn('client'), staff: await t.signedIn('staff') };
    const client = await t.addUser('client');
    const project = await (await agents.staff.post('/api/projects', { code: 'FZ-0001', title: 'Fuzz', clientId: client.id })).json();
    const form = new FormData();
    form.set('title', 'Rows');
    form.set('file', new File(['a,b\n1,=cmd\n2,x\n'], 'rows.csv', { type: 'text/csv' }));
    const item = await (await agents.staff.request(`/api/projects/${project.id}/data-items`, { method: 'POST', body: form })).json();
    const inquiry = await (
      await agents.visitor.post('/api/contact', { name: 'Fuzz Tester', company: 'Fuzz Co', email: 'fuzz@example.com', phone: '', serviceOfInterest: 'market-analysis', message: 'A message long enough.', consent: true, website: '' })
    ).json();
    const chat = 'fuzzSession_012345678';
    await agents.visitor.post('/api/chat', { message: 'hello', sessionId: chat });
    ids = { project: project.id, client: client.id, dataItem: item.id, inquiry: inquiry.id, chat };
    expect(Object.values(ids).every((v) => typeof v === 'string')).toBe(true);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const endpoints = (): Endpoint[] => {
    const p = `/api/projects/${ids.project}`;
    const d = `${p}/data-items/${ids.dataItem}`;
    return [
      { method: 'GET', path: '/api/health', as: 'visitor' },
      { method: 'GET', path: '/api/ready', as: 'visitor' },
      { method: 'GET', path: '/api/runtime-config', as: 'visitor' },
      { method: 'GET', path: '/api/auth/user', as: 'client' },
      { method: 'POST', path: '/api/client/login', as: 'visitor', body: { schema: loginRequestSchema, valid: { email: 'nobody@example.com', password: 'wrong password' } } },
      { method: 'POST', path: '/api/admin/login', as: 'visitor', body: { schema: loginRequestSchema, valid: { email: 'nobody@example.com', password: 'wrong password' } } },
      { method: 'POST', path: '/api/client/logout', as: 'visitor' },
      { method: 'GET', path: '/api/me', as: 'client' },
      { method: 'PATCH', path: '/api/me', as: 'client', body: { schema: updateMeRequestSchema, valid: { name: 'Fuzz Client', company: 'Fuzz Co' } } },
      { method: 'GET', path: '/api/projects', as: 'staff', query: { schema: projectListQuerySchema, valid: { q: 'fuzz' } } },
      { method: 'POST', path: '/api/projects', as: 'staff', body: { schema: createProjectRequestSchema, valid: { code: 'FZ-0002', title: 'Fuzz 2', clientId: ids.client, fieldworkStart: '2026-01-01' } } },
      { method: 'GET', path: p, as: 'staff' },
      { method: 'GET', path: `${p}/status-history`, as: 'staff' },
      { method: 'PATCH', path: p, as: 'staff', body: { schema: updateProjectRequestSchema, valid: { title: 'Fuzz renamed', fieldworkStart: '2026-01-01' } } },
      { method: 'GET', path: `${p}/data-items`, as: 'staff' },
      { method: 'POST', path: `${p}/data-items`, as: 'staff', multipart: { schema: uploadDataItemFieldsSchema, valid: { title: 'Upload', kind: 'other' } } },
      { method: 'GET', path: d, as: 'staff' },
      { method: 'GET', path: `${d}/download`, as: 'staff' },
      { method: 'GET', path: `${d}/rows`, as: 'staff', query: { schema: dataItemRowsQuerySchema, valid: { page: '1' } } },
      { method: 'GET', path: `${d}/columns/a`, as: 'staff' },
      { method: 'GET', path: '/api/clients', as: 'staff', query: { schema: clientListQuerySchema, valid: { q: 'x' } } },
      { method: 'POST', path: '/api/clients', as: 'staff', body: { schema: createClientRequestSchema, valid: { email: `new${Date.now()}@example.com`, name: 'New Client' } } },
      { method: 'PATCH', path: `/api/clients/${ids.client}`, as: 'staff', body: { schema: updateClientRequestSchema, valid: { name: 'Renamed Client' } } },
      { method: 'GET', path: '/api/inquiries', as: 'staff', query: { schema: inquiryListQuerySchema, valid: {} } },
      { method: 'PATCH', path: `/api/inquiries/${ids.inquiry}`, as: 'staff', body: { schema: updateInquiryRequestSchema, valid: { handled: true } } },
      {
        method: 'POST',
        path: '/api/contact',
        as: 'visitor',
        body: { schema: contactInquirySchema, valid: { name: 'Fuzz Tester', company: 'Fuzz Co', email: 'fuzz@example.com', phone: '', serviceOfInterest: 'market-analysis', message: 'A message long enough.', consent: true, website: '' } },
      },
      { method: 'POST', path: '/api/chat', as: 'visitor', body: { schema: chatRequestSchema, valid: { message: 'What do you do?', sessionId: ids.chat } } },
      { method: 'GET', path: '/api/admin/chat-sessions', as: 'staff', query: { schema: chatSessionListQuerySchema, valid: {} } },
      { method: 'GET', path: `/api/admin/chat-sessions/${ids.chat}`, as: 'staff' },
      { method: 'DELETE', path: d, as: 'staff' },
      { method: 'DELETE', path: p, as: 'staff' },
    ];
  };

  it('has a valid base for every contract it fuzzes (so the variants test one fault at a time)', () => {
    for (const e of endpoints()) {
      const part = e.body ?? e.query ?? e.multipart;
      if (part) expect(part.schema.safeParse(part.valid).success, `${e.method} ${e.path}`).toBe(true);
    }
  });

  it('answers every variant of every endpoint with less than 500', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    const send = async (role: Role, method: string, path: string, init: RequestInit & { json?: unknown } = {}) => {
      const headers = new Headers(init.headers);
      // A fresh address each time: per-address limits would otherwise answer 429 before validation runs.
      headers.set('x-forwarded-for', `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`);
      let res: Response;
      try {
        res = await agents[role].request(path, { ...init, method, headers });
      } catch (error) {
        failures.push(`${role} ${method} ${path}: threw ${String(error)}`);
        return;
      }
      sent++;
      if (res.status >= 500) failures.push(`${role} ${method} ${path} ${JSON.stringify(init.json ?? '').slice(0, 200)} → ${res.status} ${(await res.text()).slice(0, 200)}`);
      else await res.body?.cancel();
    };
    // DELETEs last, or the ids would vanish under the other endpoints.
    const all = endpoints();
    const ordered = [...all.filter((e) => e.method !== 'DELETE'), ...all.filter((e) => e.method === 'DELETE')];
    for (const e of ordered) {
      for (const role of ['visitor', 'client', 'staff'] as const) await send(role, e.method, e.path, e.body ? { json: e.body.valid } : {});
      for (const id of ODD_IDS) if (e.path.includes(ids.project) && e.method !== 'DELETE') await send(e.as, e.method, e.path.replace(ids.project, id), e.body ? { json: e.body.valid } : {});
      if (e.body) {
        for (const variant of bodyVariants(e.body.schema, e.body.valid)) await send(e.as, e.method, e.path, { json: variant });
        await send(e.as, e.method, e.path, { body: '{"broken": ', headers: { 'content-type': 'application/json' } });
        await send(e.as, e.method, e.path, { body: '{"a":"\\u0000","b":"\\ud800"}', headers: { 'content-type': 'application/json' } });
        await send(e.as, e.method, e.path, { body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      }
      if (e.query) for (const q of queryVariants(e.query.schema, e.query.valid)) await send(e.as, e.method, `${e.path}${q}`);
      if (e.multipart) {
        for (const key of keysOf(e.multipart.schema)) {
          for (const odd of ['', '\u0000', 'a\u0000b', '\uD800', 'x'.repeat(10_000), 'nonsense-kind']) {
            const form = new FormData();
            for (const [k, v] of Object.entries({ ...e.multipart.valid, [key]: odd })) form.set(k, v);
            form.set('file', new File(['a,b\n1,2\n'], 'f.csv', { type: 'text/csv' }));
            await send(e.as, e.method, e.path, { body: form });
          }
        }
        await send(e.as, e.method, e.path, { body: 'not a form', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
  });
});
