import type { FaqBlock, PageContent } from '../types';
import { contactCta, REVIEWED } from './shared';

const servicesQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions clients ask about our research',
  items: [
    {
      id: 'how-quickly-can-fieldwork-start',
      question: 'How quickly can you start fieldwork?',
      answer:
        'Usually within five working days of an approved questionnaire for online and telephone studies in the UAE and Saudi Arabia. Face-to-face studies need one to two weeks of preparation for sampling, translation and interviewer briefing.',
    },
    {
      id: 'how-long-does-a-study-take',
      question: 'How long does a study take from brief to report?',
      answer:
        'It depends on the method, the markets and the audience, and every proposal gives a dated timetable. Fieldwork for 500 consumers takes one to four weeks depending on the country, with the pilot before it and the analysis after it.',
    },
    {
      id: 'how-much-does-a-study-cost',
      question: 'How much does a survey cost?',
      answer:
        'Each study is quoted separately, with a fixed price in the written proposal. The price depends on the method, the sample size, how hard the audience is to reach, the questionnaire length, the number of markets and languages, and the deliverables.',
    },
    {
      id: 'what-sample-size-do-i-need',
      question: 'How large a sample do we need?',
      answer:
        'It depends on how precisely you need to read the results and how many subgroups you want to compare, and the proposal recommends a size with its quotas. We will also tell you when a smaller, cheaper design answers the question just as well.',
    },
    {
      id: 'do-you-translate-questionnaires',
      question: 'Do you translate questionnaires yourselves?',
      answer:
        'Yes. A researcher translates into Arabic, a second person back-translates or reviews independently, and the pilot tests the result with respondents. We adapt the dialect where a study is limited to one country.',
    },
    {
      id: 'who-owns-the-data',
      question: 'Who owns the data?',
      answer:
        'You own the results and the anonymised data of a study you commission. Respondents’ contact details stay with us, protected, and are never shared without their explicit consent.',
    },
    {
      id: 'is-there-a-client-dashboard',
      question: 'Is there a client portal where we can follow our projects?',
      answer:
        'Yes: named users at each client sign in to the client dashboard, which holds the documents and data of their projects. What it holds stays confidential to your organisation and is governed by your agreement with us.',
    },
    {
      id: 'fieldwork-during-ramadan',
      question: 'Can you run fieldwork during Ramadan or the summer?',
      answer:
        'Yes, and we plan for it. Ramadan and the summer months change when people can be reached, so the timetable in your proposal allows for the season.',
    },
    {
      id: 'which-data-collection-methods',
      section: 'field-data',
      question: 'Which data collection methods do you offer?',
      answer:
        'Face-to-face interviews on tablets (CAPI), telephone interviews (CATI), online surveys (CAWI), focus groups, in-depth interviews, mystery shopping and audits. Every method is available in English and Arabic.',
    },
    {
      id: 'which-method-suits-my-study',
      section: 'field-data',
      question: 'Which method is right for my study?',
      answer:
        'The one that reliably reaches your audience, which we recommend in the proposal. Online is often fastest for urban Gulf audiences, telephone suits business-to-business studies and quick polls, and face-to-face suits household surveys and low-literacy audiences.',
    },
    {
      id: 'which-interview-languages',
      section: 'field-data',
      question: 'In which languages can interviews be held?',
      answer:
        'In English and Arabic in every market, and in Urdu, Hindi, Tagalog or French where the audience needs it. Our moderators run focus groups in Arabic and English.',
    },
    {
      id: 'can-we-watch-groups',
      section: 'field-data',
      question: 'Can we watch focus groups or listen to interviews?',
      answer:
        'Yes. Our Dubai and Riyadh facilities have viewing rooms with simultaneous interpretation, and online groups can be streamed to your team. Telephone interviews can be monitored live.',
    },
    {
      id: 'can-you-reach-hard-to-reach-audiences',
      section: 'field-data',
      question: 'Can you reach doctors, executives and other hard-to-reach people?',
      answer:
        'Yes, through specialist recruiters and referrals that we verify. We regularly reach doctors, C-suite decision makers, SME owners, blue-collar workers and high-net-worth individuals; such samples take longer than consumer ones.',
    },
    {
      id: 'do-respondents-get-incentives',
      section: 'field-data',
      question: 'Do respondents receive an incentive?',
      answer:
        'Yes: fair incentives are part of how we treat respondents. The right incentive depends on the audience and the time asked of them, and it is included in the price of the study.',
    },
    {
      id: 'what-studies-do-you-run',
      section: 'research-methodologies',
      question: 'What kinds of studies do you run?',
      answer:
        'Usage and attitude studies, brand and advertising tracking, pricing and product research, segmentation, customer experience programmes, and qualitative and ethnographic work. The method follows your question, not a standard package.',
    },
    {
      id: 'when-is-qualitative-research-better',
      section: 'research-methodologies',
      question: 'When is qualitative research better than a survey?',
      answer:
        'When you need to understand why people act as they do rather than count how many do. Focus groups, in-depth interviews, home visits, diaries and online communities answer the questions numbers alone cannot explain.',
    },
    {
      id: 'can-you-test-prices-and-concepts',
      section: 'research-methodologies',
      question: 'Can you test prices and new product concepts?',
      answer:
        'Yes, with conjoint and MaxDiff designs, Van Westendorp price sensitivity, concept and pack tests, and home-use tests with product placement.',
    },
    {
      id: 'can-you-run-a-brand-tracker',
      section: 'research-methodologies',
      question: 'Can you run a brand tracker for us?',
      answer:
        'Yes. We measure awareness, consideration and image wave after wave on a consistent sample, so a change in the numbers reflects the market, not the method. For weekly tracking with a live dashboard, see SWAT Monitor.',
    },
    {
      id: 'first-study-in-a-new-market',
      section: 'research-methodologies',
      question: 'What study should we run first in a new market?',
      answer:
        'Usually a usage and attitude study. It sizes the category and shows how people buy and the needs behind their choices, which is why brands entering a market commission it first.',
    },
    {
      id: 'what-do-we-receive',
      section: 'data-analysis',
      question: 'What do we receive at the end of a study?',
      answer:
        'Clean, labelled data, tables with significance testing and a report written around your decision, presented by the analysts who did the work. Data files come in SPSS, CSV or Excel, with dashboards where useful.',
    },
    {
      id: 'do-you-weight-the-data',
      section: 'data-analysis',
      question: 'Do you weight the data?',
      answer:
        'Yes, to official population figures where they exist, with rim or cell weighting, and we show effective sample sizes. The weighting is part of the processing specification you approve before fieldwork closes.',
    },
    {
      id: 'how-are-open-ends-coded',
      section: 'data-analysis',
      question: 'How do you code open-ended answers?',
      answer:
        'To a codeframe you approve, with AI-assisted coding that human coders verify. This is how thousands of answers can be coded in hours without losing accuracy.',
    },
    {
      id: 'can-tables-follow-our-format',
      section: 'data-analysis',
      question: 'Can the tables follow our own format?',
      answer:
        'Yes. Tables with significance testing are produced in your format, and a second analyst checks every table, chart and report against the data.',
    },
    {
      id: 'what-analysis-beyond-tables',
      section: 'data-analysis',
      question: 'What analysis can you do beyond tables?',
      answer:
        'Driver analysis, segmentation, forecasting and text analytics, reported as a storyline with clear recommendations. Segments come with a short typing tool your teams can apply.',
    },
    {
      id: 'how-do-you-verify-interviews',
      section: 'quality-assurance',
      question: 'How do you make sure interviews really took place?',
      answer:
        'A separate team back-checks at least 10% of face-to-face and telephone interviews, and 20% for new interviewers or hard-to-reach samples. Face-to-face records also carry GPS and time stamps.',
    },
    {
      id: 'how-do-you-stop-online-fraud',
      section: 'quality-assurance',
      question: 'How do you keep fraud out of online surveys?',
      answer:
        'We remove speeders, straight-liners, duplicate devices, failed attention checks and nonsense open-ended answers, and replace them before analysis. SWATX members are verified by mobile number, device and location checks when they join.',
    },
    {
      id: 'which-quality-standards',
      section: 'quality-assurance',
      question: 'Which quality standards do you follow?',
      answer:
        'Our procedures are modelled on ISO 20252 and the ICC/ESOMAR International Code. You can ask for the quality log of any study we run for you.',
    },
    {
      id: 'do-you-pilot-questionnaires',
      section: 'quality-assurance',
      question: 'Do you pilot the questionnaire before fieldwork?',
      answer:
        'Yes, every questionnaire is piloted with real respondents in each language. We adjust the wording and routing before full fieldwork opens.',
    },
    {
      id: 'how-do-you-protect-personal-data',
      section: 'quality-assurance',
      question: 'How do you protect respondents’ personal data?',
      answer:
        'Personal data are held separately from the answers, encrypted, access-controlled and deleted on a schedule agreed with you. Contact details are never shared without the respondent’s explicit consent.',
    },
    {
      id: 'countries-with-own-field-teams',
      section: 'geographic-coverage',
      question: 'In which countries do you have your own field teams?',
      answer:
        'In 13 markets: the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain, Oman, Egypt, Jordan, Lebanon, Iraq including the Kurdistan Region, Morocco, Algeria and Tunisia. Elsewhere we work through vetted partners.',
    },
    {
      id: 'research-outside-mena',
      section: 'geographic-coverage',
      question: 'Can you run research outside the Middle East and North Africa?',
      answer:
        'Yes, through vetted partners in a network spanning more than 80 countries. They work under our briefing and quality rules, and the project is managed from Dubai.',
    },
    {
      id: 'fieldwork-time-by-country',
      section: 'geographic-coverage',
      question: 'How long does fieldwork take in each country?',
      answer:
        'One to four weeks for 500 consumers, depending on the country. The UAE takes one to two weeks, most other Gulf and Levant markets and Egypt two to three, Morocco and Tunisia three, and Iraq and Algeria three to four.',
    },
    {
      id: 'which-cities',
      section: 'geographic-coverage',
      question: 'Which cities do you cover?',
      answer:
        'Cities across our 13 markets, chosen for each study: the sample plan in your proposal names the cities and regions it covers. Our viewing facilities for focus groups are in Dubai and Riyadh.',
    },
  ],
};

