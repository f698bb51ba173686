import type { FaqBlock, PageContent } from '../types';
import { contactCta, ILLUSTRATIVE, REVIEWED } from './shared';

const consultancyQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about our consultancy',
  items: [
    {
      id: 'which-consultancy-services',
      question: 'What consultancy services do you offer?',
      answer:
        'Four practices: market analysis, strategic planning, business development, and circularity and sustainability advisory. Most engagements combine two or three of them.',
    },
    {
      id: 'how-long-is-an-engagement',
      question: 'How long does a consultancy engagement take?',
      answer:
        'From four weeks for a focused market assessment to six months for a full strategy with implementation support.',
    },
    {
      id: 'how-are-fees-set',
      question: 'How are consultancy fees set?',
      answer:
        'As a fixed fee for an agreed scope, which we can usually propose after a thirty-minute call. The fee depends on the scope, the countries, the team and how much primary research the decision needs.',
    },
    {
      id: 'is-your-advice-independent',
      question: 'Is your advice independent?',
      answer:
        'Yes. We do not sell software, real estate or products, and our fees do not depend on which option you choose.',
    },
    {
      id: 'who-do-you-advise',
      question: 'Who do you advise?',
      answer:
        'International companies entering the Gulf or North Africa, regional family groups diversifying into new sectors, government entities designing services and policies, and investors checking the commercial case behind an acquisition.',
    },
    {
      id: 'what-makes-your-consultancy-different',
      question: 'What makes your consultancy different?',
      answer:
        'Our consultants work beside our researchers, so assumptions about demand, prices or competitors are tested with fresh market data instead of repeated in a slide. Where it matters, our own field teams run the customer research.',
    },
    {
      id: 'how-does-an-engagement-start',
      question: 'How does a consultancy engagement start?',
      answer:
        'With a workshop where your leadership sets the decision, the options and the evidence that would change their mind; this becomes the scope. Evidence gathering, options and a roadmap follow.',
    },
  ],
};

const marketAnalysisQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about market analysis',
  items: [
    {
      id: 'how-long-does-market-analysis-take',
      question: 'How long does a market analysis take?',
      answer: 'Four to six weeks for one country and one category, and six to ten weeks for several countries.',
    },
    {
      id: 'what-does-it-cover',
      question: 'What does a market analysis cover?',
      answer:
        'Market size and growth, customers and demand, competitors, regulation and entry routes, channels and partners, and scenarios with their assumptions spelled out.',
    },
    {
      id: 'do-you-rely-on-published-reports',
      question: 'Do you rely on published market reports?',
      answer:
        'No, not on their own. Published figures for the region are often old or inconsistent, so we reconcile them with fresh primary research: a customer survey or trade audit and interviews with 10 to 30 experts.',
    },
    {
      id: 'what-do-we-receive',
      question: 'What do we receive at the end?',
      answer: 'A transparent sizing model in Excel, a report, and a workshop with your team to stress-test the conclusions.',
    },
    {
      id: 'does-it-cover-licensing',
      question: 'Does the analysis cover licensing and entry rules?',
      answer:
        'Yes: licensing, ownership rules, free-zone versus onshore options, local-content expectations and the timelines they imply.',
    },
    {
      id: 'how-much-does-market-analysis-cost',
      question: 'How much does a market analysis cost?',
      answer:
        'It is quoted as a fixed fee once we know the category and the countries. The number of markets, the expert interviews and the size of the survey or audit drive it.',
    },
  ],
};

const strategicPlanningQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about strategic planning',
  items: [
    {
      id: 'how-long-does-planning-take',
      question: 'How long does a strategic planning engagement take?',
      answer: 'Eight to fourteen weeks, depending on the size of the organisation and how many stakeholders must be consulted.',
    },
    {
      id: 'what-will-we-have-at-the-end',
      question: 'What will we have at the end?',
      answer:
        'A strategy with a few measurable objectives, a three-to-five-year roadmap and budget, and a short narrative in English and Arabic. The first hundred days are spelled out, and we can facilitate quarterly reviews afterwards.',
    },
    {
      id: 'national-visions',
      question: 'Can you align our strategy with national visions?',
      answer: 'Yes. We help government entities align with national visions such as UAE Centennial 2071 and Saudi Vision 2030.',
    },
    {
      id: 'who-works-on-it',
      question: 'Who from your side will work on it?',
      answer:
        'A small, senior team: a partner who leads the workshops, a consultant who builds the analysis and researchers who run the customer work. You are not handed over to juniors after the first meeting.',
    },
    {
      id: 'why-start-with-research',
      question: 'Why start a strategy with research?',
      answer:
        'Because a plan should rest on facts rather than the loudest opinion in the room. Staff interviews, performance data and a customer or citizen survey show the organisation from the outside before choices are made.',
    },
  ],
};

const businessDevelopmentQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about business development',
  items: [
    {
      id: 'can-you-find-a-distributor',
      question: 'Can you find us a distributor or partner in the Gulf?',
      answer:
        'Yes. We build a long list from trade sources and our network, screen it on capability, reputation and fit, interview the best five to eight and introduce you to those that qualify.',
    },
    {
      id: 'how-long-does-it-take',
      question: 'How long does business development support take?',
      answer: 'Typically six to twelve weeks, with optional support after launch.',
    },
    {
      id: 'can-you-test-our-offer',
      question: 'Can you test our offer with buyers before we hire a sales team?',
      answer: 'Yes, through interviews with 15 to 40 target buyers about your proposition, price and buying process.',
    },
    {
      id: 'do-you-help-with-tenders',
      question: 'Do you help with tenders?',
      answer:
        'Yes. We read the requirements, local-content expectations and evaluation criteria with you, and strengthen your submission with evidence.',
    },
    {
      id: 'commercial-due-diligence',
      question: 'Do you carry out commercial due diligence for investors?',
      answer: 'Yes: an independent check of a target’s market, customers and growth assumptions, through interviews and surveys.',
    },
  ],
};

const sustainabilityQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about sustainability advisory',
  items: [
    {
      id: 'how-long-does-materiality-take',
      question: 'How long does a materiality assessment take?',
      answer:
        'Six to eight weeks. A circular business model feasibility study, with customer research and a pilot design, takes eight to twelve.',
    },
    {
      id: 'first-sustainability-report',
      question: 'Can you help us prepare our first sustainability report?',
      answer:
        'Yes, by getting you ready for it. We review your gaps against the frameworks your stakeholders use, such as GRI and the IFRS sustainability standards, and plan how to collect the data reliably.',
    },
    {
      id: 'can-you-check-our-claims',
      question: 'Can you check our sustainability claims?',
      answer: 'Yes. We check the claims in your marketing and reports against the evidence behind them, to avoid greenwashing risk.',
    },
    {
      id: 'net-zero-targets',
      question: 'Can you set targets in line with UAE Net Zero 2050?',
      answer:
        'Yes: realistic targets with baselines, milestones and owners, aligned with national strategies such as the UAE Net Zero by 2050 initiative.',
    },
    {
      id: 'will-customers-use-the-scheme',
      question: 'How do we know customers will use a refill or take-back scheme?',
      answer:
        'By testing it with them before launch. Surveys and accompanied shopping show what people will actually do and pay, and a pilot in real stores measures it.',
    },
  ],
};

const parentCrumb = { path: '/consultancy', name: 'Consultancy' } as const;
export const consultancyParent = parentCrumb;

