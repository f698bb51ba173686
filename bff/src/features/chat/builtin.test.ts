import { beforeAll, describe, expect, it } from 'vitest';
import { contentIndexSchema, siteConfig, type RouteManifest } from '@swat/shared-contracts';
import { builtinAnswer, builtinReply } from './builtin';
import { countriesIn } from './countries';
import { knowledgeFromContent, knowledgeFromManifest, type Knowledge } from './knowledge';
import { currentKnowledge } from './test-content';
import { normalise, tokens } from './text';

let knowledge: Knowledge;
beforeAll(async () => {
  knowledge = await currentKnowledge();
});

const ask = (question: string) => builtinAnswer(question, knowledge);

describe('built-in assistant on the real site content', () => {
  // Questions visitors actually type, each with the page that must be linked in the answer.
  it.each([
    ['Do you do fieldwork in Saudi Arabia?', '/services/geographic-coverage'],
    ['Can you run face-to-face interviews in KSA?', '/services/field-data'],
    ['How big is your panel?', '/swatx'],
    ['What is the size of the SWATX panel?', '/swatx'],
    ['What AI services do you offer?', '/swat-ai/ai-services'],
    ['Do you offer training courses for our team?', '/training'],
    ['How can I contact you?', '/contact'],
    ['What is your phone number?', '/contact'],
    ['How much does a survey cost?', '/contact'],
    ['Can I get a quote for a brand tracker?', '/contact'],
    ['How do you check the quality of interviews?', '/services/quality-assurance'],
    ['What is SWAT Monitor?', '/monitor'],
    ['Do you help with sustainability and circular economy strategy?', '/consultancy/sustainability-circularity'],
    ['Tell me about SWAT Lab', '/swat-ai/swatlab'],
    ['Who owns the data from a study?', '/services'],
    ['Who are you?', '/about'],
    ['What services do you offer?', '/swat-ai'],
    ['Can you help us enter the Saudi market?', '/consultancy/business-development'],
    ['Will you sign our NDA?', '/contact'],
  ])('%s → links %s', (question, path) => {
    const answer = ask(question);
    expect(answer).toContain(path);
    // Plain text for the widget: no Markdown links or emphasis.
    expect(answer).not.toMatch(/\]\(|\*\*/);
  });

  it('answers how to reach us when a contact question names a city, instead of what we cover there', () => {
    const answer = ask('whats your office adress and phone number in dubai? and what are your working hours');
    expect(answer).toMatch(/^You can write to us/);
    expect(answer).toContain('/contact');
    expect(answer).not.toContain('/services/geographic-coverage');
    // A question about offices in a country is still about coverage.
    expect(ask('Do you have field teams in Oman?')).toContain('/services/geographic-coverage');
  });

  it('reads "بكم" in "خاصة بكم" (your own) as a possessive, not as "how much"', () => {
    const answer = ask('هل لديكم فرق ميدانية خاصة بكم في المغرب وتونس، أم يتم العمل هناك عن طريق شركاء؟');
    expect(answer).toMatch(/^نعم/);
    expect(answer).not.toContain('quotes@');
  });

  it('leads with the service when the only place named is our own city, and with coverage when the place is the question', () => {
    const lead = (question: string) => builtinReply(question, knowledge).links[0]?.path;
    expect(lead('Do you offer mystery shopping? We have showrooms across Dubai and Abu Dhabi')).toBe('/services/field-data');
    expect(lead('Can you size the market for our product in Dubai?')).toBe('/consultancy/market-analysis');
    expect(lead('Do you have field teams in Dubai?')).toBe('/services/geographic-coverage');
    expect(lead('Do you run fieldwork in Jordan and Egypt?')).toBe('/services/geographic-coverage');
    // A method named beside another country leads too, with the coverage of the country next.
    expect(builtinReply('Do you offer mystery shopping in Jordan and Egypt?', knowledge).links.map((l) => l.path)).toEqual(['/services/field-data', '/services/geographic-coverage']);
  });

  it('sends a panel of the client\'s own customers or staff to panel management, and the client dashboard to the portal', () => {
    const lead = (question: string) => builtinReply(question, knowledge).links[0]?.path;
    expect(lead('could you run a private panel of our own customers that we survey every month')).toBe('/swatx/panel-management');
    expect(lead('We want an employee panel for quarterly pulse surveys')).toBe('/swatx/panel-management');
    expect(lead('نريد لوحة موظفين لاستطلاعات دورية')).toBe('/ar/swatx/panel-management');
    expect(lead('لا أستطيع الدخول إلى لوحة العملاء')).toMatch(/client-login$/);
  });

  it('tells a job seeker how to apply, wherever they want to work, instead of what we cover there', () => {
    const reply = builtinReply('are you hiring interviewers in Sharjah or Muscat?', knowledge);
    expect(reply.links.map((l) => l.path)).toEqual(['/contact']);
    expect(reply.message).toMatch(/CV/);
    expect(reply.message).not.toMatch(/coverage/i);
    const arabic = builtinReply('هل لديكم وظائف شاغرة في الرياض؟', knowledge);
    expect(arabic.links.map((l) => l.path)).toEqual(['/ar/contact']);
    expect(arabic.message).toContain('سيرتك الذاتية');
  });

  it('answers "what kinds of … do you offer" with the section page that sets them side by side, and "which type of study" with the method', () => {
    const lead = (question: string) => builtinReply(question, knowledge).links[0]?.path;
    expect(lead('what kinds of fieldwork and data analysis do you offer?')).toBe('/services');
    expect(lead('ما أنواع خدمات العمل الميداني وتحليل البيانات لديكم؟')).toBe('/ar/services');
    expect(lead('what type of study would find the right price point for our juice?')).toBe('/services/research-methodologies');
  });

  it('reads an Arabic word with an attached pronoun as the word, not as a slip for another ("مشروعنا" is our project)', () => {
    expect(knowledge.corrector.correct('حالة مشروعنا')).toContain('مشروعنا');
    expect(builtinReply('وين أشوف حالة مشروعنا؟', knowledge).links[0]?.path).toMatch(/client-login$/);
  });

  it('sends a visitor who scripted the survey on their own platform to sample sourcing, wherever the sample is', () => {
    const lead = (question: string) => builtinReply(question, knowledge).links[0]?.path;
    expect(lead('Our survey is already scripted in Qualtrics; we need 800 respondents in Kuwait through redirect links')).toBe('/swatx/sample-sourcing');
    expect(lead('can you supply sample for a survey we host ourselves?')).toBe('/swatx/sample-sourcing');
  });

  it('reads where the visitor is based as about the visitor, not as a place to cover', () => {
    const links = (question: string) => builtinReply(question, knowledge).links.map((l) => l.path);
    expect(links('we are based in germany, can you invoice in euros instead of AED?')[0]).toBe('/contact');
    // The place the research is in still counts.
    expect(links("I'm based in London. Can you run telephone interviews in Egypt?")).toContain('/services/geographic-coverage');
  });

  it('says which methods and times apply to a covered country', () => {
    const answer = ask('Do you do fieldwork in Saudi Arabia?');
    expect(answer).toMatch(/^Yes, Saudi Arabia/);
    expect(answer).toContain('CAPI');
    expect(answer).toContain('2–3 weeks');
    expect(answer).toContain('/services/field-data');
  });

  it('answers a country outside our own teams with the partner network', () => {
    const answer = ask('Can you run a survey in Germany?');
    expect(answer).toContain('Germany is outside the markets');
    expect(answer).toContain(`${siteConfig.networkCountries} countries`);
    expect(answer).toContain('/services/geographic-coverage');
  });

  it('sends price questions to the contact page and the quotations address', () => {
    const answer = ask('How much would a focus group in Dubai cost?');
    expect(answer).toContain('/contact');
    expect(answer).toContain(siteConfig.emails.quotations);
    expect(answer).not.toMatch(/\$|AED|USD/);
  });

  it('greets a greeting and offers the contact page', () => {
    for (const hello of ['Hello', 'hi there!', 'Good morning', 'Salam']) {
      const answer = ask(hello);
      expect(answer).toMatch(/^Hello, and welcome/);
      expect(answer).toContain('/contact');
    }
  });

  it('answers the question after a greeting, not the greeting', () => {
    expect(ask('Hi! What AI services do you offer?')).toContain('/swat-ai/ai-services');
  });

  it.each(['blorp zibble fnord', 'What is the capital of France?', 'Who won the football world cup?', 'asdfghjkl', '12345', '???', 'Write me a poem about cats'])(
    'says %s is out of scope and offers contact',
    (question) => {
      const answer = ask(question);
      expect(answer).toContain('I can only help with questions about SWAT Research');
      expect(answer).toContain('/contact');
    },
  );

  it('answers an Arabic question in Arabic, pointing to the contact page', () => {
    const answer = ask('هل تقومون بالعمل الميداني في السعودية؟');
    expect(answer).toMatch(/[\u0600-\u06FF]/);
    expect(answer).toContain('/contact');
    expect(answer).toContain('/services/geographic-coverage');
    expect(ask('كم تكلفة دراسة السوق؟')).toContain(siteConfig.emails.quotations);
    expect(ask('مرحبا')).toContain('/contact');
  });

  it('gives the same answer to the same question', () => {
    const question = 'What research methodologies do you use?';
    expect(ask(question)).toBe(ask(question));
  });

  it('keeps answers short', () => {
    for (const q of ['Tell me everything about your research services and methods', 'What do you do?']) expect(ask(q).length).toBeLessThan(1200);
  });
});

