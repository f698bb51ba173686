/**
 * npm run bench:chat — how fast the built-in assistant answers, on the marketing remote's
 * current copy: the provider alone, then the whole POST /api/chat (validation, rate limits,
 * transcript write) on an in-memory PGlite. Target: p95 under 50 ms.
 */
import { API_REQUEST_HEADERS } from '@swat/shared-contracts';
import { testDatabases } from '../src/test/databases';
import { createTestApp, TEST_ORIGIN } from '../src/test/app-harness';
import { builtinAnswer } from '../src/features/chat/builtin';
import { knowledgeFromContent } from '../src/features/chat/knowledge';
import { currentContentIndex, fixedKnowledge } from '../src/features/chat/test-content';

const topics = [
  'fieldwork', 'field data collection', 'focus groups', 'mystery shopping', 'CATI telephone interviews', 'face-to-face interviews',
  'online surveys', 'research methodologies', 'brand tracking', 'segmentation', 'pricing research', 'data analysis', 'weighting and tabulation',
  'quality assurance', 'back-checks', 'geographic coverage', 'the SWATX panel', 'panel size', 'sample sourcing', 'panel management',
  'market analysis', 'strategic planning', 'business development', 'market entry', 'sustainability advisory', 'circular economy',
  'AI services', 'AI implementation', 'artificial intelligence', 'app development', 'the learning center', 'success stories',
  'your development process', 'SWAT Lab', 'SWAT Monitor', 'training courses', 'questionnaire design training', 'data protection',
];
const frames = ['Tell me about {t}.', 'Do you offer {t}?', 'How does {t} work at SWAT Research?', 'What can you do for us in {t}?', 'I need help with {t} for a client in the Gulf'];
const countries = ['Saudi Arabia', 'KSA', 'the UAE', 'Qatar', 'Kuwait', 'Egypt', 'Morocco', 'Iraq', 'Germany', 'Nigeria', 'Pakistan', 'France'];
const others = [
  'Hello', 'Hi there', 'Good morning!', 'Thanks', 'How can I contact you?', 'What is your phone number?', 'Where is your office?',
  'How much does a survey cost?', 'Can I get a quote for 1,000 interviews?', 'What are your prices for focus groups?',
  'blorp zibble fnord', 'What is the capital of France?', 'Who won the football world cup?', 'Write me a poem',
  'هل تقومون بالعمل الميداني في السعودية؟', 'كم تكلفة دراسة السوق؟', 'مرحبا', 'أريد دورة تدريبية', 'هل لديكم خدمات الذكاء الاصطناعي؟',
];

const questions = [
  ...topics.flatMap((t) => frames.map((f) => f.replace('{t}', t))),
  ...countries.flatMap((c) => [`Do you do fieldwork in ${c}?`, `Can you run an online survey in ${c}?`, `Do you cover ${c}?`]),
  ...others,
];

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return `n=${s.length}  p50 ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  max ${s.at(-1)!.toFixed(2)} ms`;
};

const content = await currentContentIndex();
// What a server does when the content index arrives: build both languages' search indexes (target: 1 s).
const builds: number[] = [];
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  knowledgeFromContent(content);
  builds.push(performance.now() - started);
}
const knowledge = knowledgeFromContent(content);
console.log(`content: ${knowledge.indexes.en.size} English and ${knowledge.indexes.ar.size} Arabic documents; ${questions.length} questions`);
console.log(`${'index build'.padEnd(25)}first ${builds[0]!.toFixed(0)} ms, then ${builds.slice(1).map((ms) => ms.toFixed(0)).join(', ')} ms`);

const provider: number[] = [];
for (let round = 0; round < 2; round++) {
  for (const q of questions) {
    const started = performance.now();
    builtinAnswer(q, knowledge);
    provider.push(performance.now() - started);
  }
}
console.log(`${'built-in provider'.padEnd(25)}${stats(provider)}  (first call ${provider[0]!.toFixed(2)} ms)`);

// The whole request on each database the tests use (PGlite; PostgreSQL too when DATABASE_URL is set).
let failures = 0;
let request = 0;
for (const target of testDatabases()) {
  const database = await target.open();
  const t = await createTestApp(database, { env: { TRUST_PROXY: '1', LOG_LEVEL: 'silent' }, deps: { chatKnowledge: fixedKnowledge(knowledge) } });
  const ask = async (q: string) => {
    const i = request++;
    const started = performance.now();
    const res = await t.app.request('/api/chat', {
      method: 'POST',
      headers: { ...API_REQUEST_HEADERS, origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': `10.${Math.floor(i / 40000)}.${Math.floor(i / 200) % 200}.${i % 200}` },
      body: JSON.stringify({ message: q, sessionId: `bench${String(Math.floor(i / 10)).padStart(16, '0')}` }),
    });
    await res.text();
    if (res.status !== 200) failures++;
    return performance.now() - started;
  };
  // The first requests pay for JIT and the database's caches; they are not what a running server sees.
  for (const q of questions.slice(0, 20)) await ask(q);
  const http: number[] = [];
  for (const q of questions) http.push(await ask(q));
  console.log(`POST /api/chat (${target.name})`.padEnd(25) + stats(http) + (failures ? `  (${failures} non-200!)` : ''));
  await database.dispose();
}

const p95 = [...provider].sort((a, b) => a - b)[Math.floor(0.95 * provider.length)]!;
if (p95 >= 50 || failures > 0) {
  console.error('FAIL: the built-in assistant must answer with p95 under 50 ms, and every request must succeed');
  process.exitCode = 1;
}
