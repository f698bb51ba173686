import type { InterviewRecordInput, ProjectStage, QuotaPlan } from '@swat/shared-contracts';
import { addDays } from '../fieldwork/field-day';

/**
 * The demo's study in field: three weeks of interviews for a 1,200-interview grocery survey, with
 * quotas by region, gender and age. Generated (with a fixed seed, so every first start looks the
 * same) relative to the day the demo is created, so the newcomer always sees a study mid-field:
 * started 20 days ago, planned to end in 12 days, with Riyadh and older women running behind.
 */
export const DEMO_FIELD_DAYS_DONE = 21;
export const DEMO_FIELD_DAYS_LEFT = 12;
/** Completed interviews so far, as the project's card shows them (684 of 1,200). */
export const DEMO_COMPLETES = 684;

const regions = [
  { code: 'dubai', label: 'Dubai', labelAr: 'دبي', share: 0.3 },
  { code: 'abu_dhabi', label: 'Abu Dhabi', labelAr: 'أبوظبي', share: 0.25 },
  { code: 'sharjah_north', label: 'Sharjah & Northern Emirates', labelAr: 'الشارقة والإمارات الشمالية', share: 0.2 },
  { code: 'riyadh', label: 'Riyadh', labelAr: 'الرياض', share: 0.25 },
] as const;
const genders = [
  { code: 'female', label: 'Women', labelAr: 'نساء' },
  { code: 'male', label: 'Men', labelAr: 'رجال' },
] as const;
const ages = [
  { code: '18-34', label: '18–34', labelAr: '18–34 سنة' },
  { code: '35+', label: '35 and over', labelAr: '35 سنة فأكثر' },
] as const;

const levels = (list: readonly { code: string; label: string; labelAr: string }[]) => list.map(({ code, label, labelAr }) => ({ code, label, labelAr }));

export const DEMO_QUOTA_PLAN: QuotaPlan = {
  overallTarget: 1200,
  dimensions: [
    { key: 'region', label: 'Region', labelAr: 'المنطقة', levels: levels(regions) },
    { key: 'gender', label: 'Gender', labelAr: 'الجنس', levels: levels(genders) },
    { key: 'age_band', label: 'Age band', labelAr: 'الفئة العمرية', levels: levels(ages) },
  ],
  // Each region's share of the 1,200, split evenly by gender and age band.
  cells: regions.flatMap((r) => genders.flatMap((g) => ages.map((a) => ({ levels: [r.code, g.code, a.code], target: Math.round((1200 * r.share) / 4) })))),
};

/** How readily each kind of respondent answers: Riyadh and women 35+ are the hard cells. */
const ease = (region: string, gender: string, age: string) => (region === 'riyadh' ? 0.62 : 1) * (gender === 'female' && age === '35+' ? 0.55 : 1) * (age === '18-34' ? 1.15 : 1);

const REMOVAL_REASONS = ['Speeding', 'Straight-lining', 'Duplicate respondent', 'Failed attention check'] as const;

/** Interview records for the demo's field period so far, ending the day before `today`. */
export function demoInterviews(today: string): InterviewRecordInput[] {
  let seed = 20261127;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const start = addDays(today, -DEMO_FIELD_DAYS_DONE + 1);
  const cells = DEMO_QUOTA_PLAN.cells.map((c) => ({ levels: c.levels, weight: c.target * ease(c.levels[0]!, c.levels[1]!, c.levels[2]!) }));
  const total = cells.reduce((n, c) => n + c.weight, 0);
  // 684 completes over the 21 days (the figure the portal's demo shows): a soft launch for two days,
  // then full speed, the Gulf weekend (Saturday and Sunday) slower, shared out to the exact total.
  const weights = Array.from({ length: DEMO_FIELD_DAYS_DONE }, (_, d) => {
    const weekday = new Date(`${addDays(start, d)}T00:00:00Z`).getUTCDay();
    return (d < 2 ? 0.35 : 1) * (weekday === 0 || weekday === 6 ? 0.6 : 1) * (0.85 + rand() * 0.3);
  });
  const sum = weights.reduce((n, w) => n + w, 0);
  const perDay = weights.map((w) => Math.floor((DEMO_COMPLETES * w) / sum));
  for (let d = 0; perDay.reduce((n, c) => n + c, 0) < DEMO_COMPLETES; d = (d + 1) % perDay.length) perDay[d]!++;
  const records: InterviewRecordInput[] = [];
  let id = 10_000;
  perDay.forEach((completes, d) => {
    const day = addDays(start, d);
    // Besides the completes: screen-outs (about 45 %) and removals in quality checks (about 4 %).
    const attempts = completes + Math.round(completes * 0.45) + Math.round(completes * 0.04);
    for (let i = 0; i < attempts; i++) {
      let pick = rand() * total;
      const cell = cells.find((c) => (pick -= c.weight) <= 0) ?? cells.at(-1)!;
      const status = i < completes ? 'complete' : i < completes + Math.round(completes * 0.45) ? 'screened_out' : 'quality_removed';
      const minutes = 9 + rand() * 6 + (cell.levels[2] === '35+' ? 2 : 0);
      const at = new Date(Date.parse(`${day}T05:00:00Z`) + Math.floor(rand() * 14 * 3600) * 1000);
      records.push({
        interviewId: `GS-${id++}`,
        completedAt: at.toISOString(),
        status,
        ...(status === 'quality_removed' ? { reason: REMOVAL_REASONS[Math.floor(rand() * REMOVAL_REASONS.length)]! } : {}),
        durationSeconds: Math.round(minutes * 60),
        quota: { region: cell.levels[0]!, gender: cell.levels[1]!, age_band: cell.levels[2]! },
      });
    }
  });
  return records;
}

