import { createHash, randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { Logger } from '../../http/logger';
import type { FileStore } from '../../storage/file-store';
import { addVersion } from '../deliverables/repository';
import { minimalPdf } from '../deliverables/sample-files';

/** The delivered demo project, whose final report and tables the client can open. */
export const DEMO_DELIVERABLES_PROJECT = 'SWR-2025-087';

const reportLines = (corrected: boolean) => [
  'Gulf Fresh Foods LLC - brand health tracker, fourth quarter 2025',
  '',
  'Prepared by SWAT Research for the brand team.',
  '',
  'What this report covers',
  '- Awareness, consideration and preference for the brand and four competitors',
  '- Change against the third quarter, by emirate and by shopper age group',
  '- Drivers of preference measured in the tracker questionnaire',
  '',
  corrected
    ? 'Version 2 corrects the base sizes printed under the Sharjah charts; no finding changes.'
    : 'Charts, tables and the method note follow the summary.',
];

async function tablesWorkbook(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = 'SWAT Research';
  const sheet = book.addWorksheet('Awareness');
  sheet.addRows([
    ['Brand health tracker, Q4 2025: unaided awareness by emirate (% of grocery shoppers)'],
    [],
    ['Emirate', 'Base', 'Q3 2025', 'Q4 2025'],
    ['Dubai', 412, 38, 41],
    ['Abu Dhabi', 305, 33, 36],
    ['Sharjah', 188, 29, 31],
    ['Northern Emirates', 95, 24, 27],
  ]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const dayMs = 24 * 3600 * 1000;

/**
 * The demo's deliverables, made in code (no binary fixtures): the final report as a PDF in two
 * versions (a corrected one uploaded a week after the first) and the data tables as a workbook,
 * both published, so the client sees version history and staff see the publish step's state.
 */
export async function seedDeliverables(db: Kysely<DatabaseSchema>, files: FileStore, options: { projectId: string; staffId: string; log: Logger }) {
  const { projectId, staffId, log } = options;
  const report = randomUUID();
  const versions = [minimalPdf('Brand health tracker, Q4 2025: final report', reportLines(false)), minimalPdf('Brand health tracker, Q4 2025: final report', reportLines(true))];
  for (const [i, bytes] of versions.entries()) {
    const added = await addVersion(
      db,
      files,
      { deliverableId: report, ...(i === 0 ? { create: { projectId, title: 'Brand health tracker Q4 2025: final report', language: 'en' as const } } : {}) },
      { source: { bytes }, filename: `brand-health-q4-2025-report${i === 0 ? '' : '-v2'}.pdf`, detected: { format: 'pdf', contentType: 'application/pdf' }, sha256: sha256(bytes), uploadedBy: staffId },
      log,
    );
    // Spaced times: the history reads as the team worked (the first cut, then the correction).
    await sql`update deliverable_versions set created_at = ${new Date(Date.now() - (2 - i) * 7 * dayMs)} where id = ${added.versionId}`.execute(db);
  }
  const tables = randomUUID();
  const workbook = await tablesWorkbook();
  await addVersion(
    db,
    files,
    { deliverableId: tables, create: { projectId, title: 'Brand health tracker Q4 2025: data tables', language: 'en' } },
    {
      source: { bytes: workbook },
      filename: 'brand-health-q4-2025-tables.xlsx',
      detected: { format: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      sha256: sha256(workbook),
      uploadedBy: staffId,
    },
    log,
  );
  const published = new Date(Date.now() - 7 * dayMs);
  // Published as the demo's history has it; the client was told then, so a republish sends no mail.
  await db.updateTable('deliverables').set({ published_at: published, notified_at: published }).where('id', 'in', [report, tables]).execute();
  await sql`update deliverables set created_at = ${new Date(Date.now() - 14 * dayMs)} where id in (${report}, ${tables})`.execute(db);
}
