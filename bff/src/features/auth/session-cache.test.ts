import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabaseTarget } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/app-harness';

// Each process remembers a session check for a few seconds (GET /api/auth/user would
// otherwise ask the database twice per request). The rule it must keep: an account disabled
// anywhere (another bff instance, the users CLI) is refused everywhere within 15 seconds.
describe.each(testDatabases())('session checks on $name', (target: TestDatabaseTarget) => {
  let database: Awaited<ReturnType<TestDatabaseTarget['open']>>;
  let t: TestApp;

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it('refuses an account disabled behind this process’s back within 15 seconds', async () => {
    const client = await t.signedIn('client');
    expect((await client.get('/api/auth/user')).status).toBe(200);
    // What another instance or `npm run users -- disable` does: the row changes, this process is not told.
    await database.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', client.user.id).execute();
    t.clock.advance(15_000);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('by default answers from memory for a few seconds, without asking the database', async () => {
    const client = await t.signedIn('client');
    expect((await client.get('/api/auth/user')).status).toBe(200);
    await database.db.updateTable('users').set({ name: 'Renamed elsewhere' }).where('id', '=', client.user.id).execute();
    expect(((await (await client.get('/api/auth/user')).json()) as { name: string }).name).not.toBe('Renamed elsewhere');
    t.clock.advance(5_001);
    expect(((await (await client.get('/api/auth/user')).json()) as { name: string }).name).toBe('Renamed elsewhere');
  });

  it('sees a session revoked elsewhere within the same bound', async () => {
    const client = await t.signedIn('client');
    const access = [...client.cookies].find(([name]) => name.endsWith('access'))!;
    expect((await client.get('/api/auth/user')).status).toBe(200);
    await database.db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('user_id', '=', client.user.id).execute();
    t.clock.advance(15_000);
    const thief = t.agent();
    thief.cookies.set(access[0], access[1]);
    expect((await thief.get('/api/auth/user')).status).toBe(401);
  });

  it('forgets at once what changes through this process: sign-out, disabling, profile edits', async () => {
    const client = await t.signedIn('client');
    const access = [...client.cookies].find(([name]) => name.endsWith('access'))!;
    const replay = () => {
      const a = t.agent();
      a.cookies.set(access[0], access[1]);
      return a.get('/api/auth/user');
    };
    expect((await replay()).status).toBe(200);
    expect((await client.post('/api/client/logout', {})).status).toBe(200);
    expect((await replay()).status).toBe(401);

    const other = await t.signedIn('client');
    expect((await other.get('/api/auth/user')).status).toBe(200);
    const staff = await t.signedIn('staff');
    expect((await staff.patch(`/api/clients/${other.user.id}`, { disabled: true })).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);

    const third = await t.signedIn('client');
    expect((await third.get('/api/auth/user')).status).toBe(200);
    expect((await third.patch('/api/me', { name: 'New Name' })).status).toBe(200);
    expect(((await (await third.get('/api/auth/user')).json()) as { name: string }).name).toBe('New Name');
  });
});