/** Stages of each demo project: dates relative to `today` for the live study, fixed for the past ones. */
export function demoStages(code: string, today: string): { current: ProjectStage; stages: { stage: ProjectStage; plannedStart?: string; plannedEnd?: string; actualStart?: string; actualEnd?: string; note?: string }[] } | null {
  const at = (days: number) => addDays(today, days);
  switch (code) {
    case 'SWR-2026-014':
      return {
        current: 'fieldwork',
        stages: [
          { stage: 'brief', actualStart: at(-62), actualEnd: at(-58) },
          { stage: 'proposal', actualStart: at(-58), actualEnd: at(-47), note: 'Mixed-mode design approved: CATI for Riyadh, online panel in the UAE.' },
          { stage: 'questionnaire', actualStart: at(-47), actualEnd: at(-20), note: 'Arabic and English versions signed off; 18 minutes on average in the pilot.' },
          { stage: 'fieldwork', plannedStart: at(-20), plannedEnd: at(DEMO_FIELD_DAYS_LEFT), actualStart: at(-20), note: 'Riyadh and women aged 35+ are slower to reach; CATI hours extended to evenings.' },
          { stage: 'quality_control', plannedStart: at(DEMO_FIELD_DAYS_LEFT - 3), plannedEnd: at(DEMO_FIELD_DAYS_LEFT + 3) },
          { stage: 'analysis', plannedStart: at(DEMO_FIELD_DAYS_LEFT + 3), plannedEnd: at(DEMO_FIELD_DAYS_LEFT + 13) },
          { stage: 'reporting', plannedStart: at(DEMO_FIELD_DAYS_LEFT + 13), plannedEnd: at(DEMO_FIELD_DAYS_LEFT + 20) },
          { stage: 'delivered', plannedStart: at(DEMO_FIELD_DAYS_LEFT + 21), plannedEnd: at(DEMO_FIELD_DAYS_LEFT + 21) },
        ],
      };
    case 'SWR-2026-009':
      return {
        current: 'quality_control',
        stages: [
          { stage: 'brief', actualStart: '2025-11-20', actualEnd: '2025-11-27' },
          { stage: 'proposal', actualStart: '2025-11-27', actualEnd: '2025-12-10' },
          { stage: 'questionnaire', actualStart: '2025-12-10', actualEnd: '2026-01-09', note: 'Discussion guide and accompanied-drive protocol agreed.' },
          { stage: 'fieldwork', plannedStart: '2026-01-12', plannedEnd: '2026-02-20', actualStart: '2026-01-12', actualEnd: '2026-02-20' },
          { stage: 'quality_control', plannedStart: '2026-02-21', plannedEnd: at(4), actualStart: '2026-02-21', note: 'Transcripts checked against recordings; two interviews replaced.' },
          { stage: 'analysis', plannedStart: at(4), plannedEnd: at(18) },
          { stage: 'reporting', plannedStart: at(18), plannedEnd: at(25) },
          { stage: 'delivered', plannedStart: at(26), plannedEnd: at(26) },
        ],
      };
    case 'SWR-2025-087':
      return {
        current: 'delivered',
        stages: [
          { stage: 'brief', actualStart: '2025-08-25', actualEnd: '2025-08-28' },
          { stage: 'proposal', actualStart: '2025-08-28', actualEnd: '2025-09-08' },
          { stage: 'questionnaire', actualStart: '2025-09-08', actualEnd: '2025-10-03' },
          { stage: 'fieldwork', plannedStart: '2025-10-06', plannedEnd: '2025-11-14', actualStart: '2025-10-06', actualEnd: '2025-11-14' },
          { stage: 'quality_control', actualStart: '2025-11-14', actualEnd: '2025-11-18' },
          { stage: 'analysis', actualStart: '2025-11-18', actualEnd: '2025-12-01' },
          { stage: 'reporting', actualStart: '2025-12-01', actualEnd: '2025-12-10' },
          { stage: 'delivered', actualStart: '2025-12-11', note: 'Final report and tables delivered; debrief held with the brand team.' },
        ],
      };
    case 'SWR-2026-021':
      return {
        current: 'questionnaire',
        stages: [
          { stage: 'brief', actualStart: at(-30), actualEnd: at(-26) },
          { stage: 'proposal', actualStart: at(-26), actualEnd: at(-12) },
          { stage: 'questionnaire', plannedStart: at(-12), plannedEnd: at(5), actualStart: at(-12), note: 'Awaiting the final cuts of the three executions.' },
          { stage: 'fieldwork', plannedStart: at(8), plannedEnd: at(15) },
        ],
      };
    default:
      return null;
  }
}
