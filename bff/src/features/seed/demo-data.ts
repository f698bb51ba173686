import type { ProjectStatus } from '../../db/schema';

export const DEMO_ACCOUNTS = [
  { key: 'staff', email: 'staff@demo.swatresearch.ae', name: 'Rania Khalil', role: 'staff', company: 'SWAT Research', phone: null },
  { key: 'admin', email: 'admin@demo.swatresearch.ae', name: 'Karim Mansour', role: 'admin', company: 'SWAT Research', phone: null },
  { key: 'client', email: 'client@demo.swatresearch.ae', name: 'Aisha Al Marzouqi', role: 'client', company: 'Gulf Fresh Foods LLC', phone: '+971 4 555 0142' },
  { key: 'client2', email: 'client2@demo.swatresearch.ae', name: 'Daniel Okafor', role: 'client', company: 'Emirates Mobility Co.', phone: '+971 2 555 0198' },
] as const;

/**
 * A second person at the demo client's company: its brand manager, invited by the lead (Aisha)
 * and given one project only, so the demo shows a company with two users and a project list.
 */
export const DEMO_COLLEAGUE = {
  key: 'colleague',
  email: 'colleague@demo.swatresearch.ae',
  name: 'Omar Haddad',
  role: 'client',
  phone: null,
  companyOf: 'client',
  projects: ['SWR-2026-014'],
} as const;

export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'] | (typeof DEMO_COLLEAGUE)['key'];

export interface DemoProject {
  client: 'client' | 'client2';
  code: string;
  title: string;
  status: ProjectStatus;
  methodology: string;
  markets: string[];
  targetSampleSize: number | null;
  completes: number;
  fieldworkStart: string | null;
  fieldworkEnd: string | null;
  budgetUsd: number | null;
  description: string;
  objectives: string;
  /** Statuses passed through before the current one, for the history. */
  history: ProjectStatus[];
  dataset?: { title: string; filename: string; csv: string };
}

const toplineCsv = [
  'respondent_id,emirate,age,gender,weekly_grocery_spend_aed,main_store,satisfaction_0_10,interview_date',
  '1001,Dubai,34,Female,820,Carrefour,8,2026-02-03',
  '1002,Abu Dhabi,41,Male,1150,Lulu,7,2026-02-03',
  '1003,Sharjah,29,Female,540,Union Coop,9,2026-02-04',
  '1004,Dubai,52,Male,1320,Spinneys,6,2026-02-04',
  '1005,Ajman,23,Female,430,Lulu,8,2026-02-05',
  '1006,Dubai,37,Male,960,Carrefour,7,2026-02-05',
  '1007,Abu Dhabi,45,Female,1040,Spinneys,9,2026-02-06',
  '1008,"Ras Al Khaimah",31,Male,610,Lulu,,2026-02-06',
  '1009,Dubai,27,Female,700,"Waitrose, Dubai Mall",8,2026-02-07',
  '1010,Sharjah,48,Male,890,Union Coop,5,2026-02-07',
  '1011,Fujairah,39,Female,760,Lulu,7,2026-02-08',
  '1012,Dubai,56,Male,1480,Spinneys,8,2026-02-08',
].join('\r\n');

export const DEMO_PROJECTS: DemoProject[] = [
  {
    client: 'client',
    code: 'SWR-2026-014',
    title: 'UAE grocery shopper usage & attitudes',
    status: 'in_field',
    methodology: 'CATI and online panel (mixed mode)',
    markets: ['AE', 'SA'],
    targetSampleSize: 1200,
    completes: 684,
    fieldworkStart: '2026-02-02',
    fieldworkEnd: '2026-03-31',
    budgetUsd: 64000,
    description: 'A mixed-mode survey of main grocery shoppers across the seven emirates and Riyadh, with quotas by nationality group and household size.',
    objectives: 'Size channel shares, understand store choice drivers and measure satisfaction by retailer.',
    history: ['draft'],
    dataset: { title: 'Wave 1 topline (sample of 12 interviews)', filename: 'wave1-topline.csv', csv: toplineCsv },
  },
  {
    client: 'client',
    code: 'SWR-2025-087',
    title: 'Brand health tracker, Q4 2025',
    status: 'completed',
    methodology: 'Online panel, 15-minute questionnaire',
    markets: ['AE'],
    targetSampleSize: 600,
    completes: 612,
    fieldworkStart: '2025-10-06',
    fieldworkEnd: '2025-11-14',
    budgetUsd: 38000,
    description: 'Quarterly tracking of awareness, consideration and preference for the client and four competitors.',
    objectives: 'Track funnel metrics quarter on quarter and flag significant movements.',
    history: ['draft', 'in_field', 'analysis', 'reporting'],
  },
  {
    client: 'client',
    code: 'SWR-2026-021',
    title: 'Ramadan campaign pre-test',
    status: 'draft',
    methodology: 'Online creative test, monadic',
    markets: ['AE', 'KW'],
    targetSampleSize: 400,
    completes: 0,
    fieldworkStart: null,
    fieldworkEnd: null,
    budgetUsd: 22000,
    description: 'Pre-testing three TV and social executions ahead of the Ramadan campaign.',
    objectives: 'Pick the strongest execution on recall, branding and persuasion.',
    history: [],
  },
  {
    client: 'client2',
    code: 'SWR-2026-009',
    title: 'EV charging customer journey',
    status: 'analysis',
    methodology: 'In-depth interviews and accompanied drives',
    markets: ['AE', 'QA', 'KW'],
    targetSampleSize: 45,
    completes: 45,
    fieldworkStart: '2026-01-12',
    fieldworkEnd: '2026-02-20',
    budgetUsd: 52000,
    description: 'Qualitative journey mapping of current and prospective EV drivers in the Gulf.',
    objectives: 'Map pain points in public charging and prioritise service improvements.',
    history: ['draft', 'in_field'],
  },
  {
    client: 'client2',
    code: 'SWR-2026-017',
    title: 'Fleet manager B2B interviews',
    status: 'on_hold',
    methodology: 'B2B telephone interviews',
    markets: ['AE', 'OM'],
    targetSampleSize: 80,
    completes: 12,
    fieldworkStart: '2026-03-01',
    fieldworkEnd: null,
    budgetUsd: 30000,
    description: 'Interviews with fleet decision makers at logistics and rental companies.',
    objectives: 'Understand purchase criteria for electric light commercial vehicles.',
    history: ['draft', 'in_field'],
  },
];
