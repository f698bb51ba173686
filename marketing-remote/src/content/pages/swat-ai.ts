import type { FaqBlock, PageContent } from '../types';
import { contactCta, ILLUSTRATIVE, REVIEWED } from './shared';

const swatAiQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about SWAT AI',
  items: [
    {
      id: 'what-is-swat-ai',
      question: 'What is SWAT AI?',
      answer:
        'SWAT AI is the applied AI practice of SWAT Research. It began by automating our own research work and now builds dependable AI tools for clients, in English and Arabic.',
    },
    {
      id: 'how-long-does-an-ai-project-take',
      question: 'How long does an AI project take?',
      answer:
        'Typically four to twelve weeks from scope to first release. A use-case assessment takes two weeks, and a pilot four to eight.',
    },
    {
      id: 'how-much-does-an-ai-project-cost',
      question: 'How much does an AI project cost?',
      answer:
        'It depends on the use case, the data and the integration needed, and we quote it after scoping. We prefer fixed prices for well-defined phases, and a short discovery phase tells you at low cost whether a project is worth doing.',
    },
    {
      id: 'does-it-work-in-arabic',
      question: 'Do your AI systems work in Arabic?',
      answer:
        'Yes: every system we build works in English and Arabic. Our services handle Modern Standard Arabic and Gulf and Egyptian dialects, and SWAT Lab benchmarks models on dialects across the region.',
    },
    {
      id: 'can-data-stay-in-the-uae',
      question: 'Can our data stay in the UAE?',
      answer: 'Yes. Hosting in the UAE region is available for client data, and processing can be kept within the UAE when your policies require it.',
    },
    {
      id: 'how-do-you-handle-ai-mistakes',
      question: 'How do you deal with AI mistakes?',
      answer:
        'By designing for them: every system has a human check where errors would matter, logs what it does, and is evaluated on a test set before launch and regularly after. Language models make confident mistakes, especially with Arabic dialects and numbers.',
    },
    {
      id: 'is-ai-right-for-us',
      question: 'How do we know whether AI suits our problem?',
      answer:
        'Describe the process to us and we will tell you honestly whether AI is a good fit and what a first version would cost. With several ideas, a two-week assessment ranks them on value, feasibility, data and risk.',
    },
    {
      id: 'why-a-research-firm',
      question: 'Why work with a research firm on AI?',
      answer:
        'Because most AI projects fail on the problem chosen, the data or the users, not the model. We find out how the work is really done first, and measure the outcome afterwards as rigorously as a survey.',
    },
  ],
};

const aiImplementationQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about AI implementation',
  items: [
    {
      id: 'how-long-to-production',
      question: 'How long does it take to get an AI use case into production?',
      answer:
        'About two to three months to a measured pilot: two weeks of assessment, one to three weeks of data readiness and a pilot of four to eight weeks. Integration follows, at a pace set by your systems.',
    },
    {
      id: 'which-ai-models',
      question: 'Which AI models do you use?',
      answer:
        'Commercial and open-source models, chosen by accuracy, cost, data residency and your existing contracts. We are vendor-neutral.',
    },
    {
      id: 'risk-and-compliance',
      question: 'How do you satisfy our risk and compliance teams?',
      answer:
        'With an AI use policy, a risk register, human review points and model evaluation reports your compliance team can read. The integration includes single sign-on and audit logging.',
    },
    {
      id: 'our-own-cloud',
      question: 'Can the system run in our own cloud?',
      answer: 'Yes. We host in your cloud or ours, in the UAE region when required, connected to your systems through APIs.',
    },
    {
      id: 'typical-use-cases',
      question: 'What are typical AI use cases?',
      answer:
        'Customer feedback analysis, document search and drafting assistants, forecasting, and automating data entry from forms and e-mails. The assessment ranks your own candidates on value, feasibility, data and risk.',
    },
    {
      id: 'after-go-live',
      question: 'What happens after go-live?',
      answer:
        'You get training for users and administrators, runbooks, and a support agreement that includes periodic re-evaluation of accuracy.',
    },
  ],
};

const aiServicesQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about our AI services',
  items: [
    {
      id: 'how-fast-is-coding',
      question: 'How fast do you return coded open-ended answers?',
      answer: 'Usually within two working days for up to 10,000 comments. Transcripts of a focus group take three working days.',
    },
    {
      id: 'can-we-try-it-first',
      question: 'Can we try a service on our own data first?',
      answer: 'Yes, at no cost: we run the service on a sample of your data and show you the accuracy we measured against human judgement.',
    },
    {
      id: 'which-arabic-dialects',
      question: 'Which Arabic dialects can your services handle?',
      answer:
        'Modern Standard Arabic and the Gulf and Egyptian dialects, as well as English, for feedback and complaint analytics. Transcripts and translations are reviewed by bilingual researchers.',
    },
    {
      id: 'is-our-data-used-to-train-models',
      question: 'Will our data be used to train models for other clients?',
      answer:
        'No. Your data are used only to deliver your service and are deleted on the schedule in your agreement, and processing can stay within the UAE.',
    },
    {
      id: 'how-do-results-reach-us',
      question: 'How do the results reach us?',
      answer:
        'As files, through an API or in a SWAT Monitor dashboard, with data moving through an encrypted channel. Each month you also receive the measured accuracy, volumes and any issues our reviewers found.',
    },
  ],
};

const appDevelopmentQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about app development',
  items: [
    {
      id: 'how-long-to-build-an-app',
      question: 'How long does it take to build an app?',
      answer: 'Eight to sixteen weeks for a typical first release, built in two-week iterations.',
    },
    {
      id: 'what-apps-do-you-build',
      question: 'What kinds of applications do you build?',
      answer:
        'Offline-capable field and survey apps, customer portals, internal tools that replace spreadsheets, and AI features added to software you already run. All work in English and Arabic with proper right-to-left layouts.',
    },
    {
      id: 'do-we-own-the-code',
      question: 'Do we own the source code?',
      answer:
        'Yes. We hand over the source code, documentation and deployment scripts, and you own the code and the models trained on your data.',
    },
    {
      id: 'are-your-apps-accessible',
      question: 'Are your applications accessible?',
      answer: 'Yes. We build to WCAG 2.2 AA, including right-to-left Arabic interfaces from the first screen.',
    },
    {
      id: 'will-we-see-progress',
      question: 'Will we see progress during development?',
      answer: 'Yes: every two weeks you see working software at the end of an iteration, not a status report.',
    },
    {
      id: 'support-and-hosting',
      question: 'Do you offer support and hosting after launch?',
      answer: 'Yes, under support and hosting agreements that start after handover.',
    },
  ],
};

const learningCenterQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Learning Center questions',
  items: [
    {
      id: 'which-programmes',
      question: 'Which AI programmes do you offer?',
      answer:
        'An executive briefing of half a day, AI at work in one day, AI for analysts in two days, and responsible AI in half a day. Each can be taught in English or Arabic, at our Dubai office, at your premises or online.',
    },
    {
      id: 'do-participants-need-technical-knowledge',
      question: 'Do participants need technical knowledge?',
      answer: 'No, except for the two-day analyst course, which assumes comfort with spreadsheets. Everything else is designed for non-specialists.',
    },
    {
      id: 'which-ai-tools',
      question: 'Which AI tools do you teach?',
      answer: 'Skills that work across tools, practised on the ones your organisation has approved. If none are approved yet, we help you decide.',
    },
    {
      id: 'can-you-train-a-department',
      question: 'Can you train a whole department?',
      answer: 'Yes. For larger groups we run a series of sessions and train internal champions who support colleagues afterwards.',
    },
    {
      id: 'group-size',
      question: 'How many people can join a session?',
      answer: 'Up to sixteen, so that everyone practises on a real piece of their own work.',
    },
    {
      id: 'what-participants-take-away',
      question: 'What do participants take away?',
      answer:
        'A better version of a real piece of their own work, and a set of practical guides. The guides cover prompt patterns, reviewing AI output and what data may go into public AI tools.',
    },
  ],
};

const successStoriesQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about these projects',
  items: [
    {
      id: 'why-no-client-names',
      question: 'Why are client names not shown?',
      answer: 'Because our clients’ research is confidential. References can be arranged in confidence during a proposal.',
    },
    {
      id: 'are-the-figures-real',
      question: 'Are the figures in these stories audited results?',
      answer:
        'No. Figures marked with * are illustrative: they show the kind of result such a project produces, not audited results of a named engagement.',
    },
    {
      id: 'can-we-speak-to-a-client',
      question: 'Can we speak to a past client?',
      answer: 'Yes, references can be arranged in confidence while we prepare a proposal for you.',
    },
    {
      id: 'have-you-done-a-project-like-ours',
      question: 'How can we find out whether you have done a project like ours?',
      answer:
        'Tell us about your challenge, and we will share how we would approach it and what similar work achieved. The examples here cover hospitality, insurance, consumer goods and government.',
    },
    {
      id: 'what-successful-projects-share',
      question: 'What do successful projects have in common?',
      answer:
        'A clear decision to support, a baseline to measure against, and a specific action the client took at the end. Each also combined methods, such as survey data with qualitative depth or AI output with human review.',
    },
  ],
};

const developmentProcessQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about our development process',
  items: [
    {
      id: 'what-are-the-stages',
      question: 'What are the stages of a development project?',
      answer:
        'Discovery, design, build in two-week iterations, evaluation, release, and handover. There is a decision point before each significant spend, and work moves on only when its quality checks pass.',
    },
    {
      id: 'what-does-discovery-give-us',
      question: 'What does the discovery phase give us?',
      answer:
        'A scope, a risk list, a fixed price for the first release and a go or no-go recommendation. Discovery takes one to three weeks of interviews, data review and technical assessment.',
    },
    {
      id: 'fixed-price-or-time-and-materials',
      question: 'Do you work on fixed prices?',
      answer:
        'Yes, for well-defined phases. Where the scope is genuinely uncertain we work on time and materials, with a cap agreed in advance.',
    },
    {
      id: 'who-owns-code-and-models',
      question: 'Who owns the code and the models?',
      answer: 'You do: you own the code and the models trained on your data, and receive them with documentation at handover.',
    },
    {
      id: 'how-is-accuracy-measured',
      question: 'How do you measure whether the AI works?',
      answer:
        'Against a held-out test set agreed with you, with accuracy, failure cases and bias reported in plain language before release. Security, accessibility and load tests also run before release.',
    },
    {
      id: 'how-do-we-follow-progress',
      question: 'How do we follow progress?',
      answer:
        'Through a named product lead and a shared board where you can see every task. Each two-week iteration ends with a demonstration on a test environment you can use yourself.',
    },
  ],
};

const swatLabQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about SWAT Lab',
  items: [
    {
      id: 'what-is-swat-lab',
      question: 'What is SWAT Lab?',
      answer:
        'SWAT Lab is the applied research group of SWAT AI. It evaluates models on Arabic and regional data, develops new research methods and runs joint projects with clients, universities and public bodies.',
    },
    {
      id: 'can-we-run-a-joint-project',
      question: 'Can a university or company run a joint project with SWAT Lab?',
      answer:
        'Yes. We agree a question that matters to you, run a small, well-designed experiment with the evaluation fixed in advance, and report what worked and what did not.',
    },
    {
      id: 'how-long-is-a-lab-project',
      question: 'How long does a lab project take?',
      answer: 'Up to about three months: we choose a question that can be answered with evidence in that time.',
    },
    {
      id: 'will-findings-be-published',
      question: 'Will our data or the findings be published?',
      answer:
        'No, not without your consent. Data used in lab work are anonymised and handled under a written agreement, and we publish findings only with our partners’ consent.',
    },
    {
      id: 'synthetic-respondents',
      question: 'Do you use synthetic respondents instead of real people?',
      answer:
        'No. The lab tests whether model-generated answers can help design questionnaires, and shows clearly where they must not replace real respondents.',
    },
  ],
};

const backToAi = { label: 'All SWAT AI services', to: '/swat-ai' };