describe('built-in assistant without the content index', () => {
  const manifest: RouteManifest = {
    remote: 'marketing',
    builtAt: '2026-11-20T10:00:00.000Z',
    routes: [
      { path: '/services/field-data', title: 'Field data collection: CAPI, CATI, online | SWAT Research', description: 'Face-to-face, telephone and online interviewing across the Gulf.', layout: 'site', noindex: false },
      { path: '/training', title: 'Research training | SWAT Research', description: 'Practical courses in questionnaire design and analysis.', layout: 'site', noindex: false },
      { path: '/contact', title: 'Contact SWAT Research | Request a proposal', description: 'Request a proposal or send a question.', layout: 'site', noindex: false },
    ],
  };

  it('answers from the route manifest titles and descriptions', () => {
    const k = knowledgeFromManifest(manifest);
    expect(k.source).toBe('manifest');
    expect(builtinAnswer('Do you offer courses?', k)).toContain('/training');
    expect(builtinAnswer('Can you do telephone interviews?', k)).toContain('/services/field-data');
    // Coverage still works, from the built-in list of markets.
    expect(builtinAnswer('Do you do fieldwork in Oman?', k)).toMatch(/^Yes, Oman/);
  });

  it('still knows the contact details with nothing at all from marketing', () => {
    const k = knowledgeFromManifest(null);
    expect(k.source).toBe('site-config');
    expect(builtinAnswer('How can I reach you?', k)).toContain(siteConfig.phone.display);
    expect(builtinAnswer('What does a project cost?', k)).toContain(siteConfig.emails.quotations);
    expect(builtinAnswer('Tell me about quantum gravity', k)).toContain('/contact');
  });
});

