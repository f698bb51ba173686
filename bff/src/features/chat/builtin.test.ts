import { beforeAll, describe, expect, it } from 'vitest';
import { contentIndexSchema, siteConfig, type RouteManifest } from '@swat/shared-contracts';
import { builtinAnswer, builtinReply, preferPagesHoldingTheWords, type RankedPage } from './builtin';
import { countriesIn } from './countries';
import { knowledgeFromContent, knowledgeFromManifest, type Knowledge } from './knowledge';
import { currentKnowledge } from './test-content';
import { normalise, tokens, wordString } from './text';
import synonymData from './lexicon/synonyms.json';
import intentData from './lexicon/intents.json';

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
    expect(builtinReply('hi, how are you? do you run focus groups in Oman?', knowledge).links[0]?.path).toBe('/services/field-data');
  });

  it('takes "how are you" with a greeting as a greeting, in English and Arabic', () => {
    for (const hello of ['hello, how are you doing today?', 'Hi, hope you are well']) expect(ask(hello)).toMatch(/^Hello, and welcome/);
    for (const hello of ['مرحبا كيف حالكم', 'السلام عليكم شلونكم؟']) {
      const reply = builtinReply(hello, knowledge);
      expect(reply.message).toMatch(/^أهلاً وسهلاً/);
      expect(reply.links.map((l) => l.path)).toEqual(['/ar/contact']);
    }
  });

  it.each(['blorp zibble fnord', 'What is the capital of France?', 'Who won the football world cup?', 'asdfghjkl', '12345', '???', 'Write me a poem about cats', 'is this the police? I want to join the SWAT team'])(
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

describe('the lexicon as data', () => {
  // Two groups claiming one phrase fold it into whichever sorts first: a silent choice, made explicit here.
  it('gives each phrase one token', () => {
    const owner = new Map<string, string>();
    const claimedTwice: string[] = [];
    for (const group of synonymData.groups) {
      for (const phrase of [...group.en, ...(group.ar ?? [])]) {
        const key = wordString(phrase);
        const previous = owner.get(key);
        if (previous && previous !== group.token) claimedTwice.push(`${phrase}: ${previous} and ${group.token}`);
        owner.set(key, group.token);
      }
    }
    expect(claimedTwice).toEqual([]);
  });

  // A summary phrase that folds into a bare token ("من أنتم" is the company token) would match every question naming it.
  it('keeps summary phrases from folding into a single token', () => {
    const tokenNames = new Set(synonymData.groups.map((g) => g.token));
    const bare = intentData.overview.summaryPhrases.filter((p) => tokenNames.has(normalise(p).trim()));
    expect(bare).toEqual([]);
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

  it('folds a word addressed to us ("your …") like the word the lexicon names', () => {
    expect(tokens('استشاراتكم')).toEqual(tokens('استشارات'));
    expect(tokens('استشاراتكم')).toEqual(['consultancy']);
  });

  it('leaves words of the language alone even when our pages never use them, and still mends slips', () => {
    // Before: daily, firms, scorers, internal, local, washing.
    expect(knowledge.corrector.correct('dairy farms scooters internet loyal watching')).toBe('dairy farms scooters internet loyal watching');
    expect(knowledge.corrector.correct('reserch traning questionaire')).toBe('research training questionnaire');
    // One letter swapped in a short Arabic word is another word (Saudi, approximately, cosmetics), not a slip.
    for (const word of ['سعودي', 'تقريبا', 'تجميل']) expect(knowledge.corrector.correct(word)).not.toMatch(/سيودي|تقريرا|تحميل/);
  });

  it('reads phone shorthand as the words it stands for', () => {
    expect(tokens('wat do u offer in ksa f2f')).toEqual(tokens('what do you offer in saudi arabia face to face'));
  });

  it('reads "شركتنا" as our company, not as a slip for another word', () => {
    expect(knowledge.corrector.correct('شركتنا عائلية')).toContain('شركتنا');
  });

  it('hands off to a person when asked for one in Gulf Arabic, but not when a visitor merely walks in without an appointment', () => {
    expect(builtinReply('ابغى اكلم احد عندكم بخصوص دراسة', knowledge).outcome).toBe('handoff');
    expect(builtinReply('نبي نعرف كيف يستقبل الموظفين الزبون اللي يدخل بدون موعد', knowledge).outcome).not.toBe('handoff');
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
    // "What does this company do" is the firm's work, however it is worded around it.
    ['um hi, what does this company actually do? got here from an advert', '/'],
    // A passage (an FAQ) that answers every part of the question beats a page that matched one named word.
    ['How soon can you start fieldwork in the UAE, and do you translate questionnaires yourselves?', '/services'],
    // Our departments working on "our project" is a prospect asking about the firm, not a client's portal question.
    ['ما الأقسام التي ستعمل على مشروعنا لديكم، ومن الذي ينسّق بينها؟', '/ar/about/our-departments'],
    // "استشاراتكم" is "your consultancy": the word the lexicon knows, addressed to us.
    ['هل استشاراتكم مستقلة فعلًا؟ يعني ما تاخذون عمولة من الجهات اللي توصون فيها؟', '/ar/consultancy'],
    // A need described without the service's name.
    ['have you ever done anything for an insurance company? our claims team spends hours in policy wordings', '/swat-ai/success-stories'],
    ['will you replace human researchers with AI? what is your stance', '/about/our-vision'],
    ['someone called me to ask if I really did the interview for your survey, is that normal?', '/services/quality-assurance'],
    ['شركتنا عائلية ونحتاج خطة واضحة للخمس سنوات الجاية بأهداف وميزانية، تساعدون في هذا؟', '/ar/consultancy/strategic-planning'],
    ['عندنا معارض سيارات ونبي نعرف كيف يستقبل الموظفين الزبون. تقدرون ترسلون أحد كأنه عميل عادي ويقيّمهم؟', '/ar/services/field-data'],
    // A brief told at length that mentions a fee is about the study, not a request for our price.
    ['We launch a payment app in Egypt and need to know what fee level people would tolerate and which features matter most. What kind of study would you run?', '/services/research-methodologies'],
    // From fresh17: who coordinates the teams; a session for management on AI; the range of research services; principles.
    ['Will we deal with separate teams for fieldwork and analysis, or is there one person coordinating?', '/about/our-departments'],
    ['Could you run a short session for senior management on where ChatGPT helps and where it is risky?', '/swat-ai/learning-center'],
    ['I am new to this. What research services do you provide?', '/services'],
    ['ما المبادئ التي تحكم عملكم في عرض النتائج بأمانة؟', '/ar/about/our-vision'],
    ['هل تقدمون تصميم الشعارات والهوية البصرية؟', '/ar/contact'],
    // A region alone asks where we work; beside another question it only sets the scene.
    ['Which countries in the Gulf do you cover?', '/services/geographic-coverage'],
    ['Student writing about research companies in the gulf: who started SWAT and why did they set it up?', '/about/who-we-are'],
    // From fresh18.
    ['Ballpark, how much would a representative survey of 1,000 people in Egypt cost? I need a figure for the budget.', '/contact'],
    ['كم تاخذون على دراسة ميدانية ٨٠٠ مقابلة وجه لوجه في الكويت؟', '/ar/contact'],
    ['why would we go to a research firm for AI instead of a tech company?', '/swat-ai'],
    ['انتو شركة ابحاث، ليش اجيكم للذكاء الاصطناعي بدال ما اروح لشركة تقنيه؟', '/ar/swat-ai'],
    ['PhD student on Gulf dialects here: do you partner with universities?', '/swat-ai/swatlab'],
    ['If this chatbot gives me wrong information, is your company responsible?', '/terms-of-service'],
    ['عندنا براند عصاير ونبي نقسم المستهلكين لفئات حسب احتياجاتهم، تسوونه؟', '/ar/services/research-methodologies'],
    ['وش كل الخدمات البحثيه اللي عندكم؟', '/ar/services'],
    ['what does SWAT Research actually do? survey company, consultants or an AI shop?', '/'],
    // From fresh19: needs in the visitor's own words.
    ['We want people to pose as normal customers in our showrooms and report how staff treat walk-ins', '/services/field-data'],
    ['would shoppers actually use refill stations for our detergent? can you test that before we invest?', '/consultancy/sustainability-circularity'],
    ['we want a couple thousand of our own customers we can poll every few weeks, running under our brand', '/swatx/panel-management'],
    ['If your chatbot tells me something wrong and I act on it, who is responsible?', '/terms-of-service'],
    ['hello there, how is your day going?', '/contact'],
    ['How are you organised?', '/about/our-departments'],
    ['نبي نسوي جلسات نقاش مع سيدات في الرياض، عندكم محاورات وقاعة نتابع منها؟', '/ar/services/field-data'],
    ['عندنا مشروع جاري معكم، كيف أدخل على حسابنا؟', '/client-login'],
    ['كيف تتأكدون أن المقابلات أُجريت فعلاً وأن الباحث لم يملأ الاستبيان بنفسه؟', '/ar/services/quality-assurance'],
    ['كم استجابة أونلاين تقدرون توفرونها في قطر خلال أسبوع؟', '/ar/swatx/sample-sourcing'],
    // From fresh20.
    ['Is SWAT a research agency, a consultancy or an AI company? You seem to do a bit of everything.', '/'],
    ['full service market research company in UAE', '/services'],
    ['Before we hire you as advisors: do you take commissions from the vendors you recommend?', '/consultancy'],
    ['why would a market research firm do AI projects', '/swat-ai'],
    ['Can you prepare our VAT return and audit last year\'s accounts?', '/contact'],
    ['دورة تحليل بيانات SPSS لموظفي الوزارة', '/ar/training'],
    ['أنا مشترك في لوحة الاستبيانات، هل الشركات تشوف اسمي ورقم جوالي؟', '/ar/swatx/panel-management'],
    // From fresh21.
    ['We launch new juice brand and want to know what price people will accept to pay. Which kind of study you do?', '/services/research-methodologies'],
    ['How do you check interviewers are not filling in the questionnaires themselves at home?', '/services/quality-assurance'],
    ['We are investors thinking of buying a chain of clinics. Can you check if their growth numbers are realistic?', '/consultancy/business-development'],
    ['If we send you customer comments for AI analysis, will you use them to train models for other clients?', '/swat-ai/ai-services'],
    ['Our senior managers need a short, non-technical session on AI risks. Do you run that?', '/swat-ai/learning-center'],
    ['Do you also do PRO services, like trade licence renewal and employee visas?', '/contact'],
    ['أنا مسجل في لوحة SWATX وما أبي توصلني استبيانات بعد الحين، كيف أنسحب؟', '/ar/swatx/panel-management'],
    // A word a lexicon phrase uses ("بياناتي") must still meet the privacy phrase it is part of.
    ['كيف أطلب حذف بياناتي الشخصية التي أرسلتها لكم؟', '/ar/privacy-policy'],
    // From fresh22: long briefs in the visitor's own industry words.
    ['Our fund is about to buy a chain of dental clinics in the UAE and the growth forecast looks optimistic. We want an independent view before we sign.', '/consultancy/business-development'],
    ['A Paris agency here: which of Iraq, Algeria and Morocco can you cover face to face with your own teams, and how long for 500 interviews?', '/services/geographic-coverage'],
    ['Patient satisfaction at our clinics has slipped and we only find out from an annual survey months after the fact. We want feedback after each visit and a warning when something goes wrong.', '/monitor'],
    ['Our loyalty programme has 400,000 members and we treat them all the same; we want to split them into a handful of shopper types', '/services/research-methodologies'],
    ['I head the customer service department of a government entity; leadership wants a five-year plan with KPIs aligned with the national vision', '/consultancy/strategic-planning'],
    ['عندنا سلسلة مطاعم في الخليج ونبغى نعرف كل أسبوع وضع علامتنا مقارنة بالمنافسين بدل الدراسة السنوية', '/ar/monitor'],
    ['Could you sell us the phone numbers and emails of wealthy people from your respondent lists?', '/contact'],
    ['can you recommend a good restaurant in Dubai Marina?', '/contact'],
    // From fresh23.
    ['Can you set up a DIFC company license for me?', '/contact'],
    ['متى تأسست الشركة؟', '/ar/about/who-we-are'],
    ['وش الخدمات الاستشارية اللي عندكم؟', '/ar/consultancy'],
    ['كيف ألغي عضويتي في لوحة SWATX؟', '/ar/swatx/panel-management'],
    ['هل تبيعون بيانات الأشخاص الذين يراسلونكم أو تشاركونها مع جهات أخرى؟', '/ar/privacy-policy'],
    ['ما قدرت أدخل على حساب شركتنا عشان أشوف نتايج المشروع', '/client-login'],
    // From fresh24.
    ['وش شغلكم بالضبط؟ ابحاث سوق ولا استشارات ولا ذكاء اصطناعي؟', '/ar'],
    ['ابغى انضم لـ SWATX واشارك في الاستبيانات، من وين اسجل؟', '/ar/contact'],
    ['I manage fieldwork at an agency in Cairo. We script our own surveys: could you supply Saudi respondents through our survey link?', '/swatx/sample-sourcing'],
    ['Have you done AI work for an insurance company before? I would like to see some real examples.', '/swat-ai/success-stories'],
    ['الرسايل اللي اكتبها هنى في الشات وين تروح؟ تنحفظ عندكم؟', '/ar/privacy-policy'],
    // From fresh25: typed on a phone.
    ['quick overview of the company pls - history, teams, vision', '/about'],
    ['do u store what i type in this chat', '/privacy-policy'],
    ['need a quote for 1000 f2f interviews in kuwait asap', '/contact'],
    ['hey hows ur day lol', '/contact'],
    ['Can I send you a confidential brief under NDA?', '/contact'],
    ['نبي تقدير لحجم سوق القهوة المختصة في السعودية', '/ar/consultancy/market-analysis'],
    ['انا عضو في لوحة SWATX وابي احذف حسابي وبياناتي', '/ar/swatx/panel-management'],
    ['تسوون حملات تسويق بالمؤثرين؟', '/ar/contact'],
    // From fresh26.
    ['Marketing wants to split customers into groups based on what they need', '/services/research-methodologies'],
    ['Our inspectors fill in paper checklists on site and someone retypes everything; many sites have no mobile signal', '/swat-ai/app-development'],
    ['Our survey samples are too small for figures at district level; could some modelling help?', '/swat-ai/swatlab'],
    ['I want to leave the panel and have my personal info wiped completely', '/swatx/panel-management'],
    ['Can you help me get a Dubai trade license and open a corporate bank account?', '/contact'],
    ['do you have your own interviewers in algeria or is that done by a partner', '/services/geographic-coverage'],
    ['طورنا نكهتين جديدة ونبي عوايل يجربونها في البيت أسبوع', '/ar/services/research-methodologies'],
    ['إذا طلعوني من الاستبيان لأني ما أنطبق علي الشروط، أحصل على نقاط؟', '/ar/swatx'],
    // What people would pay is pricing research, not a request for our price.
    ['We need to find the price point customers would pay for a new snack', '/services/research-methodologies'],
    // Own people or partners in a country is the coverage question, whatever "partners" means elsewhere.
    ['Do you have your own people on the ground in Morocco or do you use partners?', '/services/geographic-coverage'],
    ['How many of your interviews are verified afterwards?', '/services/quality-assurance'],
    ['When was the company set up, and by whom?', '/about/who-we-are'],
    ['Could you run an online community of our own customers for us?', '/swatx/panel-management'],
    ['Our bank wants to start using AI, where should we begin?', '/swat-ai/implementation'],
    ['What are the steps from first meeting to launch for an AI app?', '/swat-ai/development-process'],
    ['Our university wants to study Arabic dialects and AI together with you', '/swat-ai/swatlab'],
    ['Any examples of AI projects for other companies?', '/swat-ai/success-stories'],
    ['What is the customer service number for my bank?', '/contact'],
    // Nationals rather than expatriates is what the panel offers over bought online samples.
    ['Can you find Saudi nationals for an online survey, not expats?', '/swatx'],
    ['نحتاج أحد ينظف بيانات الاستبيان ويرجحها', '/ar/services/data-analysis'],
    ['تساعدوننا في ملف مناقصة حكومية؟', '/ar/consultancy/business-development'],
    ['هل الأسعار التي يذكرها المساعد ملزمة؟', '/ar/terms-of-service'],
    // How the data will be delivered is the analysis service; where to download it is the portal.
    ['Will the final data come weighted, with significance tests in the tables?', '/services/data-analysis'],
    ['هل لديكم فريق ميداني خاص في تونس أم تعملون عن طريق شريك؟', '/ar/services/geographic-coverage'],
    ['Have you done any projects on customer reviews for hotels? Can you name the clients?', '/swat-ai/success-stories'],
    ['Why use a research company for AI instead of a tech vendor?', '/swat-ai'],
    // The visitor's own sales team is not a request to talk to ours.
    ['We are about to hire a sales team in Oman. Could you interview potential buyers first?', '/consultancy/business-development'],
    // Bringing results into a new dashboard is about the tracking service, not the sign-in.
    ['Can our results from the old tracker be moved into your dashboard?', '/monitor'],
    ['Are new interviewers checked more closely than experienced ones?', '/services/quality-assurance'],
    ['How do you recruit your panel, only through online ads?', '/swatx/panel-management'],
    ['Could AI-generated answers replace real people in our survey?', '/swat-ai/swatlab'],
    ['هل يمكن أن أجرب على عدد قليل من عينتكم قبل الإرسال للجميع؟', '/ar/swatx/sample-sourcing'],
    ['عندنا خمسة آلاف تعليق مفتوح، هل تصنفونها؟', '/ar/swat-ai/ai-services'],
    // The languages interviews are held in are the fieldwork page's.
    ['Do your interviewers speak Tagalog for domestic workers?', '/services/field-data'],
    ['Can you test three packaging designs with mothers?', '/services/research-methodologies'],
    // Our survey results sent as SPSS tables is the analysis, not the portal.
    ['Could you weight our study results and deliver tables?', '/services/data-analysis'],
    ['Do you do call backs on interviews?', '/services/quality-assurance'],
    ['I want an actual person please', '/contact'],
    // Owning the fieldwork rather than subcontracting it is how the firm began: who we are.
    ['Is your fieldwork your own or subcontracted? When was the company started?', '/about/who-we-are'],
    ['Our old supplier made interviews up. How do you know interviewers actually spoke to people?', '/services/quality-assurance'],
    ['We want a standing panel of loyal guests we can quiz each month', '/swatx/panel-management'],
    ['We get thousands of complaints a week and want them sorted by topic', '/swat-ai/ai-services'],
    ['Could our HR team get trained in reading survey results?', '/training'],
    // How a build runs (progress, ownership) outranks the app itself when both are named.
    ['If you build our app, will we see progress regularly?', '/swat-ai/development-process'],
    ['Our legal department wants to know which courts govern your website', '/terms-of-service'],
    ['نبي نقسم عملاءنا إلى شرائح حسب سلوكهم', '/ar/services/research-methodologies'],
    ['أبغى شخص مسؤول عندكم، مع مين أتواصل؟', '/ar/contact'],
    // Response, completion and incidence rates are research figures, not our rates; "in charge" is not a charge.
    ['What completion rates does your online panel achieve?', '/swatx'],
    ['Who will be in charge of our project on your side?', '/about/our-departments'],
    ['what are your rates for a CATI study', '/contact'],
    // Not knowing where to begin with AI is the implementation page's question; without AI it is not.
    ['We want generative AI in our claims team but where should we start?', '/swat-ai/implementation'],
    ['هل تعملون فوكس قروب للأمهات؟', '/ar/services/field-data'],
    ['Is your lab doing research on LLMs?', '/swat-ai/swatlab'],
    // Visitors scoring a site as ordinary customers is mystery shopping; a cinema's box office is not our office.
    ['Can your people visit our cinemas as ordinary customers and score the box office?', '/services/field-data'],
    ['We have two villa concepts and want to test the designs with likely buyers', '/services/research-methodologies'],
    ['Our fieldwork began on Sunday; how many completes do we have so far?', '/client-login'],
    ['What is the current status of our tracking study?', '/client-login'],
    ['We are a basketball club and want a group of our own fans to survey every few weeks', '/swatx/panel-management'],
    // A noun of the visitor's own errand ("a visa agent") does not make it research.
    ['Can you recommend a good visa agent for my family?', '/contact'],
    // How a project runs from brief to report is the home page's story, not the AI build process.
    ['What happens after we send you a brief, until the final report?', '/'],
    ['How do you stop your AI from giving confidently wrong answers?', '/swat-ai'],
    ['Do you keep the things I type into this chat?', '/privacy-policy'],
    ['كم قسم في شركتكم؟', '/ar/about/our-departments'],
    ['نبغى نظرة عامة على الخدمات البحثية', '/ar/services'],
    ['أبغى رقم مبدئي لدراسة في الكويت', '/ar/contact'],
    ['How fast can you field 300 interviews on your panel?', '/swatx'],
    // A third writer's words for back-checks; a prospect asking what the data will look like is not a client fetching it.
    ['Do you double check interviews by calling respondents back?', '/services/quality-assurance'],
    ['Will we get the final data weighted, in SPSS?', '/services/data-analysis'],
    ['Can I get the final data for our project here?', '/client-login'],
    ['Free zone or onshore: which suits a retailer entering the UAE?', '/consultancy/market-analysis'],
    ['How many teams will touch my study?', '/about/our-departments'],
    // "Hand over a list" of distributors is market entry; handing over code is the build process.
    ['Do you meet distributor candidates for us or just hand over a list?', '/consultancy/business-development'],
    ['Have you ever done a project on restaurant reviews?', '/swat-ai/success-stories'],
    ['How do I renew my Emirates ID?', '/contact'],
    ['ممكن رقم مدير المشاريع؟ أبي أكلمه', '/ar/contact'],
    // Two writers, word for word: "aren't just making up the answers".
    ['Are your callers just making up the answers?', '/services/quality-assurance'],
    ['What do members get for doing surveys on your panel?', '/swatx'],
    ['نبحث عن شريك لمشروع بحثي مشترك عن اللهجات العربية', '/ar/swat-ai/swatlab'],
    ['Can I rely on what this chatbot says?', '/terms-of-service'],
    // How soon fieldwork starts is the services FAQ, wherever it happens; "fieldwork in Saudi" does not ask where we have teams.
    ['How soon can you start fieldwork in Kuwait once we approve the questionnaire?', '/services'],
    ['What is the price approximately for 500 phone interviews in Oman?', '/contact'],
    ['شنو هي SWATX؟ لوحة خاصة فيكم؟', '/ar/swatx'],
    // Fieldwork named beside another service in a country: the other service leads.
    ['Can you reach doctors and executives in Saudi Arabia for interviews?', '/services/field-data'],
    ['Do you have your own field team in Tunisia or only partners?', '/services/geographic-coverage'],
    // The steps of a research project are the home page's story; "send us the data in SPSS" is a prospect's deliverable.
    ['What are the steps in a research project with you?', '/'],
    ['Can you send us the final data in SPSS format?', '/services/data-analysis'],
    ['We want our own group of loyal customers we can poll each quarter', '/swatx/panel-management'],
    ['Who do you share my phone number with, and how do I get it deleted?', '/privacy-policy'],
    ['عندنا شكاوى العملاء بالآلاف ونبي نعرف المواضيع المتكررة', '/ar/swat-ai/ai-services'],
    ['Why would a research firm be the right partner for AI?', '/swat-ai'],
    ['Please send a short profile of your company for our supplier file', '/about'],
    // Rewards for members are the panel's own page (three writers, in Arabic); the size of a market in a country is the market analysis.
    ['ما المكافآت التي يحصل عليها أعضاء اللوحة؟', '/ar/swatx'],
    ['How big is the size of the Kuwaiti pet food market?', '/consultancy/market-analysis'],
    ['Are interviews checked again by a separate team?', '/services/quality-assurance'],
    ['Do your consultancy fees change depending on which option we choose?', '/consultancy'],
    ['نبي مجتمع من عملائنا نستشيرهم كل شهر', '/ar/swatx/panel-management'],
    ['تقدرون تسوون تسوق خفي لمراكز الاتصال عندنا؟', '/ar/services/field-data'],
    ['أرغب في التحدث مباشرة مع مدير المشاريع', '/ar/contact'],
    // How long fieldwork takes in another country: the coverage page gives each country's time.
    ['How long would 300 face-to-face interviews take in Morocco?', '/services/geographic-coverage'],
    ['I would like to speak with one of your directors today', '/contact'],
    ['Do you sell second-hand office furniture?', '/contact'],
    ['كم تكلفة استبيان تقريبية؟ نحتاج رقم للميزانية', '/ar/contact'],
    ['Are your fees independent of the option we pick?', '/consultancy'],
    // A first-time visitor's lay words for the same pages.
    ['How do I find the right price to charge for my new app?', '/services/research-methodologies'],
    ['How do you turn the answers into something useful for us?', '/services/data-analysis'],
    ['My survey is ready; can you send people to fill it in?', '/swatx/sample-sourcing'],
    ['Are the answers of this chatbot official?', '/terms-of-service'],
    ['وش يعني البانل؟', '/ar/swatx'],
    ['تنظمون مجموعة نقاش مركزة في جدة؟', '/ar/services/field-data'],
    // Interviews "made up", a start "after we approve the questionnaire", and a visitor's own department.
    ["How do you make sure your interviewers didn't just make them up?", '/services/quality-assurance'],
    ['How soon after we approve the questionnaire could you start?', '/services'],
    ["Our university's linguistics department wants joint research on dialect language models", '/swat-ai/swatlab'],
    // An online survey through our panel is the panel's work, not the fieldwork page's (`unlessTokens`).
    ['How many days would an online survey of 500 people in the UAE take through your panel?', '/swatx'],
    ['نحتاج استبيان أونلاين لحوالي 500 شخص بالامارات بسرعة، كم يوم ياخذ عن طريق لوحتكم؟', '/ar/swatx'],
    ['وش هي SWATX؟ ابغى عينة مواطنين سعوديين اونلاين مو بس مقيمين', '/ar/swatx'],
    // An errand outside our work is named in the visitor's own words, before "trade licence" folds into the company token.
    ['Can you recommend a PRO company to renew my trade licence in Dubai?', '/contact'],
    ['how long have you guys been around?', '/about/who-we-are'],
    // An assistant over a client's own documents, a method's rates, and lay words for pages that use others.
    ['ai chatbot for hr policies', '/swat-ai/ai-services'],
    ['CATI rates KSA', '/contact'],
    ['is my data safe if i fill in the contact form', '/privacy-policy'],
    ["we're a current client, where can I see the latest tables from our tracker?", '/client-login'],
    ['how do we find out what price people would actually pay for a new product', '/services/research-methodologies'],
    ['we tried chatgpt and it made things up. how do you stop AI from getting it wrong?', '/swat-ai'],
    ['شو هي SWAT Research وشو تسوون؟', '/ar'],
    ['مين بيتابع مشروعنا عندكم؟ وكيف تتوزع الشغلة بين الفرق', '/ar/about/our-departments'],
    ['شلون طريقة شغلكم لما تبنون نظام ذكاء اصطناعي؟ ومنو يملك الكود بعد التسليم؟', '/ar/swat-ai/development-process'],
    ['هل تُعد إجابات المساعد الآلي في الموقع عرض سعر ملزمًا أو استشارة رسمية؟', '/ar/terms-of-service'],
    // "log" alone is a record, not signing in; examples asked for are the success stories, whatever the work.
    ['Are your QC procedures aligned with ISO 20252, and can we ask for the quality log of our project?', '/services/quality-assurance'],
    ['I am a journalist: do you have examples of projects analysing hotel guest reviews?', '/swat-ai/success-stories'],
    // Lay words from visitors who do not know the trade's terms.
    ['I have 3 restaurants and a lot of people come once and never come back. can you find out why?', '/services/research-methodologies'],
    ['at the end do we just get a pile of numbers or will someone explain what it all means?', '/services/data-analysis'],
    ['if we hire you do i have to deal with lots of different teams or just one person?', '/about/our-departments'],
    ['does this website track me with google?', '/cookie-policy'],
    ['we make furniture in Turkey and want to find a company to sell it for us in the UAE', '/consultancy/business-development'],
    ['is there a way to check how our employees feel every couple of months, in between the big yearly survey?', '/swatx/panel-management'],
    ['Please quote: CAWI, n=1,000 KSA, 15-min LOI, fielding in March. Who should I send the spec to?', '/contact'],
    ['نبي نجلس مع مجموعة أمهات ونسمع رأيهم في وجبات الأطفال الجديدة، تقدرون ترتبون لنا هذا؟', '/ar/services/field-data'],
    ['نحتاج برنامج لموظفينا للموافقات والطلبات بدل الإكسل والإيميلات، تسوون هالشي؟', '/ar/swat-ai/app-development'],
    ['إذا كتبت معلوماتي هنا في المحادثة تحتفظون فيها؟ وإلى متى؟', '/ar/privacy-policy'],
    ['أبي دورة لمدراء الأقسام عشان يفهمون التقارير والرسوم البيانية', '/ar/training'],
    ['كيف تتأكدون أن الردود في الاستبيانات الأونلاين مو عشوائية أو مكررة من نفس الجهاز؟', '/ar/services/quality-assurance'],
    ['شو بالضبط تقدمون؟ أبحاث سوق بس ولا عندكم استشارات وذكاء اصطناعي بعد؟', '/ar'],
    ['ابي اعرف عن خدمات ابحاث السوق عندكم', '/ar/services'],
    ['من يملك البيانات بعد انتهاء الدراسة؟ وهل تترجمون الاستبيان إلى العربية بأنفسكم مع ترجمة عكسية؟', '/ar/services'],
    ['ودّي أحجز اجتماع مع مدير أبحاث نناقش فيه دراسة تتبّع للعلامة التجارية في الإمارات وقطر، كيف أرتب ذلك؟', '/ar/contact'],
    ['نبي بانل خاص لعملائنا نسالهم كل شهر', '/ar/swatx/panel-management'],
    // Everyday situations from visitors who are not researchers.
    ["Honestly, I'm not sure what you people do. Are you a survey company, business consultants or an AI company?", '/'],
    ["If we hire you, who will I actually be dealing with day to day? I don't want to chase five different teams.", '/about/our-departments'],
    ['I manage a shopping mall and want someone to stop visitors in the corridors and ask them what they think of the place.', '/services/field-data'],
    ['If we agree on everything next week, how soon could your team actually start talking to people?', '/services'],
    ["We've already made our own online questionnaire; we just need a few hundred people in Egypt and Jordan to answer it.", '/swatx/sample-sourcing'],
    ["We're already working with you on a project. Where do I go to see our files and results?", '/client-login'],
    ['Can you recommend a good dentist in Sharjah?', '/contact'],
    ["I'm a school principal. Parents keep complaining and we want to know what really bothers them, not just the loudest voices.", '/services/research-methodologies'],
    ['At the end, do we only get a slide deck, or will we also get the actual numbers in Excel?', '/services/data-analysis'],
    ["I own a café chain in Dubai. Is it worth opening a branch in Muscat, and how would I even find out?", '/consultancy/market-analysis'],
    ["Have you done anything like this for a hotel group before? I'd like to see an example of what actually changed.", '/swat-ai/success-stories'],
    ["We'd like to know quickly when people start complaining about us online, in Arabic or English.", '/monitor'],
    ['عندنا عمال من باكستان والفلبين في المستودعات، تقدرون تسألونهم بلغتهم مو بس بالعربي والإنجليزي؟', '/ar/services/field-data'],
    ['لو طلعت النتائج مو في صالحنا، بتقولون لنا الحقيقة ولا بتكتبون اللي نبي نسمعه؟', '/ar/about/our-vision'],
    // Specialists: a field period with the method asked "available there", a reference case, a brief to send, data ownership.
    ["What's a realistic field period for n=500 consumers in Iraq, and is CAWI available there or only CAPI?", '/services/geographic-coverage'],
    ['Do you have a reference case where you ran sentiment analysis on thousands of hotel reviews?', '/swat-ai/success-stories'],
    ['Please send a fixed-price proposal for a B2B CATI study in UAE and KSA; who do I send the brief to?', '/contact'],
    ['Which of your teams owns quota progress versus tabulation, and will we have a single named project lead?', '/about/our-departments'],
    ['What does post-deployment look like: staged rollout, monitoring and logging, a rollback plan?', '/swat-ai/development-process'],
    ['do you do conjoint anaylsis?', '/services/research-methodologies'],
    ['how long r my chat messages kept?', '/privacy-policy'],
    ['منو يملك البيانات بعد ما تخلص الدراسة اللي طلبناها منكم؟', '/ar/services'],
    ['وش هو سوات AI؟', '/ar/swat-ai'],
    ['عندنا فريق ميداني للحين يعبي الاستمارات على ورق. تقدرون تسوون لنا تطبيق يشتغل بدون نت؟', '/ar/swat-ai/app-development'],
    ['نحتاج إطار حوكمة للذكاء الاصطناعي يشمل سياسة استخدام وسجل مخاطر. هل هذا جزء من خدمة التطبيق عندكم؟', '/ar/swat-ai/implementation'],
    // More everyday situations: a visitor's own words for segmentation, analysis, strategy, demand and automation.
    ['If we pay you to talk to our customers, who owns the answers afterwards, us or you?', '/services'],
    ['Our gym members come for very different reasons, some to lose weight. Can you help us sort them into groups?', '/services/research-methodologies'],
    ['We have a huge Excel sheet of answers nobody understands. Can you turn it into clear charts and tell us what it means?', '/services/data-analysis'],
    ['We are torn between opening a second showroom or moving into online sales. Can someone help us weigh it up?', '/consultancy'],
    ["We're a small charity and our donors keep asking for a proper plan for the next few years.", '/consultancy/strategic-planning'],
    ['We get hundreds of complaints every week on WhatsApp and Google reviews and nobody has time to read them all.', '/swat-ai/ai-services'],
    ["We'd like a group of our regular customers that we can ask quick questions every month.", '/swatx/panel-management'],
    ['Our office staff spend hours copying delivery orders from emails into our system. Could AI take that over?', '/swat-ai/implementation'],
    ['عندنا مطعم ونبي نعرف وش أكثر شي يأثر على رضا الزباين: السعر ولا وقت الانتظار ولا تعامل الموظفين؟', '/ar/services/data-analysis'],
    ['كم ياخذ وقت عشان تسألون حوالي ٥٠٠ شخص في السعودية عن رأيهم؟', '/ar/services/geographic-coverage'],
    ['أفكر أفتح ملاعب بادل في أبوظبي، هل فيه طلب كافي؟ ما أبي أعتمد على التخمين.', '/ar/consultancy/market-analysis'],
    // A client's deliverable named by its wave or as something we sent; a call asked for; a technical and financial offer; a CV.
    ['Where can I download the wave 2 results you shared with us last week?', '/client-login'],
    ['Could we set up a call next week to discuss a shopper study?', '/contact'],
    ['نود طلب عرض فني ومالي لدراسة رضا المتعاملين', '/ar/contact'],
    ['hiring? where do I send a cv', '/contact'],
    ['منو انتو؟', '/ar/about'],
    // A situation told instead of a service named: succession, targeting, faked interviews, staff pasting data into chatbots.
    ['The founder retires next year and there is no plan for where the business goes after him', '/consultancy/strategic-planning'],
    ["we sell to everyone and honestly can't decide who to target first", '/services/research-methodologies'],
    ["our last agency's interviews were faked, how do you stop that?", '/services/quality-assurance'],
    ['my team keeps pasting confidential client data into chatgpt', '/swat-ai/learning-center'],
    ['our previous dev company disappeared for months, how do you keep us in the loop?', '/swat-ai/development-process'],
    ['our tracking study is months old by the time it lands', '/monitor'],
    ['وصلتنا آلاف التقييمات على المتجر وما عندنا وقت نقراها كلها', '/ar/swat-ai/ai-services'],
    ['موظفينا يسوون استبيانات بس الأسئلة موجهة دايم، تدربونهم؟', '/ar/training'],
    ['قسم المالية يقضي ساعات في إدخال البيانات يدويا من الفواتير', '/ar/swat-ai/implementation'],
    // Managers and due-diligence readers in their own words (fresh119–fresh123's misses, reworded).
    ['our regional heads pull in different directions and nobody agrees on what comes first', '/consultancy/strategic-planning'],
    ['is there a way to keep an eye on what people say about our hotel on instagram?', '/monitor'],
    ['our clerks type invoices into the system by hand every day, can AI do it?', '/swat-ai/implementation'],
    ['customers stopped coming to our salon after the renovation, how do we find out why?', '/services/research-methodologies'],
    ['we want to sit down with real teachers in small groups and hear what they think', '/services/field-data'],
    ['do you pilot the questionnaire before fieldwork starts?', '/services/quality-assurance'],
    ["will you tell us the truth even if it's not what management wants to hear?", '/about/our-vision'],
    ['I need to download the final deliverables of our study', '/client-login'],
    ['ابي كورس لفريقي في تصميم الاستبيانات', '/ar/training'],
    ['هل يمكن استخدام محتوى موقعكم في عرض تقديمي داخلي؟', '/ar/terms-of-service'],
    // "وظيفة" is a job, except as a function of the firm: an internal audit function is a department.
    ['هل عندكم وظيفة تدقيق داخلي تراجع جودة المشاريع؟', '/ar/about/our-departments'],
    ['نبي نضيف شات بوت للنظام الداخلي عندنا', '/ar/swat-ai/app-development'],
    // A price asked with a word between "how much" and "cost"; a client already running a study; what happens to what one types.
    ['كم تقريبا تكلف دراسة لعملاء صالوننا؟', '/ar/contact'],
    ["We're already doing a staff survey with you, where are the latest tables?", '/client-login'],
    ['what happens to my info after I send the contact form?', '/privacy-policy'],
    // "موقعكم" after "I opened" is the website, not where the office is.
    ['أول مرة أدخل موقعكم، وش تسوون بالضبط؟', '/ar'],
    // "quote" is a price only when it is ours; "fees" too: a school's own fees are the subject of its study.
    ['can I quote what your chatbot says in a report to my manager?', '/terms-of-service'],
    ['we run a nursery and want to ask parents before we set school fees for next year, what research fits?', '/services'],
    ['what background does your team have, and have they worked outside Dubai?', '/about/who-we-are'],
    ['if the findings are bad for us will you tell it straight?', '/about/our-vision'],
    ['are the analysts different teams from the field people?', '/about/our-departments'],
    ['عندي صيدلية وعايز رأي الزباين الكبار في السن، ينفع تكلموهم بالتليفون؟', '/ar/services/field-data'],
    ['apart from fieldwork do you do consulting as well?', '/consultancy'],
    ['we need a usage & attitude study for juices in Oman', '/services/research-methodologies'],
    ['who actually works on our project, a separate field team or one person doing everything?', '/about/our-departments'],
    ['what happens to my email after I write to you, and how long do you keep them?', '/privacy-policy'],
    ['استبيان لعملاء المحل هيتكلف كام؟', '/ar/contact'],
    // Due diligence and professionals (fresh134–fresh139's misses, reworded).
    ['if your chatbot gives me a price, can I hold you to it?', '/terms-of-service'],
    ['How do you keep professional survey takers out of your panel?', '/swatx/panel-management'],
    ['do you farm the work out to other agencies or use your own staff?', '/about/who-we-are'],
    ['احنا client عندكم ونسيت الباسوورد', '/client-login'],
    ['بدي حدد اجتماع مع حدا من فريقكم', '/ar/contact'],
    ['تعرفون شركة تنظيف للمكاتب؟', '/ar/contact'],
    ['نرجو تزويدنا بعرض سعر لمسح ميداني في عمان', '/ar/contact'],
    // "Cheaper" is about the design advised, not a price asked.
    ['هل تقترحون تصميم بحثي أصغر وأقل تكلفة إذا كان يكفي؟', '/ar/services/research-methodologies'],
    // Joining the panel as a respondent goes through the contact form, as its FAQ says.
    ['my sister wants to do surveys for vouchers, how can she be a respondent?', '/contact'],
    // First-time buyers and officials (fresh140–fresh144's misses, reworded).
    ['looking for part time work as an interviewer, how do i apply?', '/contact'],
    ['Can I get a quote for a brand health study and set up a call?', '/contact'],
    // At home the place is the visitor's: "in Ajman" does not turn "what do you do" into a coverage question.
    ['we run a florist in Ajman and have never done research, what does your company actually do?', '/'],
    ['our clients are in Kuwait and Qatar too, do you work there or only in the UAE?', '/services/geographic-coverage'],
    ['i signed with you last month, how is my survey going?', '/client-login'],
    // "Terms of reference" is the visitor's document, not our terms; a pre-qualification file is not training.
    ['We are drafting terms of reference for resident research; what research services do you provide overall?', '/services'],
    ['هذا المستند لملف التأهيل المسبق: متى تأسست شركتكم؟', '/ar/about/who-we-are'],
    ['هو انتو بتشغّلوا ناس؟ أنا بدوّر على شغل', '/ar/contact'],
    ['عايز أتأكد إن محدش بيجاوب أي كلام وخلاص في الاستبيان', '/ar/services/quality-assurance'],
    ['عملت استبيان على جوجل فورم ومحد يعبيه', '/ar/swatx/sample-sourcing'],
    // fresh145–fresh149's misses, reworded: the range of research services asked with a market as the setting;
    // the firm in brief asked from abroad (where we work only when asked in so many words).
    ['We\'re a hotel group launching in the GCC. What research services do you offer in general?', '/services'],
    ['Marketing lead at a Jeddah bank: in a nutshell, what does SWAT do across research, consulting and AI?', '/'],
    ['just tell me what you do in AI, in plain terms', '/swat-ai'],
    ["I'd like to set up an interview with your managing director", '/contact'],
    ['how many survey invitations will I get as a member?', '/swatx/panel-management'],
    ['عايز اشترك كمشارك في الاستبيانات', '/ar/contact'],
    // fresh150–fresh154's misses, reworded: the weather in Gulf Arabic, ovens beside a price people would pay,
    // a common misspelling of "actually", a member who gets no surveys, a department for one task.
    ['كيف الجو في دبي اليوم؟', '/ar/contact'],
    ['how can we find out what price people would actually pay for our new juice before buying new ovens?', '/services/research-methodologies'],
    ['in a sentence, what does this company actualy do?', '/'],
    ['tell me abt the company', '/about'],
    ['we have our own link, we just need 300 respondents in Oman', '/swatx/sample-sourcing'],
    ['which dept does the weighting?', '/about/our-departments'],
    ['انا مشترك بالبانل حقكم بس ما يجيني ولا استبيان', '/ar/swatx/panel-management'],
    ['عايز اعرف بتاخدوا كام في دراسة صغيرة', '/ar/contact'],
    // fresh155–fresh159's misses, reworded. "Homework" in an app for parents is not a student's homework.
    ['we want an app where parents follow homework and talk to teachers, do you build apps?', '/swat-ai/app-development'],
    ['how can my staff use chatgpt at work without leaking company info?', '/swat-ai/learning-center'],
    ['who are the people behind SWAT, locals or consultants flying in?', '/about/who-we-are'],
    ['on a project, who is doing what: one team for the interviews and another for the numbers?', '/about/our-departments'],
    ['do you have people who answer surveys? we just want a short online one in the UAE', '/swatx'],
    ['got a survey invite from swatx, is it legit or spam?', '/swatx'],
    ['where is the main page? I got lost in the menus', '/'],
    ['هو انتو شركة ايه بالظبط؟', '/ar'],
    ['هو انتو بتعينوا؟ عايز ابعت السي في', '/ar/contact'],
    ['ابي اطلع من البانل حقكم', '/ar/swatx/panel-management'],
    // fresh160–fresh164's misses, reworded.
    ['tell me a bit about swat research as a company', '/about'],
    ["what's the quick rundown of everything you do?", '/'],
    ['ممكن تعرفوني عن الشركة؟', '/ar/about'],
    ["I'm on the swatx panel and want my account deleted", '/swatx/panel-management'],
    ['our technicians need a tablet app that works offline', '/swat-ai/app-development'],
    ['sales says 20 AED, finance says 25: how do we settle the price?', '/services/research-methodologies'],
    ['what does your AI side cover?', '/swat-ai'],
    // Members' points are the panel's own page; "من أنتم" and "من متى" fold into the company token, so they are no summary phrases.
    ['انا عضو في لوحة سوات اكس، النقاط اللي اجمعها وش اقدر استبدلها فيه؟', '/ar/swatx'],
    ['متى تأسست الشركة ومن الذين أسسوها؟', '/ar/about/who-we-are'],
    ['Who founded SWAT Research and when?', '/about/who-we-are'],
    ['ابي نبذه سريعه عنكم، من انتو ووين مقركم؟', '/ar/about'],
    ['نحن مستشفى خاص ونرغب في إنشاء لوحة من الأطباء لاستطلاع آرائهم بشكل دوري، هل يمكنكم بناؤها وإدارتها؟', '/ar/swatx/panel-management'],
    ['وش تسوون ببياناتي اللي أكتبها في نموذج التواصل؟ وكم مدة تحتفظون فيها؟', '/ar/privacy-policy'],
    ['هل تقدرون تنفذون دراسة كاملة من التصميم إلى التحليل في أكثر من دولة عربية؟', '/ar/services'],
    ['شلون يمشي المشروع عندكم؟ من التصميم للعمل الميداني لين التقرير النهائي', '/ar'],
    ['الاستبيان عندنا بالانجليزي، انتو تترجمونه للعربي ولا لازم نترجمه احنا؟', '/ar/services'],
    ['شنو الخدمات الاستشارية اللي عندكم؟ وكم تاخذ مدة المشروع عادة', '/ar/consultancy'],
    ['ليش اشتغل معكم على مشروع ذكاء اصطناعي وانتو اصلا شركة ابحاث سوق؟', '/ar/swat-ai'],
    ['مين الفريق اللي عندكم؟ هل هم باحثين يتكلمون عربي ويعرفون الخليج ولا بس مكتب أجنبي؟', '/ar/about/who-we-are'],
    ['نحن هيئة سياحية وأطلقنا حملة إعلانية. نبغى نعرف أول بأول هل الناس تتذكرها، قبل الحملة وأثناءها وبعدها.', '/ar/monitor'],
    ['Is there an online portal where our team can access the final report for our study?', '/client-login'],
    ['We want to ask people in Iraq and Algeria about their travel plans. Do you have teams there, and how long would it take?', '/services/geographic-coverage'],
    ["Honestly, how do I know the interviewers didn't just fill in the forms themselves at home?", '/services/quality-assurance'],
    ['If we hire you, will I have one person to deal with, or will I get passed around between different teams?', '/about/our-departments'],
    ['Do you sell commercial ovens? My bakery needs two new ones.', '/contact'],
    ["We have 3,000 feedback forms in a messy spreadsheet. Can you clean it up and tell me what makes customers happy or unhappy?", '/services/data-analysis'],
    // The last round: a portal named with a prefix, lay pricing, mystery calls in Arabic, members' rewards, unrelated errands.
    ['وين أسجل دخول لبوابة العملاء؟', '/client-login'],
    ["We can't decide between two bottle designs or what to charge. Can you find out how much they'd actually pay?", '/services/research-methodologies'],
    ['My survey is already built online. I just need about 800 people in Egypt to fill it in. Can you get me the people?', '/swatx/sample-sourcing'],
    ['عندنا عيادات أسنان، نبي أحد يتصل على خط الحجز كأنه مريض عادي ويقيّم كيف يردّون عليه. تقدرون تسوون هالشي؟', '/ar/services/field-data'],
    ['Can you recommend a good real estate agent for renting an apartment in Dubai Marina?', '/contact'],
    ['Do you also run social media ad campaigns and SEO for online shops?', '/contact'],
    ['What do I get for doing SWATX surveys - is it cash or vouchers?', '/swatx'],
    ['Our hotel has thousands of guest reviews. Have you done something like this for another hotel, and what came out of it?', '/swat-ai/success-stories'],
    ['أبي أعرف عن شركتكم: من أنتم، وما هي رؤيتكم، وكيف تشتغل الأقسام عندكم؟', '/ar/about'],
    ['What are the stages when you build an AI system?', '/swat-ai/development-process'],
    // The range of one part of the firm asked by name: that part's page, whatever the setting around it.
    ["We're a beverage brand launching in the UAE next year. What kinds of research do you offer?", '/services'],
    ['We are a bank in Abu Dhabi. What kind of research can you run for us?', '/services'],
    ['do you do anything with AI or is it just surveys?', '/swat-ai'],
    ['شو تقدمون في مجال الذكاء الاصطناعي؟', '/ar/swat-ai'],
    // …even when the range runs "up to the final report", which beside "see" would otherwise be a client's thing.
    ['عايز أشوف كل خدمات الأبحاث اللي بتقدموها، من جمع الداتا لحد التقرير النهائي', '/ar/services'],
    // What the visitor already knows we do ("or just surveys", "besides online surveys") is not what they ask about.
    ['Do you also do consulting, or just surveys?', '/consultancy'],
    ['what other research do you offer besides online panels', '/services'],
    ['هل عندكم شي في الذكاء الاصطناعي ولا بس استبيانات؟', '/ar/swat-ai'],
    ['we need a proper three year plan for the group, not just the chairman\'s gut feeling', '/consultancy/strategic-planning'],
    ['Do you give strategic advice, or do you just run surveys?', '/consultancy'],
    // Whether we are a local firm or a foreign agency's branch is who we are.
    ['Is your company local, or the branch of a foreign agency?', '/about/who-we-are'],
    // A finished study's results are in the portal, however the visitor names them.
    ['You ran a survey for us last year. Where do I download the final results?', '/client-login'],
    // An app whose users log in is an app to build, not our portal.
    ['Can you build an app where our gym members log in and book classes?', '/swat-ai/app-development'],
    ['Will you tell us honestly if the results are bad?', '/about/our-vision'],
    // Whether what the chat says binds us is a question for the terms, even when it names a price.
    ['If the chat quotes me a price, is that an official offer?', '/terms-of-service'],
    ['Once we hire you, who is my point of contact?', '/about/our-departments'],
    // A tracker's latest wave is a client's thing to download; a portal their own customers log into is an app.
    ['where can I download the latest wave of our tracker?', '/client-login'],
    ['We want a bilingual portal where our tenants can log in and pay rent. Can you build it?', '/swat-ai/app-development'],
    ['Can you predict demand week by week for our 30 stores?', '/swat-ai/ai-services'],
    ['We have thousands of TripAdvisor reviews, can you make sense of them?', '/swat-ai/ai-services'],
    ['Could you send a fake buyer to our showroom and tell us how staff behave?', '/services/field-data'],
    ['Our management team grew fast and cannot agree on priorities', '/consultancy/strategic-planning'],
    ['can AI help a small retailer like us? what do you offer', '/swat-ai'],
    ['بكم تطلع دراسة لـ 300 شخص في جدة؟', '/ar/contact'],
    ['عايز أعرف سوق العصاير في مصر حجمه قد ايه', '/ar/consultancy/market-analysis'],
    ['how do I know your interviewers didn\'t fill the forms in themselves at home?', '/services/quality-assurance'],
    ['I need someone to advise me on our next moves as we grow', '/consultancy'],
    ['is there a way to know if our billboards are working, continuously?', '/monitor'],
    ['could you set up a group of our loyal customers we can ask every month?', '/swatx/panel-management'],
    // An agency that brings a client's research is a client; only an agency wanted for ads is out of scope.
    ["We're an ad agency and our client needs a conjoint study, can you do it?", '/services/research-methodologies'],
    ['Do your panel members get paid? what is the reward?', '/swatx'],
    ['Could we talk to one of your previous clients as a reference?', '/swat-ai/success-stories'],
    ["What is your company's view on AI replacing researchers?", '/about/our-vision'],
    ['Are your data scientists in house?', '/about/our-departments'],
    // "What do you do" in Egyptian Arabic, from someone who landed on the site, is the home page.
    ['دخلت على موقعكم بالصدفة، انتو بتعملوا إيه؟', '/ar'],
    ['how many of your CATI interviews get re-verified?', '/services/quality-assurance'],
    // A word typed without its accent is still a word ("cafes"), not a slip for another ("cases").
    ['we are opening two cafes in Sharjah, what research could you do for us?', '/services'],
    // A range asked with examples from one page: that page lists the kind.
    ['What kinds of studies do you do, for example pricing studies?', '/services/research-methodologies'],
    // A place beside a question about the firm sets the scene.
    ['For a class project on firms in the Gulf: what are the main things your company does?', '/'],
  ])('%s → first link %s', (question, path) => {
    expect(builtinReply(question, knowledge).links[0]?.path).toBe(path);
  });

  // Two neighbouring pages answer these, and visitors' questions worded like them went to either:
  // the classifier may lead with one, but both are among the first two links.
  it.each([
    ['is your research team in house or outsourced?', '/about/who-we-are', '/about/our-departments'],
    ['What response rates do you usually get on phone surveys?', '/services/field-data', '/services/quality-assurance'],
    ['When was your company set up?', '/about', '/about/who-we-are'],
    ['What services do you offer?', '/services', '/'],
    // Two questions in one: where we work and the firm in brief.
    ['Do you work in Jeddah? In a nutshell what does SWAT do across research, consulting and AI?', '/services/geographic-coverage', '/'],
  ])('%s → first two links %s and %s', (question, one, other) => {
    const firstTwo = builtinReply(question, knowledge).links.slice(0, 2).map((l) => l.path);
    expect(firstTwo).toEqual(expect.arrayContaining([one, other]));
  });

  it('answers a job seeker who also asks about the firm with the firm\'s page first and how to apply after it', () => {
    const reply = builtinReply('I would like to apply for an analyst job. How are your teams organised?', knowledge);
    expect(reply.links.map((l) => l.path)).toEqual(['/about/our-departments', '/contact']);
    expect(reply.message).toMatch(/CV/);
    // Without a question about the firm, the answer on applying stands alone.
    expect(builtinReply('Are you hiring field interviewers?', knowledge).links.map((l) => l.path)).toEqual(['/contact']);
  });

  it('sends a client to the portal only when they reach for something they have, not when they name it in passing', () => {
    const first = (question: string) => builtinReply(question, knowledge).links[0]?.path;
    for (const question of ['where is our final report?', 'how far along is our project?', 'can i get the data files for our project', 'وين ألقى تقرير مشروعنا؟']) {
      expect(first(question), question).toMatch(/\/client-login$/);
    }
    for (const question of ['Can you write our report in Arabic and English?', 'Can you analyse our project data and build dashboards?', 'How far along is AI in Gulf market research?', 'نبي نسوي مشروعنا الجديد معكم في دراسة سوق، كيف نبدأ؟']) {
      expect(first(question), question).not.toMatch(/\/client-login$/);
    }
  });

  it('hands over to a person when asked for one, not when a person is only mentioned', () => {
    expect(builtinReply('I want a person', knowledge).outcome).toBe('handoff');
    expect(builtinReply('ابي اكلم موظف', knowledge).outcome).toBe('handoff');
    expect(builtinReply('Can a person without a research background attend your course?', knowledge).links[0]?.path).toBe('/training');
    expect(builtinReply('نبغى استبيان رضا لكل موظف في الجهة', knowledge).outcome).not.toBe('handoff');
  });

  it('treats a sector named beside a research need as a client describing itself, and the same subject alone as out of scope', () => {
    const first = (question: string) => builtinReply(question, knowledge);
    for (const question of ['We run a football club and want to understand our fans', 'Our streaming service competes with Netflix; can you research viewing habits?', 'نحن شركة تاكسي ونبي نقيس رضا الركاب', 'Can you translate this questionnaire into Arabic?']) {
      const reply = first(question);
      expect(reply.outcome, question).toBe('answered');
      expect(reply.links[0]?.path, question).not.toMatch(/\/contact$/);
    }
    for (const question of ['who won the football last night', 'bitcoin price today', 'هل ستمطر غدا في دبي', 'translate this to french please']) {
      expect(first(question).links.map((l) => l.path), question).toEqual([expect.stringMatching(/\/contact$/)]);
    }
    // A research need no page names starts at the research services overview, not at "nothing found".
    expect(first('We sponsor the World Cup broadcast and want to measure recall').links[0]?.path).toBe('/services');
  });

  it('reads a subject the visitors say they are as who they are, and the same subject asked for as out of scope', () => {
    const opening = builtinReply("I'm a dentist planning to open my own clinic in Dubai. Free zone or mainland, and what licences am I looking at?", knowledge);
    expect(opening.outcome).toBe('answered');
    expect(opening.links[0]?.path).toBe('/consultancy/market-analysis');
    expect(builtinReply('Can you recommend a dentist in Deira?', knowledge).links.map((l) => l.path)).toEqual(['/contact']);
    // Said in passing, not as who the visitor is: "my dentist" is still a dentist wanted.
    expect(builtinReply('my dentist moved away, can you suggest a new dentist', knowledge).links.map((l) => l.path)).toEqual(['/contact']);
  });

  it('gives a set answer no extra pages, and links both pages about the firm for "since when"', () => {
    // A set answer is complete as it is: a client's way into the portal gains no pages.
    expect(builtinReply('I am a client, where do I download our project data?', knowledge).links.map((l) => l.path)).toEqual(['/client-login']);
    // The about page and its who-we-are page both answer; visitors' questions went to either.
    // (How a page the classifier leans to joins the links: examples.test.ts.)
    const since = builtinReply('من متى وانتم شغالين وفي كم بلد؟', knowledge);
    expect(since.links.slice(0, 2).map((l) => l.path)).toEqual(expect.arrayContaining(['/ar/about/who-we-are', '/ar/about']));
    expect(since.message.split('\n\n')[0]).toMatch(/2007/);
  });

  it('answers from the page\'s other sections when the passage found says only what the page is', () => {
    const { message } = builtinReply('since when have you been around, and in how many countries do you work?', knowledge);
    expect(message.split('\n\n')[0]).toMatch(/2007/);
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

  it('sends an Arabic reader to the Arabic contact page for a question about their own project', () => {
    const { message } = builtinReply('كيف تتأكدون أن المقابلات حقيقية؟', knowledge);
    expect(message).toContain('تواصل مع فريقنا: /ar/contact');
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

describe('pages lifted to the same score by two named topics', () => {
  const page = (path: string, score: number, coverage: number): RankedPage => ({
    path,
    score,
    coverage,
    best: { passage: { path, lang: 'en', pageName: path, heading: '', faq: '', text: '' }, score: 0, coverage },
  });
  const order = (pages: RankedPage[]) => {
    preferPagesHoldingTheWords(pages);
    return pages.map((p) => p.path);
  };

  it('put the page holding some of the question\'s words before one only its topic put forward', () => {
    expect(order([page('/services/field-data', 21.304, 0), page('/swat-ai/ai-services', 21.301, 0.16)])).toEqual(['/swat-ai/ai-services', '/services/field-data']);
  });

  it('leave a real lead alone, and two pages that both hold words in score order', () => {
    expect(order([page('/services/field-data', 24, 0), page('/swat-ai/ai-services', 21, 0.16)])).toEqual(['/services/field-data', '/swat-ai/ai-services']);
    expect(order([page('/services/quality-assurance', 36.18, 0.22), page('/services/field-data', 35.89, 0.33)])).toEqual(['/services/quality-assurance', '/services/field-data']);
  });
});

describe('links in Arabic answers', () => {
  let site: Knowledge;
  beforeAll(async () => {
    site = await currentKnowledge();
  });

  it('go to the Arabic pages: the contact page when a person is asked for, the Arabic sign-in for the portal', () => {
    const person = builtinReply('أريد التحدث مع شخص من فريقكم', site);
    expect(person.outcome).toBe('handoff');
    expect(person.message).toContain('/ar/contact');
    expect(person.message).not.toMatch(/(?<!\/ar)\/contact/);
    const portal = builtinReply('كيف أدخل إلى بوابة العملاء لتنزيل تقرير مشروعنا؟', site);
    expect(portal.message).toContain('/ar/client-login');
    expect(builtinReply('I would like to talk to a person', site).message).toContain(' /contact.');
  });
});
