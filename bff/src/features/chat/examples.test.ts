import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinReply } from './builtin';
import { readExamples, type Example } from './examples';
import { PageClassifier } from './page-classifier';
import type { Knowledge } from './knowledge';
import { currentKnowledge } from './test-content';

let site: Knowledge;
beforeAll(async () => {
  site = await currentKnowledge();
});

const example = (question: string, examplePath: string, group = 'seen'): Example => ({ group, lang: 'en', path: examplePath, question });

/** The site's real pages and lexicon, with these examples in place of the evaluation set. */
const withExamples = (examples: Example[]): Knowledge => ({ ...site, examples: new PageClassifier(examples) });
const linksFor = (question: string, knowledge: Knowledge) => builtinReply(question, knowledge).links.map((l) => l.path);

describe('examples: questions asked before, with the page each belongs to', () => {
  it('train a classifier: the page whose questions share the words comes first, probabilities summing to one', () => {
    const classifier = new PageClassifier([
      example('could ai read the comments museum visitors leave in emirati dialect', '/swat-ai/swatlab'),
      example('a museum trial where ai reads visitor comments', '/swat-ai/swatlab'),
      example('visitor comments at our museum need sorting', '/services/data-analysis'),
      example('how many interviewers do you have in oman', '/services/geographic-coverage'),
    ]);
    const pages = classifier.classify('could ai read the comments our museum visitors leave?');
    expect(pages[0]!.path).toBe('/swat-ai/swatlab');
    expect(pages.reduce((sum, p) => sum + p.share, 0)).toBeCloseTo(1, 6);
    expect(pages.at(-1)!.path).toBe('/services/geographic-coverage');
    expect(classifier.size).toBe(4);
    // No word of it was ever asked: the pages' base rates are no answer.
    expect(classifier.classify('zzzz qqqq')).toEqual([]);
  });

  it('leave one group out when asked, so a split is measured as never seen', () => {
    const classifier = new PageClassifier([example('do you run focus groups in kuwait', '/services/field-data', 'fresh90'), example('do you work in kuwait', '/services/geographic-coverage', 'dev')]);
    expect(classifier.classify('focus groups in kuwait?')[0]!.path).toBe('/services/field-data');
    expect(classifier.classify('focus groups in kuwait?', 'fresh90').map((p) => p.path)).toEqual(['/services/geographic-coverage']);
    // Words only the left-out group used are unknown then.
    expect(classifier.classify('focus groups?', 'fresh90')).toEqual([]);
  });

  it('read the evaluation set: every example names a page the assistant can link', () => {
    const examples = readExamples();
    expect(examples.length).toBeGreaterThan(3000);
    const unknown = examples.filter((e) => !site.pages.has(e.path));
    expect(unknown).toEqual([]);
  });

  it('refuse a malformed line and say which', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'swat-examples-'));
    const file = path.join(dir, 'bad.tsv');
    writeFileSync(file, '# a comment\ndev\ten\t/contact\thow do I reach you\ndev\tfr\t/contact\tbonjour\n');
    expect(() => readExamples(pathToFileURL(file))).toThrow(/line 3 is not/);
  });
});