export const consultancyContent: PageContent = {
  ogImage: 'consultancy',
  lastModified: REVIEWED,
  sitemapPriority: 0.9,
  service: { serviceType: 'Management consultancy' },
  routes: [
    {
      path: '/consultancy',
      name: 'Consultancy',
      title: 'Business consultancy grounded in primary research | SWAT Research',
      description:
        'Market analysis, strategic planning, business development and circularity advisory for companies and public bodies in the UAE, Saudi Arabia and wider MENA.',
    },
  ],
  hero: {
    eyebrow: 'Consultancy',
    heading: 'Strategy built on what your customers actually do',
    lead:
      'Our consultants sit next to our researchers. When a plan depends on an assumption about demand, prices or competitors, we test it with real data from the market instead of repeating it in a slide.',
    primaryCta: { label: 'Discuss a consultancy project', to: '/contact' },
    secondaryCta: { label: 'Start with market analysis', to: '/consultancy/market-analysis' },
    illustration: 'strategy',
  },
  blocks: [
    {
      kind: 'links',
      heading: 'Four practices',
      intro: 'Each practice can stand alone, but most engagements combine two or three: analysis of a market, a plan to win in it, and support while you carry the plan out.',
      cards: [
        {
          title: 'Market analysis',
          body: 'Market sizing, competitor mapping, customer demand and regulatory review for a sector or a new country.',
          to: '/consultancy/market-analysis',
        },
        {
          title: 'Strategic planning',
          body: 'Three-to-five-year strategies with priorities, targets, budgets and a governance rhythm to keep them alive.',
          to: '/consultancy/strategic-planning',
        },
        {
          title: 'Business development',
          body: 'Partner and distributor search, go-to-market plans and tender support for companies growing in the region.',
          to: '/consultancy/business-development',
        },
        {
          title: 'Circularity and sustainability advisory',
          body: 'Circular business models, sustainability reporting readiness and stakeholder research for credible plans.',
          to: '/consultancy/sustainability-circularity',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'How we work with you',
      tone: 'tinted',
      steps: [
        {
          title: 'Frame the decision',
          body: 'A workshop with your leadership sets the decision, the options on the table and the evidence that would change your mind. This becomes the scope.',
        },
        {
          title: 'Gather evidence',
          body: 'Desk research, expert and stakeholder interviews, and where it matters, a customer survey or qualitative study run by our own field teams.',
        },
        {
          title: 'Build and test options',
          body: 'We model each option’s costs, revenues and risks, and test the shortlisted ones with customers, partners or staff before recommending one.',
        },
        {
          title: 'Plan and support delivery',
          body: 'A practical roadmap with owners, milestones and measures, and optional quarterly reviews that track progress with fresh data.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who we advise',
      paragraphs: [
        'International companies entering the Gulf or North Africa, regional family groups diversifying into new sectors, government entities designing services and policies, and investors checking the commercial story behind an acquisition. Engagements typically run from four weeks for a focused market assessment to six months for a full strategy with implementation support.',
        'We are independent: we do not sell software, real estate or products, and our fees do not depend on which option you choose.',
      ],
    },
    consultancyQuestions,
    contactCta('Talk through your decision with a consultant', 'A thirty-minute call is usually enough for us to propose a scope, team and fixed fee.'),
  ],
};

export const marketAnalysisContent: PageContent = {
  ogImage: 'consultancy',
  lastModified: REVIEWED,
  sitemapPriority: 0.8,
  service: { serviceType: 'Market analysis' },
  routes: [
    {
      path: '/consultancy/market-analysis',
      name: 'Market Analysis',
      title: 'Market analysis and market sizing in the GCC and MENA | SWAT Research',
      description:
        'Market sizing, competitor mapping, pricing and customer demand analysis for a sector or country in the Middle East and North Africa, built on primary data.',
    },
  ],
  hero: {
    eyebrow: 'Consultancy · Market analysis',
    heading: 'Know the size, shape and rules of a market before you commit',
    lead:
      'Published figures for Middle Eastern markets are often old, inconsistent or built for another purpose. We combine what can be trusted with fresh primary research to give you a market picture you can put in front of an investment committee.',
    primaryCta: { label: 'Scope a market analysis', to: '/contact' },
    illustration: 'analysis',
  },
  blocks: [
    {
      kind: 'features',
      heading: 'What a market analysis covers',
      items: [
        {
          title: 'Market size and growth',
          body: 'Top-down estimates from trade, customs and official statistics, cross-checked bottom-up with survey data on penetration, frequency and spend.',
        },
        {
          title: 'Customers and demand',
          body: 'Who buys, why, through which channels and at what price, split by nationality group, income and emirate or region where it matters.',
        },
        {
          title: 'Competitors',
          body: 'Who holds the market, how they price and distribute, what customers think of them, and where they leave gaps, built from store audits, mystery shopping and interviews.',
        },
        {
          title: 'Regulation and entry routes',
          body: 'Licensing, ownership rules, free-zone versus onshore options, local-content expectations and the timelines they imply.',
        },
        {
          title: 'Channels and partners',
          body: 'Distributor, retailer and e-commerce landscape, with margins and terms as reported by the trade.',
        },
        {
          title: 'Scenarios',
          body: 'Conservative, expected and ambitious forecasts with the assumptions spelled out, so you can update them as conditions change.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Method and turnaround',
      tone: 'tinted',
      intro: 'A single-country, single-category analysis usually takes four to six weeks; multi-country work takes six to ten.',
      steps: [
        { title: 'Week 1: framing', body: 'Agree the market definition, the questions to answer and the decision the analysis supports.' },
        { title: 'Weeks 1–3: desk and expert work', body: 'Gather and reconcile secondary sources; interview 10 to 30 distributors, retailers, regulators and industry experts.' },
        { title: 'Weeks 2–5: primary research', body: 'A customer survey or trade audit fills the gaps the desk work leaves and tests demand at realistic prices.' },
        { title: 'Weeks 5–6: model and report', body: 'A transparent sizing model in Excel, a report and a workshop with your team to stress-test the conclusions.' },
      ],
    },
    {
      kind: 'cases',
      heading: 'Example engagement',
      disclaimer: ILLUSTRATIVE,
      cases: [
        {
          sector: 'Consumer health',
          title: 'Sizing the Saudi market for over-the-counter vitamins',
          challenge: 'A European manufacturer had three published estimates of the Saudi market that differed by a factor of two, and needed one defensible figure before choosing a distributor.',
          approach: 'Reconciled import data with pharmacy audits in Riyadh, Jeddah and Dammam, interviewed twelve distributors and surveyed 1,200 adults on purchase and spend.',
          outcome: 'A single market model with documented assumptions, a shortlist of three distributors and a launch price band the survey showed customers would accept.',
          figures: [
            { figure: '1,200', label: 'Consumers surveyed' },
            { figure: '5 wks', label: 'From brief to board' },
            { figure: '±8%', label: 'Range on market size' },
          ],
        },
      ],
    },
    marketAnalysisQuestions,
    contactCta('Need a market picture you can defend?', 'Tell us the category and the countries; we will reply with a scope, timeline and fixed fee.', {
      label: 'All consultancy services',
      to: '/consultancy',
    }),
  ],
};

export const strategicPlanningContent: PageContent = {
  ogImage: 'consultancy',
  lastModified: REVIEWED,
  sitemapPriority: 0.8,
  service: { serviceType: 'Strategic planning' },
  routes: [
    {
      path: '/consultancy/strategic-planning',
      name: 'Strategic Planning',
      title: 'Strategic planning for companies and public bodies | SWAT Research',
      description:
        'Evidence-based three-to-five-year strategies with clear priorities, measurable targets, budgets and a review rhythm, for organisations in the UAE and MENA.',
    },
  ],
  hero: {
    eyebrow: 'Consultancy · Strategic planning',
    heading: 'A strategy your people can explain and your data can check',
    lead:
      'We help leadership teams choose where to play and how to win, then turn the choice into priorities, targets and budgets. Customer and market evidence is gathered first, so the plan rests on facts rather than on the loudest opinion in the room.',
    primaryCta: { label: 'Plan your next strategy cycle', to: '/contact' },
    illustration: 'strategy',
  },
  blocks: [
    {
      kind: 'steps',
      heading: 'Our planning process',
      intro: 'A typical engagement takes eight to fourteen weeks, depending on the size of the organisation and how many stakeholders must be consulted.',
      steps: [
        {
          title: 'Diagnostic',
          body: 'Interviews with leadership and staff, a review of performance data, and a customer or citizen survey to see the organisation from the outside.',
        },
        {
          title: 'Strategic choices',
          body: 'Workshops that set ambition, target segments, offers and capabilities, with the options compared on evidence, cost and risk.',
        },
        {
          title: 'Objectives and measures',
          body: 'A small set of objectives with key results and indicators that can actually be measured, including through our SWAT Monitor tracking if useful.',
        },
        {
          title: 'Roadmap and budget',
          body: 'Initiatives sequenced over three to five years, with owners, resources, dependencies and the first hundred days spelled out.',
        },
        {
          title: 'Communication',
          body: 'A short strategy narrative, in English and Arabic, that managers can use to explain the plan to their teams.',
        },
        {
          title: 'Review rhythm',
          body: 'Quarterly review meetings that we can facilitate, using fresh data to decide what to keep, change or stop.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who it is for',
      tone: 'tinted',
      paragraphs: [
        'Family-owned groups preparing the next generation of leadership, mid-sized companies after a period of fast growth, government entities aligning with national visions such as UAE Centennial 2071 and Saudi Vision 2030, and non-profits that must show funders a credible plan.',
        'We keep the team small and senior: a partner who leads the workshops, a consultant who builds the analysis, and researchers who run the customer work. You will not be handed over to juniors after the first meeting.',
      ],
    },
    {
      kind: 'cases',
      heading: 'Example engagement',
      disclaimer: ILLUSTRATIVE,
      cases: [
        {
          sector: 'Public services',
          title: 'A five-year strategy for a municipal service department',
          challenge: 'A department had grown through new mandates and lacked a shared view of priorities; satisfaction scores had fallen two years in a row.',
          approach: 'Interviewed 40 staff, surveyed 2,000 residents in English and Arabic, benchmarked five comparable cities and ran four leadership workshops.',
          outcome: 'Five objectives with 14 measurable results, a costed roadmap, and quarterly reviews fed by a resident tracker.',
          figures: [
            { figure: '2,000', label: 'Residents surveyed' },
            { figure: '12 wks', label: 'Engagement length' },
            { figure: '+9 pts', label: 'Satisfaction after 18 months' },
          ],
        },
      ],
    },
    strategicPlanningQuestions,
    contactCta('Start with a conversation', 'Tell us where your organisation is and where it needs to get to. We will suggest how a planning engagement could be shaped.', {
      label: 'All consultancy services',
      to: '/consultancy',
    }),
  ],
};

export const businessDevelopmentContent: PageContent = {
  ogImage: 'consultancy',
  lastModified: REVIEWED,
  sitemapPriority: 0.8,
  service: { serviceType: 'Business development consulting' },
  routes: [
    {
      path: '/consultancy/business-development',
      name: 'Business Development',
      title: 'Business development and market entry support in MENA | SWAT Research',
      description:
        'Partner and distributor search, go-to-market planning, customer validation and tender support for companies growing in the UAE, Saudi Arabia and the region.',
    },
  ],
  hero: {
    eyebrow: 'Consultancy · Business development',
    heading: 'From a promising market to signed partners and first customers',
    lead:
      'Knowing a market is attractive is not the same as winning in it. We find and vet the partners, test your offer with real buyers, and prepare the pitch, pricing and paperwork that get you to first revenue.',
    primaryCta: { label: 'Discuss your growth plans', to: '/contact' },
    illustration: 'strategy',
  },
  blocks: [
    {
      kind: 'features',
      heading: 'What we do',
      items: [
        {
          title: 'Partner and distributor search',
          body: 'A long list from trade sources and our network, screened on capability, reputation and fit, then interviews with the best five to eight, and introductions to the ones that qualify.',
        },
        {
          title: 'Customer validation',
          body: 'Interviews with 15 to 40 target buyers to test your proposition, price and buying process before you invest in a sales team.',
        },
        {
          title: 'Go-to-market plan',
          body: 'Target segments, channels, pricing, messaging in English and Arabic, a first-year sales plan and the team needed to deliver it.',
        },
        {
          title: 'Tender and proposal support',
          body: 'Reading tender requirements, local-content expectations and evaluation criteria, and strengthening your submission with evidence.',
        },
        {
          title: 'Due diligence on the commercial case',
          body: 'For investors: an independent check of a target’s market, customers and growth assumptions through interviews and surveys.',
        },
        {
          title: 'Launch tracking',
          body: 'Short pulse surveys of customers and partners in the first six months to catch problems early.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who uses this service',
      tone: 'tinted',
      paragraphs: [
        'Manufacturers and technology firms from Europe, Asia and North America entering the Gulf; regional companies expanding from the UAE into Saudi Arabia, Egypt or Morocco; and investors who want an independent view before they commit. Typical engagements last six to twelve weeks, with optional support beyond launch.',
        'Because we also run fieldwork, we can move from a plan to evidence quickly: when a partner claims a retail footprint, our auditors can visit the stores within days.',
      ],
    },
    {
      kind: 'cases',
      heading: 'Example engagement',
      disclaimer: ILLUSTRATIVE,
      cases: [
        {
          sector: 'Industrial technology',
          title: 'Finding a Gulf distributor for water-treatment equipment',
          challenge: 'An Asian manufacturer had spent a year talking to distributors without a signed agreement and could not tell which were serious.',
          approach: 'Screened 46 companies across the UAE, Saudi Arabia and Oman, interviewed eleven, checked references with contractors and verified warehouse capacity on site.',
          outcome: 'Agreements with two distributors covering four countries, and a first-year pipeline built from the validation interviews.',
          figures: [
            { figure: '46', label: 'Companies screened' },
            { figure: '10 wks', label: 'To signed agreements' },
            { figure: '4', label: 'Countries covered' },
          ],
        },
      ],
    },
    businessDevelopmentQuestions,
    contactCta('Ready to grow in the region?', 'Share your product, target markets and timing; we will outline the steps and cost to first customers.', {
      label: 'All consultancy services',
      to: '/consultancy',
    }),
  ],
};

export const sustainabilityContent: PageContent = {
  ogImage: 'consultancy',
  lastModified: REVIEWED,
  sitemapPriority: 0.8,
  service: { serviceType: 'Sustainability and circular economy advisory' },
  routes: [
    {
      path: '/consultancy/sustainability-circularity',
      name: 'Circularity & Sustainability Advisory',
      title: 'Circularity and sustainability advisory in the UAE and GCC | SWAT Research',
      description:
        'Circular business models, sustainability reporting readiness, consumer and stakeholder research and credible targets for companies in the UAE, GCC and MENA.',
    },
  ],
  hero: {
    eyebrow: 'Consultancy · Circularity and sustainability',
    heading: 'Sustainability plans that hold up to customers, regulators and auditors',
    lead:
      'Expectations on sustainability are rising fast in the region, from national net-zero commitments to customers asking what happens to packaging. We help you find the changes that matter for your business, measure them honestly and explain them without overstating.',
    primaryCta: { label: 'Talk to our sustainability team', to: '/contact' },
    illustration: 'strategy',
  },
  blocks: [
    {
      kind: 'features',
      heading: 'How we help',
      items: [
        {
          title: 'Materiality assessment',
          body: 'Surveys and interviews with customers, staff, investors and communities to find the environmental and social issues that matter most to them and to your business.',
        },
        {
          title: 'Circular business models',
          body: 'Take-back, refill, repair, resale and product-as-a-service options, tested for customer appeal and cost before you pilot them.',
        },
        {
          title: 'Reporting readiness',
          body: 'A gap review against the frameworks your stakeholders use, such as GRI and the IFRS sustainability standards, and a plan to collect the data reliably.',
        },
        {
          title: 'Consumer behaviour research',
          body: 'What people in the region will actually do, and pay, to recycle, reuse or choose a lower-impact option, as opposed to what they say in general.',
        },
        {
          title: 'Targets and roadmaps',
          body: 'Realistic targets with baselines, milestones and owners, aligned with national strategies such as the UAE Net Zero by 2050 initiative.',
        },
        {
          title: 'Claims review',
          body: 'A check of sustainability claims in marketing and reports against the evidence behind them, to avoid greenwashing risk.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who it is for and how long it takes',
      tone: 'tinted',
      paragraphs: [
        'Retailers, consumer goods companies, real-estate developers, hospitality groups and manufacturers preparing their first sustainability report or redesigning a product line. A materiality assessment takes six to eight weeks; a circular model feasibility study, including customer research and a pilot design, takes eight to twelve.',
        'Our advice is grounded in research with the people whose behaviour has to change. A refill scheme that works in Europe may fail in a market with different shopping habits; we find that out with a test, not after a launch.',
      ],
    },
    {
      kind: 'cases',
      heading: 'Example engagement',
      disclaimer: ILLUSTRATIVE,
      cases: [
        {
          sector: 'Retail',
          title: 'Testing a packaging take-back scheme for a grocery chain',
          challenge: 'A UAE grocer wanted to cut single-use packaging but did not know which scheme shoppers would use, or what it would cost.',
          approach: 'Surveyed 1,500 shoppers, ran accompanied shopping trips, and piloted two schemes in six stores for eight weeks with our auditors counting returns.',
          outcome: 'The deposit scheme was chosen for roll-out, with return rates and costs known in advance and a baseline for the first sustainability report.',
          figures: [
            { figure: '1,500', label: 'Shoppers surveyed' },
            { figure: '6', label: 'Pilot stores' },
            { figure: '38%', label: 'Pack return rate in pilot' },
          ],
        },
      ],
    },
    sustainabilityQuestions,
    contactCta('Make your sustainability work credible', 'Tell us where you are starting from; we will propose the first practical step.', {
      label: 'All consultancy services',
      to: '/consultancy',
    }),
  ],
};
