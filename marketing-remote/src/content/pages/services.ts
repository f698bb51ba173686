import type { PageContent } from '../types';
import { contactCta, REVIEWED } from './shared';

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
    {
      kind: 'faq',
      heading: 'Questions clients ask about our research',
      items: [
        {
          question: 'How quickly can you start fieldwork?',
          answer:
            'For online and telephone studies in the UAE and Saudi Arabia, usually within five working days of an approved questionnaire. Face-to-face studies need one to two weeks of preparation for sampling, translation and interviewer briefing.',
        },
        {
          question: 'Do you translate questionnaires yourselves?',
          answer:
            'Yes. A researcher translates into Arabic, a second person back-translates or reviews independently, and the pilot tests the result with respondents. We adapt dialect where a study is limited to one country.',
        },
        {
          question: 'Can we attend groups or listen to interviews?',
          answer:
            'Yes. Our Dubai and Riyadh facilities have viewing rooms with simultaneous interpretation, and online groups can be streamed to your team. Telephone interviews can be monitored live.',
        },
        {
          question: 'Who owns the data?',
          answer:
            'You own the results and the anonymised data of a study you commission. Respondents’ contact details stay with us, protected, and are never shared without their explicit consent.',
        },
      ],
    },
    contactCta(
      'Plan your next study with us',
      'Send us the audience, the markets and the question. You will receive a written proposal with method, sample, timetable and a fixed price, usually within three working days.',
    ),
  ],
};