describe('the built-in assistant with the page classifier', () => {
  const museum = 'We run a small museum and want to try whether a computer can make sense of the notes visitors leave us. Could we do a little trial together?';

  it('leads with the page the classifier is sure of when the lexicon sends the question elsewhere', () => {
    const before = linksFor(museum, withExamples([]));
    expect(before[0]).not.toBe('/swat-ai/swatlab');
    const knowledge = withExamples([
      example('museum wants a small trial reading visitor notes with a computer', '/swat-ai/swatlab'),
      example('a trial together on visitor notes at our museum', '/swat-ai/swatlab'),
      example('could we run a little trial on the notes museum visitors leave', '/swat-ai/swatlab'),
    ]);
    const reply = builtinReply(museum, knowledge);
    expect(reply.links[0]!.path).toBe('/swat-ai/swatlab');
    // The answer opens from that page and lists it first among the links.
    expect(reply.message).toMatch(/SWAT Lab/);
    expect(reply.message.indexOf('/swat-ai/swatlab')).toBeGreaterThan(0);
  });

  it('leads with a page it gives between 60 and 80 per cent only when the lexicon matched few of the question\'s words', () => {
    const fairlySure = (knowledge: Knowledge, question: string) => {
      const share = knowledge.examples.classify(question)[0]!.share;
      expect(share).toBeGreaterThanOrEqual(0.6);
      expect(share).toBeLessThan(0.8);
    };
    // "a survey" is the one word the lexicon knows here: the classifier knows the errand.
    const loose = 'Museum visitors mutter about our exhibits all day; is there a survey for that?';
    expect(linksFor(loose, withExamples([]))[0]).toBe('/services');
    const museum = withExamples([
      example('museum visitors mutter about our exhibits', '/swat-ai/swatlab'),
      example('visitors mutter about exhibits all day', '/swat-ai/swatlab'),
      example('museum visitors all day', '/services/data-analysis'),
      example('is there a survey', '/services/data-analysis'),
    ]);
    fairlySure(museum, loose);
    expect(linksFor(loose, museum)).toEqual(['/swat-ai/swatlab', '/services', expect.any(String)]);
    // Every word of "Do you run focus groups?" is on the fieldwork page: the same probability only adds a page.
    const named = 'Do you run focus groups?';
    const groups = withExamples([example('do you run focus groups', '/swat-ai/swatlab'), example('run focus groups for us', '/swat-ai/swatlab'), example('focus groups please', '/services/data-analysis'), example('do you run groups', '/services/data-analysis')]);
    fairlySure(groups, named);
    const links = linksFor(named, groups);
    expect(links[0]).toBe('/services/field-data');
    expect(links).toContain('/swat-ai/swatlab');
  });

  it('adds a page the classifier leans to (without being sure) after the lexicon\'s first page', () => {
    const question = 'Do you have your own interviewers in Oman?';
    const lexiconFirst = linksFor(question, withExamples([]))[0];
    const knowledge = withExamples([
      example('interviewers of your own in oman', '/services/quality-assurance'),
      example('your own interviewers in oman and bahrain', '/services/geographic-coverage'),
    ]);
    const links = linksFor(question, knowledge);
    expect(links[0]).toBe(lexiconFirst);
    expect(links).toContain('/services/quality-assurance');
    expect(builtinReply(question, knowledge).message).toMatch(/also find this page useful: \/services\/quality-assurance/);
  });

  it('where the lexicon found nothing, offer the closest page the classifier leans to, and the team beside it', () => {
    const question = 'I own three coffee shops in Dubai and I am thinking about Riyadh. Would another cafe brand do well over there?';
    expect(builtinReply(question, withExamples([])).outcome).toBe('not-found');
    const knowledge = withExamples([
      example('coffee shops thinking about riyadh, would another cafe brand do well', '/consultancy/market-analysis'),
      example('three coffee shops in dubai, thinking about riyadh', '/consultancy/business-development'),
      example('i own coffee shops in dubai, would a cafe brand do well in riyadh', '/consultancy/business-development'),
    ]);
    const reply = builtinReply(question, knowledge);
    expect(reply.links.map((l) => l.path)).toEqual([expect.stringMatching(/^\/consultancy\//), '/contact']);
    expect(reply.message).toMatch(/^I could not find a clear answer to that on our site; the closest page may be \/consultancy\/.*Our team can also answer it directly: \/contact /);
    expect(reply.outcome).toBe('not-found');
  });

  it('lead with the contact or sign-in page only when all but certain, and then with the set answer', () => {
    const question = 'We are a bakery chain and want to know what our customers think of our new bread.';
    const contactLike = withExamples([
      example('we are a bakery chain, what would a customer survey cost', '/contact'),
      example('bakery chain customers new bread price', '/contact'),
      example('what would a chain need', '/services'),
    ]);
    // Sure enough to lead with any other page, not to turn a research need into a request for a person.
    const share = contactLike.examples.classify(question)[0]!;
    expect(share.path).toBe('/contact');
    expect(share.share).toBeGreaterThan(0.8);
    expect(share.share).toBeLessThan(0.99);
    expect(linksFor(question, contactLike)[0]).not.toBe('/contact');
    expect(builtinReply(question, contactLike).outcome).not.toBe('handoff');

    // The lexicon reads "dashboard" as SWAT Monitor; questions worded like this one all went to the portal.
    const locked = 'My colleague who had our account left; how do I get into the dashboard to see our reports?';
    expect(linksFor(locked, withExamples([]))[0]).toBe('/monitor');
    const portalLike = withExamples([
      example('colleague who had our account left, how do we get into the dashboard', '/client-login'),
      example('get into the dashboard to see our reports', '/client-login'),
      example('what reports does the monitor dashboard show', '/monitor'),
    ]);
    const reply = builtinReply(locked, portalLike);
    expect(reply.links.map((l) => l.path)).toEqual(['/client-login']);
    expect(reply.message).toMatch(/^Clients follow their projects in the client area: sign in at \/client-login/);
  });

  it('leave out-of-scope questions with the redirect only', () => {
    const outOfScope = 'Who won the football last night?';
    const sporty = withExamples([example('who won the football last night', '/swat-ai/ai-services'), example('football last night results', '/swat-ai/ai-services')]);
    expect(linksFor(outOfScope, sporty)).toEqual(['/contact']);
  });
});