export const swatAiContent: PageContent = {
  ogImage: 'swat-ai',
  lastModified: REVIEWED,
  sitemapPriority: 0.9,
  service: { serviceType: 'Artificial intelligence services' },
  routes: [
    {
      path: '/swat-ai',
      name: 'SWAT AI',
      title: 'SWAT AI: practical AI implementation and services in the UAE',
      description:
        'SWAT AI helps organisations in the UAE and MENA put AI to work: use-case selection, implementation, AI services, app development, training and a research lab.',
    },
  ],
  hero: {
    eyebrow: 'SWAT AI',
    heading: 'AI that earns its place in your operations',
    lead:
      'SWAT AI is the applied AI practice of SWAT Research. We started by automating our own research work, from coding open-ended answers to checking fieldwork, and now build the same kind of dependable tools for clients, in English and Arabic.',
    primaryCta: { label: 'Discuss an AI use case', to: '/contact' },
    secondaryCta: { label: 'See success stories', to: '/swat-ai/success-stories' },
    illustration: 'ai',
  },
  blocks: [
    {
      kind: 'links',
      heading: 'What SWAT AI offers',
      cards: [
        { title: 'AI implementation', body: 'From a list of ideas to one working system in production, with measured benefits and the controls it needs.', to: '/swat-ai/implementation' },
        { title: 'AI services', body: 'Text and survey analytics, document assistants, forecasting and Arabic language processing as managed services.', to: '/swat-ai/ai-services' },
        { title: 'SWAT Lab', body: 'Our research lab, where we test new models and methods on regional data before we use them with clients.', to: '/swat-ai/swatlab' },
        { title: 'Learning Center', body: 'Guides, workshops and executive briefings that help teams use AI well and safely.', to: '/swat-ai/learning-center' },
        { title: 'App development', body: 'Web and mobile applications with AI features, designed around the people who will use them.', to: '/swat-ai/app-development' },
        { title: 'Development process', body: 'How we scope, build, test and hand over, step by step, with what you receive at each stage.', to: '/swat-ai/development-process' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Why work with a research firm on AI',
      tone: 'tinted',
      paragraphs: [
        'Most AI projects fail for reasons that have little to do with the model: the wrong problem is chosen, the data are not what everyone assumed, or the people meant to use the tool were never asked. Research is our trade, so we start by finding out how work is actually done and what a useful result would look like, and we measure the outcome afterwards with the same rigour we apply to a survey.',
        'We are also realistic about the limits. Language models make confident mistakes, especially in Arabic dialects and with numbers. Every system we build has a human check where errors would matter, logs what it does, and is evaluated against a test set before launch and at regular intervals after.',
      ],
    },
    {
      kind: 'stats',
      heading: 'SWAT AI at a glance',
      stats: [
        { figure: '2', label: 'Languages in every system: English and Arabic' },
        { figure: '100%', label: 'Systems evaluated on a held-out test set before launch' },
        { figure: 'UAE', label: 'Hosting region available for client data' },
        { figure: '4–12 wks', label: 'Typical time from scope to first release' },
      ],
    },
    swatAiQuestions,
    contactCta('Have a process that eats your team’s time?', 'Describe it in a few sentences. We will tell you honestly whether AI is a good fit, and what a first version would cost.'),
  ],
};

export const aiImplementationContent: PageContent = {
  ogImage: 'swat-ai',
  lastModified: REVIEWED,
  sitemapPriority: 0.8,
  service: { serviceType: 'AI implementation consulting' },
  routes: [
    {
      path: '/swat-ai/implementation',
      name: 'AI Implementation',
      title: 'AI implementation: from use case to production | SWAT AI',
      description:
        'SWAT AI takes an AI use case from assessment to production: data readiness, pilot, integration, governance and measured business results for UAE organisations.',
    },
  ],
  hero: {
    eyebrow: 'SWAT AI · Implementation',
    heading: 'From an AI idea to a working system your staff rely on',
    lead:
      'We help you choose the use cases worth doing, prepare the data, run a measured pilot and move the winner into everyday operations, with governance that satisfies your risk and compliance teams.',
    primaryCta: { label: 'Book an AI readiness session', to: '/contact' },
    illustration: 'ai',
  },
  blocks: [
    {
      kind: 'steps',
      heading: 'Our implementation path',
      steps: [
        { title: 'Use-case assessment (2 weeks)', body: 'Interviews and process observation across teams produce a ranked list of use cases, each scored on value, feasibility, data availability and risk.' },
        { title: 'Data readiness (1–3 weeks)', body: 'We inspect the data the chosen use case needs, fix what can be fixed, and document what cannot, before any model is built.' },
        { title: 'Pilot (4–8 weeks)', body: 'A working version used by a small group of real users, with a baseline measured beforehand so the benefit is known, not assumed.' },
        { title: 'Integration', body: 'Connection to your systems through APIs, single sign-on and audit logging; hosting in your cloud or ours, in the UAE region when required.' },
        { title: 'Governance', body: 'An AI use policy, a risk register, human review points, and model evaluation reports your compliance team can read.' },
        { title: 'Handover and support', body: 'Training for users and administrators, runbooks, and a support agreement that includes periodic re-evaluation of accuracy.' },
      ],
    },
    {
      kind: 'features',
      heading: 'Typical use cases',
      tone: 'tinted',
      items: [
        { title: 'Customer feedback analysis', body: 'Classifying complaints, reviews and survey comments in Arabic and English by topic and urgency.' },
        { title: 'Document search and drafting', body: 'Assistants that answer staff questions from policies, contracts or past reports, citing the source passage.' },
        { title: 'Forecasting', body: 'Demand, footfall and call-volume forecasts that combine your history with market and calendar effects.' },
        { title: 'Process automation', body: 'Extracting data from forms and e-mails into your systems, with people checking the uncertain cases.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who it is for',
      paragraphs: [
        'Organisations that have experimented with AI tools and now want something dependable in production, and those that have not started but are being asked by their board what the plan is. We work with banks, insurers, retailers, healthcare providers, government entities and professional services firms.',
        'We are vendor-neutral: we use commercial and open-source models and choose by accuracy, cost, data residency and your existing contracts.',
      ],
    },
    aiImplementationQuestions,
    contactCta('Find the AI use case worth doing first', 'A two-week assessment gives you a ranked, costed list and a recommendation you can take to your leadership.', backToAi),
  ],
};

export const aiServicesContent: PageContent = {
  ogImage: 'swat-ai',
  lastModified: REVIEWED,
  sitemapPriority: 0.8,
  service: { serviceType: 'Managed AI services' },
  routes: [
    {
      path: '/swat-ai/ai-services',
      name: 'AI Services',
      title: 'AI services: text analytics, Arabic NLP and assistants | SWAT AI',
      description:
        'Managed AI services from SWAT AI: survey and feedback text analytics, Arabic language processing, document assistants, forecasting and fieldwork quality checks.',
    },
  ],
  hero: {
    eyebrow: 'SWAT AI · AI services',
    heading: 'Ready-built AI services, run and checked by our team',
    lead:
      'Not every organisation needs to build its own AI. Our managed services apply models we have already tested on regional data to your text, documents and numbers, with analysts reviewing the output before it reaches you.',
    primaryCta: { label: 'Try a service on your data', to: '/contact' },
    illustration: 'ai',
  },
  blocks: [
    {
      kind: 'features',
      heading: 'Services',
      items: [
        { title: 'Open-ended answer coding', body: 'Thousands of survey comments coded to a codeframe in hours, with a human coder verifying a sample of every batch and all uncertain cases.' },
        { title: 'Feedback and complaint analytics', body: 'Themes, sentiment and urgency in customer messages, reviews and call notes, in Modern Standard Arabic, Gulf and Egyptian dialects, and English.' },
        { title: 'Document assistants', body: 'A private assistant over your policies, manuals or research archive that answers questions with references to the exact source.' },
        { title: 'Forecasting as a service', body: 'Monthly or weekly forecasts delivered to your team with accuracy tracked against actual results.' },
        { title: 'Transcription and translation', body: 'Interviews and focus groups transcribed and translated between Arabic and English, reviewed by bilingual researchers.' },
        { title: 'Fieldwork quality checks', body: 'Models that flag suspicious interviews, duplicate answers and fabricated data in your own survey projects.' },
      ],
    },
    {
      kind: 'steps',
      heading: 'How a service engagement runs',
      tone: 'tinted',
      steps: [
        { title: 'Sample test', body: 'We run the service on a sample of your data at no cost and show you the accuracy we measured against human judgement.' },
        { title: 'Agreement', body: 'Volumes, turnaround, accuracy targets and data-handling terms are written into a simple service agreement.' },
        { title: 'Delivery', body: 'Data move through an encrypted channel; results come back as files, through an API or in a SWAT Monitor dashboard.' },
        { title: 'Quality reporting', body: 'Each month you receive the measured accuracy, volumes processed and any issues found by our reviewers.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Turnaround and data handling',
      paragraphs: [
        'Coding of up to 10,000 comments is usually returned within two working days; transcripts of a focus group within three. Your data are used only to deliver your service: we do not use them to train models for other clients, and we delete them on the schedule in your agreement. Processing can be kept within the UAE when your policies require it.',
      ],
    },
    aiServicesQuestions,
    contactCta('Send us a sample', 'Share a few hundred comments or a couple of documents; we will show you what the service produces and how accurate it is.', backToAi),
  ],
};

export const appDevelopmentContent: PageContent = {
  ogImage: 'swat-ai',
  lastModified: REVIEWED,
  sitemapPriority: 0.7,
  service: { serviceType: 'Web and mobile application development' },
  routes: [
    {
      path: '/swat-ai/app-development',
      name: 'App Development',
      title: 'Web and mobile app development with AI features | SWAT AI',
      description:
        'SWAT AI designs and builds bilingual web and mobile applications with AI features, researched with real users and delivered in short, visible iterations.',
    },
  ],
  hero: {
    eyebrow: 'SWAT AI · App development',
    heading: 'Applications designed with the people who will use them',
    lead:
      'We build web and mobile applications, from data-collection apps for field teams to customer portals and internal tools with AI assistance, in English and Arabic with proper right-to-left layouts.',
    primaryCta: { label: 'Tell us about your app', to: '/contact' },
    secondaryCta: { label: 'Our development process', to: '/swat-ai/development-process' },
    illustration: 'ai',
  },
  blocks: [
    {
      kind: 'features',
      heading: 'What we build',
      items: [
        { title: 'Field and survey apps', body: 'Offline-capable data-collection apps with GPS, photos, signatures and sync, built from our own fieldwork experience.' },
        { title: 'Customer portals', body: 'Secure self-service portals with dashboards, document exchange and assistants that answer common questions.' },
        { title: 'Internal tools', body: 'Case management, approvals and reporting tools that replace spreadsheets and e-mail chains.' },
        { title: 'AI features in existing products', body: 'Search, summarisation, classification and chat features added to software you already run.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'How we build',
      tone: 'tinted',
      paragraphs: [
        'Every project starts with user research: interviews and observation with the people who will use the application, done by our researchers. Designs are tested as clickable prototypes before development, so expensive changes happen on paper rather than in code.',
        'Development runs in two-week iterations. At the end of each one you see working software, not a status report. We write automated tests, review every change, build for accessibility to WCAG 2.2 AA, and support right-to-left Arabic interfaces from the first screen rather than as a late translation.',
        'Typical timelines are eight to sixteen weeks for a first release. We hand over source code, documentation and deployment scripts, and offer support and hosting agreements afterwards.',
      ],
    },
    {
      kind: 'cases',
      heading: 'Example engagement',
      disclaimer: ILLUSTRATIVE,
      cases: [
        {
          sector: 'Public health',
          title: 'An offline survey app for household health visits',
          challenge: 'A health programme collected household data on paper, with weeks of delay and frequent transcription errors.',
          approach: 'Researched the visit workflow with field staff, built an offline Arabic-first tablet app with validation and sync, and trained 120 enumerators.',
          outcome: 'Data available to programme managers the same day, with errors caught at the door rather than in the office.',
          figures: [
            { figure: '120', label: 'Enumerators trained' },
            { figure: '12 wks', label: 'To first release' },
            { figure: '-85%', label: 'Data-entry errors' },
          ],
        },
      ],
    },
    appDevelopmentQuestions,
    contactCta('Planning an application?', 'Tell us who will use it and what it must do. We will suggest a first release and a fixed-price discovery phase.', backToAi),
  ],
};

export const learningCenterContent: PageContent = {
  ogImage: 'swat-ai',
  lastModified: REVIEWED,
  sitemapPriority: 0.7,
  service: { serviceType: 'AI training and education' },
  routes: [
    {
      path: '/swat-ai/learning-center',
      name: 'Learning Center',
      title: 'AI Learning Center: workshops and guides for teams | SWAT AI',
      description:
        'The SWAT AI Learning Center: executive briefings, hands-on AI workshops and practical guides that help teams in the UAE and MENA use AI well and safely.',
    },
  ],
  hero: {
    eyebrow: 'SWAT AI · Learning Center',
    heading: 'Help your people use AI with skill and good judgement',
    lead:
      'Tools change every few months; the habits that make them useful do not. The Learning Center teaches how to frame tasks, check outputs, protect data and decide when AI should not be used at all.',
    primaryCta: { label: 'Plan a workshop', to: '/contact' },
    secondaryCta: { label: 'Research training courses', to: '/training' },
    illustration: 'training',
  },
  blocks: [
    {
      kind: 'features',
      heading: 'Programmes',
      items: [
        { title: 'Executive briefing (half day)', body: 'What AI can and cannot do for your organisation today, the risks boards must oversee, and how to judge proposals from vendors.' },
        { title: 'AI at work (one day)', body: 'Hands-on practice with writing, analysis and research tasks, including how to check results and cite sources.' },
        { title: 'AI for analysts (two days)', body: 'Using language models with data: classification, summarisation, coding open-ended answers and evaluating accuracy.' },
        { title: 'Responsible AI (half day)', body: 'Data protection under the UAE PDPL, confidentiality, bias, and drafting an AI use policy that people will follow.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'How we teach',
      tone: 'tinted',
      paragraphs: [
        'Sessions use your own tasks wherever possible: participants bring a real piece of work and leave with a better version of it. Groups are limited to sixteen so everyone practises. We teach in English or Arabic, at our Dubai office, at your premises or online.',
        'After each programme, participants get a set of practical guides: prompt patterns for common tasks, a checklist for reviewing AI output, and a one-page summary of what data may and may not be put into public AI tools.',
      ],
    },
    learningCenterQuestions,
    contactCta('Plan a learning programme', 'Tell us who needs to learn what, and by when. We will propose a programme and dates.', backToAi),
  ],
};

export const successStoriesContent: PageContent = {
  ogImage: 'swat-ai',
  lastModified: REVIEWED,
  sitemapPriority: 0.7,
  routes: [
    {
      path: '/swat-ai/success-stories',
      name: 'Success Stories',
      title: 'Success stories: research, consultancy and AI projects | SWAT Research',
      description:
        'Examples of SWAT Research and SWAT AI projects across the region: the challenge, what we did and what changed, with figures clearly marked as illustrative.',
    },
  ],
  hero: {
    eyebrow: 'SWAT AI · Success stories',
    heading: 'What changes when evidence and AI are applied well',
    lead:
      'These examples show the kind of work we do and the results it produces. Client names are withheld because our clients’ research is confidential; references can be arranged in confidence during a proposal.',
    primaryCta: { label: 'Discuss a similar project', to: '/contact' },
    illustration: 'analysis',
  },
  blocks: [
    {
      kind: 'cases',
      heading: 'Selected projects',
      disclaimer: ILLUSTRATIVE,
      cases: [
        {
          sector: 'Hospitality · AI services',
          title: 'Reading 60,000 guest reviews in two languages',
          challenge: 'A hotel group had years of Arabic and English reviews across 18 properties but only read a handful each month.',
          approach: 'Our feedback analytics service classified every review by theme and sentiment, with analysts checking a sample each week, and fed the results into a dashboard.',
          outcome: 'Managers saw that complaints about check-in waiting times clustered at three properties; staffing changes there lifted scores the following quarter.',
          figures: [
            { figure: '60k', label: 'Reviews analysed' },
            { figure: '92%', label: 'Agreement with human coders' },
            { figure: '+0.4', label: 'Review score at target hotels' },
          ],
        },
        {
          sector: 'Insurance · AI implementation',
          title: 'A policy assistant for a claims team',
          challenge: 'Claims handlers spent a large part of each day searching long policy wordings to answer routine questions.',
          approach: 'We built a document assistant that answers with the exact clause cited, piloted it with twelve handlers against a measured baseline, then rolled it out with audit logging.',
          outcome: 'Routine queries answered faster, with handlers checking the cited clause rather than searching for it.',
          figures: [
            { figure: '-35%', label: 'Time per routine query' },
            { figure: '8 wks', label: 'Pilot to roll-out' },
            { figure: '12', label: 'Handlers in pilot' },
          ],
        },
        {
          sector: 'FMCG · Research and consultancy',
          title: 'Entering Saudi Arabia with the right pack sizes',
          challenge: 'A snack brand successful in the UAE needed to know whether its range would work in Saudi households.',
          approach: 'Usage and attitude survey of 1,500 households, accompanied shopping in three cities, and a pricing study, followed by a market entry plan.',
          outcome: 'The brand launched with larger family packs and a lower-priced single pack, matched to what the research showed households bought.',
          figures: [
            { figure: '1,500', label: 'Households surveyed' },
            { figure: '3', label: 'Cities in qualitative work' },
            { figure: '7 wks', label: 'Brief to recommendation' },
          ],
        },
        {
          sector: 'Government · Research',
          title: 'A resident satisfaction tracker across seven districts',
          challenge: 'A public authority wanted to know how satisfaction with services differed by district and nationality group, every quarter.',
          approach: 'Face-to-face and telephone interviews with a quota sample each quarter, in five languages, with back-checks on 15% of interviews.',
          outcome: 'District teams received quarterly results and acted on the lowest-rated services; the tracker now informs annual budgets.',
          figures: [
            { figure: '8,000', label: 'Interviews a year' },
            { figure: '5', label: 'Interview languages' },
            { figure: '15%', label: 'Interviews back-checked' },
          ],
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'What these projects have in common',
      tone: 'tinted',
      paragraphs: [
        'Each one started with a clear decision to support and a baseline to measure against. Each combined methods: survey data with qualitative depth, or AI output with human review. And each ended with a specific action the client took, which is the only result that matters.',
      ],
    },
    successStoriesQuestions,
    contactCta('Could your project be the next example?', 'Tell us about your challenge; we will share how we would approach it and what similar work achieved.', backToAi),
  ],
};

export const developmentProcessContent: PageContent = {
  ogImage: 'swat-ai',
  lastModified: REVIEWED,
  sitemapPriority: 0.6,
  routes: [
    {
      path: '/swat-ai/development-process',
      name: 'Development Process',
      title: 'Our AI and software development process | SWAT AI',
      description:
        'How SWAT AI scopes, designs, builds, evaluates and hands over AI systems and applications: stages, deliverables, quality gates and typical timelines.',
    },
  ],
  hero: {
    eyebrow: 'SWAT AI · Development process',
    heading: 'A visible, step-by-step way of building AI and software',
    lead:
      'You should always know what we are building, what it will cost and how well it works. Our process makes each of these visible at every stage, with a decision point before each significant spend.',
    primaryCta: { label: 'Start with a discovery phase', to: '/contact' },
    illustration: 'ai',
  },
  blocks: [
    {
      kind: 'steps',
      heading: 'Stages and deliverables',
      steps: [
        { title: 'Discovery (1–3 weeks)', body: 'User and stakeholder interviews, a data review and a technical assessment. You receive a scope, a risk list, a fixed price for the first release and a go or no-go recommendation.' },
        { title: 'Design (1–3 weeks)', body: 'User journeys, clickable prototypes tested with real users, architecture, and an evaluation plan that defines how accuracy will be measured.' },
        { title: 'Build in iterations', body: 'Two-week iterations, each ending with a demonstration of working software on a test environment you can use yourself.' },
        { title: 'Evaluation', body: 'AI components are scored against a held-out test set agreed with you; security, accessibility and load tests run before release.' },
        { title: 'Release', body: 'A staged roll-out to a pilot group first, with monitoring, logging and a rollback plan ready.' },
        { title: 'Handover and care', body: 'Source code, documentation and training, then optional support covering fixes, updates and periodic re-evaluation of model accuracy.' },
      ],
    },
    {
      kind: 'features',
      heading: 'Quality gates',
      tone: 'tinted',
      intro: 'Work does not move to the next stage until these checks pass.',
      items: [
        { title: 'Code review', body: 'Every change is reviewed by a second engineer and covered by automated tests.' },
        { title: 'Model evaluation', body: 'Accuracy, failure cases and bias are measured and reported in plain language before release.' },
        { title: 'Security and privacy', body: 'Dependency scanning, access control review and a data protection impact check for personal data.' },
        { title: 'Accessibility', body: 'Interfaces checked against WCAG 2.2 AA, including right-to-left Arabic layouts.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Working together',
      paragraphs: [
        'You have a named product lead who runs the iterations and a shared board where you can see every task. We prefer fixed prices for well-defined phases and time-and-materials only where scope is genuinely uncertain, with a cap agreed in advance. You own the code and the models trained on your data.',
      ],
    },
    developmentProcessQuestions,
    contactCta('Begin with discovery', 'A short discovery phase tells you, at low cost, whether a project is worth doing and what it will take.', backToAi),
  ],
};

export const swatLabContent: PageContent = {
  ogImage: 'swat-ai',
  lastModified: REVIEWED,
  sitemapPriority: 0.6,
  service: { serviceType: 'Applied AI research' },
  routes: [
    {
      path: '/swat-ai/swatlab',
      name: 'SWAT Lab',
      title: 'SWAT Lab: applied AI research on regional data | SWAT AI',
      description:
        'SWAT Lab is where SWAT AI tests models and methods on Arabic and regional data before using them with clients, and runs joint research projects with partners.',
    },
  ],
  hero: {
    eyebrow: 'SWAT AI · SWAT Lab',
    heading: 'Where we test new AI methods before they reach your project',
    lead:
      'SWAT Lab is our applied research group. It evaluates models on Arabic and regional data, develops new research methods, and runs joint projects with clients, universities and public bodies who want to explore a question together.',
    primaryCta: { label: 'Propose a joint project', to: '/contact' },
    illustration: 'lab',
  },
  blocks: [
    {
      kind: 'features',
      heading: 'Current areas of work',
      items: [
        { title: 'Arabic dialect understanding', body: 'Benchmarks of commercial and open models on Gulf, Levantine, Egyptian and Maghrebi survey comments, updated as new models are released.' },
        { title: 'Synthetic data, carefully', body: 'Testing whether model-generated answers can help design questionnaires, and showing clearly where they must not replace real respondents.' },
        { title: 'Fieldwork fraud detection', body: 'Methods that spot fabricated interviews from timing, location and answer patterns, used in our own quality control.' },
        { title: 'Small-area estimation', body: 'Combining surveys with public data to estimate indicators for districts where samples are small.' },
      ],
    },
    {
      kind: 'steps',
      heading: 'How lab projects work',
      tone: 'tinted',
      steps: [
        { title: 'Question', body: 'We agree a question that matters to you and can be answered with evidence within three months.' },
        { title: 'Experiment', body: 'A small, well-designed test on real or realistic data, with the evaluation method fixed before results are seen.' },
        { title: 'Findings', body: 'A short technical note and a plain-language summary of what worked, what did not and what it would take to use in practice.' },
        { title: 'Next step', body: 'If the results justify it, the method moves into a SWAT AI service or an implementation project.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who we collaborate with',
      paragraphs: [
        'Clients who want to explore a new approach without the commitment of a full project, universities looking for realistic regional data and fieldwork capacity, and public bodies studying how AI could improve their statistics or services. Data used in lab work are anonymised and handled under a written agreement, and we publish findings only with our partners’ consent.',
      ],
    },
    swatLabQuestions,
    contactCta('Have a question worth an experiment?', 'Tell us what you would like to find out; the lab team will reply with a suggested design.', backToAi),
  ],
};