describe('text helpers', () => {
  it('folds synonyms so both spellings meet', () => {
    expect(tokens('field data collection')).toEqual(tokens('fieldwork'));
    expect(tokens('artificial intelligence')).toEqual(tokens('AI'));
    expect(tokens('KSA')).toEqual(tokens('Saudi Arabia'));
    expect(normalise('How much is a quotation?')).toContain(' price ');
  });

  it('finds countries by name, alias and Arabic name', () => {
    expect(countriesIn('fieldwork in KSA and the UAE').map((c) => c.name)).toEqual(['United Arab Emirates', 'Saudi Arabia']);
    expect(countriesIn('في السعودية').map((c) => c.name)).toEqual(['Saudi Arabia']);
    expect(countriesIn('tell us about your methods')).toEqual([]);
  });

  it('finds countries by demonym, common spelling and Arabic with diacritics', () => {
    expect(countriesIn('a survey of Omani and Kuwaiti consumers').map((c) => c.name)).toEqual(['Kuwait', 'Oman']);
    expect(countriesIn('do you do CATI in Irak').map((c) => c.name)).toEqual(['Iraq']);
    expect(countriesIn('دخول السوق العُماني').map((c) => c.name)).toEqual(['Oman']);
  });

  it("drops the visitor's own organisation, which says nothing about the topic", () => {
    expect(tokens('a five year strategy for our department')).toEqual(tokens('a five year strategy'));
  });

  it('leaves inflected English words alone instead of correcting them to other site words', () => {
    expect(knowledge.corrector.correct('get paid for taking surveys')).toContain('taking');
    expect(knowledge.corrector.correct('do you use gps to verfy interviwers')).toContain('verify');
  });

  it('mends a slip that is itself a word form by the phrase it stands in, but keeps real words', () => {
    // "shopers" passes as "shop" inflected; next to "mystery" it can only be shoppers.
    expect(knowledge.corrector.correct('we need mystery shopers in our showrooms')).toContain('mystery shoppers');
    expect(knowledge.corrector.correct('an internship in data analytics')).toContain('data analytics');
  });

  it('keeps words the lexicon names as out of scope, and corrects nothing to them', () => {
    // "passport" is not a slip for "password": a visa question is not about signing in.
    expect(knowledge.corrector.correct('do i need a visa for my indian passport')).toContain('passport');
    expect(builtinReply('do i need to apply for a visa before flying to dubai on an indian passport', knowledge).links[0]?.path).toBe('/contact');
    // Food is not a song: an Arabic word near an out-of-scope one keeps its own meaning.
    expect(builtinReply('نحتاج تحليل السوق لقطاع الأغذية', knowledge).links[0]?.path).toBe('/ar/consultancy/market-analysis');
  });
});

