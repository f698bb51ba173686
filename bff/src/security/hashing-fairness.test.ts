import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHING_SLOW_DOWN_MESSAGE } from '../features/auth/hashing-queue';
import { SUSPECT_PAIR_FAILURES } from '../features/auth/login-throttle';
import { testDatabases } from '../test/databases';
import { createTestApp, TEST_PASSWORD, type Agent, type TestApp } from '../test/app-harness';

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const GUESSERS = 16;

/**
 * Password guessers must not starve people signing in normally. The hashes here cost about as
 * much as a few database round trips (scrypt N=2^13), so a queue that makes a real sign-in wait
 * its turn behind every guesser shows as many guesses answered while it waits; the fair queue
 * lets at most the guesses already running, and one more, finish meanwhile. Counting guesses
 * instead of milliseconds keeps the test meaningful on a busy machine.
 */
describe.each(testDatabases())('password hashing under parallel guessers on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { TRUST_PROXY: '1', SCRYPT_LOG2N: '13', REQUEST_TIMEOUT_SECONDS: '120' } });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Signs in once at the app's cost: the stored hash is upgraded, so guesses against it cost as much. */
  const signIn = async (a: Agent, email: string, ip: string) => {
    const res = await a.post('/api/client/login', { email, password: TEST_PASSWORD }, from(ip));
    expect(res.status).toBe(200);
    return res;
  };

  it('a sign-in from a clean address waits for at most a couple of guesses while 16 guessers hammer sign-in and the current-password check', async () => {
    const real = await t.addUser('client');
    await signIn(t.agent(), real.email, '198.51.100.80');
    const accounts = await Promise.all(Array.from({ length: GUESSERS }, () => t.addUser('client')));
    // Half guess other people's passwords on the sign-in form, half the current password of their own session.
    const agents = await Promise.all(
      accounts.map(async (account, i) => {
        const a = t.agent();
        await signIn(a, account.email, `203.0.113.${i + 1}`);
        return a;
      }),
    );
    const answers: { status: number; at: number; retryAfter: string | null; message: string }[] = [];
    const failuresOf = new Map<number, number>();
    let stop = false;
    const loops = agents.map(async (a, i) => {
      const ip = `203.0.113.${i + 1}`;
      for (let n = 0; !stop; n++) {
        const res =
          i % 2 === 0
            ? await t.agent().post('/api/client/login', { email: accounts[i]!.email, password: `guess ${i} ${n}` }, from(ip))
            : await a.patch('/api/me', { currentPassword: `guess ${i} ${n}`, newPassword: 'a brand new long secret' }, from(ip));
        const body = (await res.json()) as { message: string };
        answers.push({ status: res.status, at: performance.now(), retryAfter: res.headers.get('retry-after'), message: body.message });
        if (res.status === 401 || res.status === 400) failuresOf.set(i, (failuresOf.get(i) ?? 0) + 1);
        // A guesser that ignores Retry-After, but does not spin the test's own event loop.
        if (res.status === 429) await sleep(10);
      }
    });
    // Every guesser has failed a few times: from now on their attempts look like what they are.
    while ([...Array(GUESSERS).keys()].some((i) => (failuresOf.get(i) ?? 0) < SUSPECT_PAIR_FAILURES)) await sleep(50);

    const waits: number[] = [];
    const took: number[] = [];
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      await signIn(t.agent(), real.email, '198.51.100.80');
      const ended = performance.now();
      waits.push(answers.filter((a) => (a.status === 401 || a.status === 400) && a.at > started && a.at < ended).length);
      took.push(ended - started);
      await sleep(50);
    }
    stop = true;
    await Promise.all(loops);

    // Guesses hashed while the real sign-in was on its way: the ones running when it came, and at most one more.
    expect(Math.max(...waits)).toBeLessThanOrEqual(4);
    // And no other bottleneck (refusals re-reading counters from the database) holds it either: a
    // few hundred milliseconds here, where the starving versions took tens of seconds.
    expect(Math.max(...took)).toBeLessThan(5_000);
    // Guessers past their share are refused at once with 429 and a Retry-After, not queued; no 5xx.
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.some((a) => a.message === HASHING_SLOW_DOWN_MESSAGE)).toBe(true);
    for (const a of refused) expect(Number(a.retryAfter)).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  }, 120_000);
});