export const servicesContent: PageContent = {
  ogImage: 'research',
  lastModified: REVIEWED,
  sitemapPriority: 0.9,
  service: { serviceType: 'Market research' },
  routes: [
    {
      path: '/services',
      name: 'Research Services',
      title: 'Market research services in the UAE, GCC and MENA | SWAT Research',
      description:
        'Field data collection, research methodologies, data processing and analysis, quality assurance and geographic coverage across MENA from one Dubai team.',
    },
    {
      path: '/services/field-data',
      name: 'Field Data Collection',
      section: 'field-data',
      title: 'Field data collection: CAPI, CATI, online and qualitative | SWAT Research',
      description:
        'Face-to-face, telephone and online interviewing, focus groups and mystery shopping across the Gulf, Levant and North Africa, with supervised bilingual teams.',
    },
    {
      path: '/services/research-methodologies',
      name: 'Research Methodologies',
      section: 'research-methodologies',
      title: 'Quantitative and qualitative research methodologies | SWAT Research',
      description:
        'Usage and attitude studies, brand trackers, pricing research, segmentation, concept tests, customer experience and ethnography designed for MENA audiences.',
    },
    {
      path: '/services/data-analysis',
      name: 'Data Processing & Analysis',
      section: 'data-analysis',
      title: 'Data processing and statistical analysis | SWAT Research',
      description:
        'Scripting, cleaning, weighting, tabulation, driver analysis, segmentation and dashboards, with every output checked by a second analyst before delivery.',
    },
    {
      path: '/services/quality-assurance',
      name: 'Quality Assurance',
      section: 'quality-assurance',
      title: 'Research quality assurance and fieldwork back-checks | SWAT Research',
      description:
        'Pilots, GPS and time stamps, back-checks on at least 10% of interviews, fraud screening of online data and a documented audit trail for every study.',
    },
    {
      path: '/services/geographic-coverage',
      name: 'Geographic Coverage',
      section: 'geographic-coverage',
      title: 'Research coverage: GCC, Levant, North Africa and 80+ countries | SWAT Research',
      description:
        'Which MENA markets we cover with our own field teams, which through partners, the methods available in each and typical fieldwork turnaround times.',
    },
  ],
  hero: {
    eyebrow: 'Research services',
    heading: 'Market research across the Middle East and North Africa, done properly',
    lead:
      'From a fortnight of online interviews in the UAE to a twelve-country household survey, we design the study, collect the data with our own supervised teams, check it, and analyse it around the decision you have to make.',
    primaryCta: { label: 'Request a proposal', to: '/contact' },
    secondaryCta: { label: 'See where we work', to: '/services/geographic-coverage' },
    illustration: 'fieldwork',
  },
  blocks: [
    {
      kind: 'features',
      id: 'field-data',
      heading: 'Field data collection',
      intro:
        'We run fieldwork in-house wherever we can, because control of the interviewers is control of the data. Every method below is available in English and Arabic, and in Urdu, Hindi, Tagalog or French where the audience needs it.',
      items: [
        {
          title: 'Face-to-face interviews (CAPI)',
          body: 'Tablet interviews in homes, malls, workplaces and at events, with GPS and time stamps on every record. Suited to representative household surveys, low-literacy audiences and product placements.',
        },
        {
          title: 'Telephone interviews (CATI)',
          body: 'Centralised calling from our supervised centre, with live monitoring and recordings kept under consent. Effective for business-to-business studies and quick public-opinion polls.',
        },
        {
          title: 'Online surveys (CAWI)',
          body: 'Mobile-first questionnaires fielded to our SWATX panel and partner panels, with fraud screening applied before any data reach you. Often the fastest route for urban Gulf audiences.',
        },
        {
          title: 'Focus groups and in-depth interviews',
          body: 'Recruitment to strict screeners, experienced Arabic- and English-speaking moderators, viewing facilities in Dubai and Riyadh, and online groups when participants are spread out.',
        },
        {
          title: 'Mystery shopping and audits',
          body: 'Trained shoppers assess branches, showrooms, call centres and websites against your service standards, with photos, timings and recordings where the law allows.',
        },
        {
          title: 'Hard-to-reach audiences',
          body: 'Doctors, C-suite decision makers, SME owners, blue-collar workers and high-net-worth individuals, reached through specialist recruiters and referrals we verify.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'research-methodologies',
      heading: 'Research methodologies',
      tone: 'tinted',
      intro:
        'The method follows the question. We will tell you when a smaller or cheaper design answers it just as well, and when a cut-price design would not answer it at all.',
      items: [
        {
          title: 'Usage and attitude studies',
          body: 'Category sizing, purchase behaviour and the needs behind it, usually the first study a brand commissions when it enters a new market.',
        },
        {
          title: 'Brand and advertising tracking',
          body: 'Awareness, consideration and image measured wave after wave on a consistent sample, so that a change in the numbers reflects the market, not the method.',
        },
        {
          title: 'Pricing and product research',
          body: 'Conjoint and MaxDiff designs, Van Westendorp price sensitivity, concept and pack tests, and home-use tests with product placement.',
        },
        {
          title: 'Segmentation',
          body: 'Needs-based and behavioural segments built with cluster and latent-class models, then made usable with a short typing tool your teams can apply.',
        },
        {
          title: 'Customer experience',
          body: 'Journey mapping, satisfaction and NPS programmes and complaint analysis, linked to operational data where you can share it.',
        },
        {
          title: 'Qualitative and ethnographic work',
          body: 'Accompanied shopping, home visits, diaries and online communities for the questions that numbers alone cannot explain.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'data-analysis',
      heading: 'Data processing and analysis',
      intro:
        'Clean data are the start of analysis, not the end of fieldwork. Our processing team works to a written specification agreed with you before fieldwork closes.',
      steps: [
        {
          title: 'Scripting and testing',
          body: 'Questionnaires are scripted once, in both languages, and tested against a checklist of routing, quotas and piping before a single respondent sees them.',
        },
        {
          title: 'Cleaning and coding',
          body: 'Logic checks, outlier review and coding of open-ended answers to a codeframe you approve, with AI-assisted coding verified by human coders.',
        },
        {
          title: 'Weighting and tabulation',
          body: 'Rim or cell weighting to official population figures where they exist, with effective sample sizes shown, and tables with significance testing in your format.',
        },
        {
          title: 'Analysis and reporting',
          body: 'Driver analysis, segmentation, forecasting and text analytics, reported as a storyline with clear recommendations, plus dashboards and data files in SPSS, CSV or Excel.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'quality-assurance',
      heading: 'Quality assurance',
      tone: 'tinted',
      intro:
        'Our procedures are modelled on ISO 20252 and the ICC/ESOMAR International Code. You can ask for the quality log of any study we run for you.',
      items: [
        {
          title: 'Pilot before launch',
          body: 'Every questionnaire is piloted with real respondents in each language; we adjust wording and routing before full fieldwork opens.',
        },
        {
          title: 'Interviewer briefing',
          body: 'Interviewers are briefed in person on each project and certified on the questionnaire; new interviewers are accompanied on their first shifts.',
        },
        {
          title: 'Back-checks',
          body: 'At least 10% of face-to-face and telephone interviews are verified by a separate team, rising to 20% for new interviewers or hard-to-reach samples.',
        },
        {
          title: 'Online data screening',
          body: 'Speeders, straight-liners, duplicate devices, failed attention checks and nonsense open-ended answers are removed and replaced before analysis.',
        },
        {
          title: 'Two-person rule',
          body: 'Every table, chart and report is checked against the data by a second analyst who did not produce it.',
        },
        {
          title: 'Data protection',
          body: 'Personal data are held separately from answers, encrypted, access-controlled and deleted on a schedule agreed with you.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'geographic-coverage',
      heading: 'Geographic coverage',
      intro:
        'Our own field teams cover the markets below. Elsewhere we work with vetted partners from a network spanning more than 80 countries, under the same briefing and quality rules, managed from Dubai.',
      caption: 'Methods available and typical fieldwork time by market',
      columns: ['Market', 'Methods', 'Typical fieldwork for n=500 consumers'],
      rows: [
        ['United Arab Emirates', 'CAPI, CATI, online, qualitative, mystery shopping', '1–2 weeks'],
        ['Saudi Arabia', 'CAPI, CATI, online, qualitative, mystery shopping', '2–3 weeks'],
        ['Qatar', 'CAPI, CATI, online, qualitative', '2–3 weeks'],
        ['Kuwait', 'CAPI, CATI, online, qualitative', '2–3 weeks'],
        ['Bahrain', 'CAPI, CATI, online, qualitative', '2 weeks'],
        ['Oman', 'CAPI, CATI, online, qualitative', '2–3 weeks'],
        ['Egypt', 'CAPI, CATI, online, qualitative', '2–3 weeks'],
        ['Jordan', 'CAPI, CATI, online, qualitative', '2 weeks'],
        ['Lebanon', 'CAPI, CATI, online, qualitative', '2–3 weeks'],
        ['Iraq (including Kurdistan Region)', 'CAPI, CATI, qualitative', '3–4 weeks'],
        ['Morocco', 'CAPI, CATI, online, qualitative', '3 weeks'],
        ['Algeria', 'CAPI, CATI, qualitative', '3–4 weeks'],
        ['Tunisia', 'CAPI, CATI, online, qualitative', '3 weeks'],
      ],
      note: 'Times are typical for a 15-minute consumer questionnaire after the pilot and exclude public holidays; business and specialist samples take longer. We confirm a dated timetable in every proposal.',
    },
    servicesQuestions,
    contactCta(
      'Plan your next study with us',
      'Send us the audience, the markets and the question. You will receive a written proposal with method, sample, timetable and a fixed price, usually within three working days.',
    ),
  ],
};