describe('answers that lead with the right page', () => {
  it.each([
    // A legal question that names the client dashboard is still a legal question.
    ['Which courts handle a dispute over the client portal?', '/terms-of-service'],
    // GPS is a feature of what the visitor wants built or collected, not by itself a quality check.
    ['can you build a tablet app for our inspectors with gps and photo capture?', '/swat-ai/app-development'],
    ['we need CAPI interviews in malls with gps on each one', '/services/field-data'],
    ['do your supervisors use gps tracking to check interviewers really went out?', '/services/quality-assurance'],
    // A briefing or seminar about AI is the AI Learning Center; how a firm came to be is who we are.
    ['Could you give our leadership a seminar on generative AI?', '/swat-ai/learning-center'],
    ['How long have you been in business, and who founded the firm?', '/about/who-we-are'],
    ['Which teams would handle my study, and who does what?', '/about/our-departments'],
    // Testing how well language models handle dialects is the lab's work.
    ['Do you benchmark language models on Gulf Arabic?', '/swat-ai/swatlab'],
    // "What do you do" is the home page's work in one screen; "who are you" is the about page.
    ['so what is it you do, exactly?', '/'],
    ['who are you and since when?', '/about/who-we-are'],
    // Staff posing as customers is mystery shopping, however it is put.
    ['could someone pose as a customer in our branches and rate our staff?', '/services/field-data'],
    ['can a blogger republish your charts? is there a copyright notice?', '/terms-of-service'],
    ['a web app where our dealers log orders, with a field sales module', '/swat-ai/app-development'],
    // A dialect named after a region is a way of speaking, not a country to cover.
    ['We study how language models cope with Levantine and Gulf dialects; could we run an experiment with your lab?', '/swat-ai/swatlab'],
    // Partners in a country named are a question of coverage, not of finding the visitor a distributor.
    ['In Libya and Sudan, do you have your own teams or do you go through partners?', '/services/geographic-coverage'],
    // A diary or home visits asks which method fits; tagging comments by theme is an AI service.
    ['we want shoppers to keep a diary of what they buy for two weeks, which approach would you take?', '/services/research-methodologies'],
    ['can you tag 8,000 app store reviews by theme and sentiment?', '/swat-ai/ai-services'],
    // Panel members who are real and kept up to date is how the panel is managed.
    ['how do you check your panelists are real and update their profiles?', '/swatx/panel-management'],
    // Several parts of the firm named in "what do you do" ask about the whole; a brief about the company is the about page.
    ['ماذا تفعل شركتكم بالضبط؟ أبحاث أم استشارات أم ذكاء اصطناعي؟', '/ar'],
    ['أريد نبذة عن شركتكم ومتى تأسست', '/ar/about'],
    // "Government department" is the visitor, not our departments.
    ['Our government department needs a three-year strategy with KPIs', '/consultancy/strategic-planning'],
    ['What is your org structure, and which internal teams would run my study?', '/about/our-departments'],
    // Needs described in the visitor's words (fresh11): a budget inside a plan is not a price question.
    ['Our ministry needs a three-year plan with targets, a budget and quarterly reviews', '/consultancy/strategic-planning'],
    ['which of two packaging concepts do shoppers prefer, and what price they would pay?', '/services/research-methodologies'],
    ['is your research team in house or outsourced?', '/about/who-we-are'],
    ['we need a distributer in Qatar for our coffee machines', '/consultancy/business-development'],
    ['شو تسوون بالضبط؟', '/ar'],
    // Job seekers write to us: there is no careers page.
    ['Are you hiring? Where do I send my CV?', '/contact'],
    ['هل توجد وظائف شاغرة لديكم للمحللين؟', '/ar/contact'],
    // "وسائل التواصل" is social media, not a way of contacting us.
    ['نريد رصد ما يقال عن منتجاتنا على وسائل التواصل', '/ar/monitor'],
    // Needs described in the visitor's words (fresh12, fresh13): an existing client asking how far
    // along their study is, recordings to turn into text, packaging claims and plastic, the company's background.
    ["We're already a client. How can I see how far along the fieldwork is on our ongoing study?", '/client-login'],
    ['عندنا تسجيلات مقابلات ومجموعات نقاش ونحتاج تفريغها نصياً وترجمتها من العربي للانجليزي', '/ar/swat-ai/ai-services'],
    ['نحن سلسلة سوبرماركت ونبي نقلل البلاستيك ونعرف هل الزباين بيرجعون العبوات', '/ar/consultancy/sustainability-circularity'],
    ['Could our eco-friendly packaging claims be called greenwashing? Can someone review them?', '/consultancy/sustainability-circularity'],
    ['Can you give me the company background: history, the team, where you are headed?', '/about'],
    // fresh14: erasing one's details is privacy; a fund checking a company before buying it is due diligence; who founded the firm, in Gulf Arabic.
    ['I sent you my details last year, how long do you keep them and how do I get them erased?', '/privacy-policy'],
    ['نحن صندوق استثماري وناوين نستحوذ على شركة، نبغى أحد مستقل يتحقق من أرقام السوق قبل ما نوقع', '/ar/consultancy/business-development'],
    ['We are investors looking at an acquisition in Oman and need commercial due diligence on the target', '/consultancy/business-development'],
    ['من متى الشركة موجودة بالسوق ومين اللي أسسها', '/ar/about/who-we-are'],

    ['How do you make sure interviews are not faked?', '/services/quality-assurance'],
    ['We want to size the market for electric scooters in the UAE', '/consultancy/market-analysis'],
    ['Do you offer training courses in survey design for analysts?', '/training'],
    ['I am a client, how do I download my project data?', '/client-login'],
    ['do you have traning cources?', '/training'],
    // A country next to research in general asks about coverage there; Arabic coverage wording counts too.
    ['Can you run a survey in Saudi Arabia and Egypt at the same time?', '/services/geographic-coverage'],
    ['هل تعملون في سلطنة عمان والبحرين؟', '/ar/services/geographic-coverage'],
    // The specific sub-page before the overview that mentions it in passing.
    ['How do you recruit and verify your panel members?', '/swatx/panel-management'],
    // A topic named for the parent alone keeps the parent first.
    ['هل تقدمون استشارات للشركات؟', '/ar/consultancy'],
    // Words spread over one page still make it the answer.
    ['do you have experiance interviewing doctors', '/services/field-data'],
    // A bare "country" or "global" says nothing about where we do fieldwork.
    ['are you a local firm or part of some global agency?', '/about/who-we-are'],
    ["which country's law applies to using this site?", '/terms-of-service'],
    ['Do you do R&D or joint research with universities on Arabic language models?', '/swat-ai/swatlab'],
    // "Our survey" beside a service is not a client asking for their files.
    ['Can AI code thousands of open-ended comments from our survey?', '/swat-ai/ai-services'],
    ['how do i get the final report pdf for our project?', '/client-login'],
    // A short cost question asks for a quote; price beside a specific service's other questions is about the service.
    ['How much would a brand tracker cost per wave?', '/contact'],
    ['If you build a custom AI tool for us, who owns the source code and the models, and is it fixed price?', '/swat-ai/development-process'],
    // Whether a quoted price binds is a question for the terms, however short.
    ['Would a price your assistant mentions be legally binding?', '/terms-of-service'],
    // An NPS programme with journey mapping is a study design; tracking it every month is the monitor.
    ['Could you design a net promoter score programme with customer journey mapping for our hotels?', '/services/research-methodologies'],
    ['We want to track our NPS every month on a dashboard', '/monitor'],
  ])('%s → first link %s', (question, path) => {
    expect(builtinReply(question, knowledge).links[0]?.path).toBe(path);
  });

  it('opens with a sentence that answers, not with a refusal or a link list', () => {
    const { message } = builtinReply('Do you offer training courses?', knowledge);
    const first = message.split(/(?<=[.!?])\s/)[0]!;
    expect(first).not.toMatch(/^No\b/);
    expect(first).toMatch(/courses/i);
    const sizing = builtinReply('We want to size the market for electric scooters in the UAE', knowledge).message;
    expect(sizing.split(/(?<=[.!?])\s/)[0]).toMatch(/market/i);
  });
});

describe('Arabic answers', () => {
  it.each(['من أنتم؟', 'كيف تتأكدون أن المقابلات حقيقية؟', 'هل تقدمون دورات تدريبية؟', 'ما هي خدمات الذكاء الاصطناعي لديكم؟'])('%s is answered in Arabic only', (question) => {
    const { message } = builtinReply(question, knowledge);
    // Brand names, paths and e-mail addresses are Latin by nature; an English sentence is not.
    const withoutNames = message.replace(/SWAT[ A-Za-z]*|\/[\w/-]*|[\w.+-]+@[\w.-]+|\([^)]*\)/g, '');
    expect(withoutNames).not.toMatch(/[A-Za-z]{3,}(?:\s+[A-Za-z]{2,}){2,}/);
  });
});

describe('language-aware index', () => {
  const route = (path: string, title: string, description: string, text: string) => ({ path, title, description, headings: [title], text, sections: [{ heading: title, text }] });
  const content = (withArabicTraining: boolean) =>
    knowledgeFromContent(
      contentIndexSchema.parse({
        remote: 'marketing',
        builtAt: '2026-11-20T10:00:00.000Z',
        routes: [
          route('/training', 'Training courses | SWAT Research', 'Courses for research teams.', 'Practical courses in questionnaire design and analysis for research teams.'),
          route('/services/field-data', 'Field data collection | SWAT Research', 'Interviews across the region.', 'Face-to-face and telephone interviews with supervised teams.'),
          ...(withArabicTraining ? [route('/ar/training', 'التدريب | SWAT Research', 'دورات عملية لفرق البحث.', 'دورات عملية في تصميم الاستبيانات وتحليل البيانات لفرق البحث.')] : []),
        ],
      }),
    );

  it('links an Arabic question to the Arabic page when it exists', () => {
    const reply = builtinReply('هل تقدمون دورات تدريبية؟', content(true));
    expect(reply.links[0]?.path).toBe('/ar/training');
    // The Arabic page's own words answer.
    expect(reply.message).toContain('دورات عملية');
  });

  it('falls back to the English page when there is no Arabic one, and keeps English questions on English pages', () => {
    expect(builtinReply('هل تقدمون دورات تدريبية؟', content(false)).links[0]?.path).toBe('/training');
    expect(builtinReply('Do you offer training courses?', content(true)).links[0]?.path).toBe('/training');
  });
});
