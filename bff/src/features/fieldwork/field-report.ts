import type ExcelJS from 'exceljs';
import { formatDate, quotaCellLabels, quotaLabel, type FieldworkView, type Language } from '@swat/shared-contracts';
import { bffMessages } from '../../i18n/messages';
import { loadExcel } from '../analysis/load-excel';

const BRAND = 'FF0B3D5C';
const BEHIND = 'FFFCE8E6';

/**
 * The field report clients download: the numbers of the fieldwork page, in the reader's language
 * (sheet names, headings, right-to-left sheets in Arabic). Small (a row a cell and a row a day),
 * so it is written in the request.
 */
export async function fieldReportWorkbook(project: { code: string; title: string }, view: FieldworkView, language: Language): Promise<Uint8Array> {
  const { t } = bffMessages(language);
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  book.title = t('fieldReport.title', { code: project.code });
  const sheet = (name: string, widths: number[]) => {
    const s = book.addWorksheet(name, { views: [{ rightToLeft: language === 'ar', state: 'frozen', ySplit: 1 }] });
    widths.forEach((w, i) => (s.getColumn(i + 1).width = w));
    return s;
  };
  const heading = (row: ExcelJS.Row) => {
    row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    row.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND } }));
  };
  const percent = (value: number | null) => (value === null ? null : value);
  const date = (iso: string | null) => (iso ? formatDate(iso, language, { timeZone: 'UTC' }) : '');

  const summary = sheet(t('fieldReport.sheet.summary'), [34, 28]);
  heading(summary.addRow([t('fieldReport.summary.heading', { code: project.code }), project.title]));
  const rows: [string, string | number | null, string?][] = [
    [t('fieldReport.summary.fieldStart'), date(view.start)],
    [t('fieldReport.summary.plannedEnd'), date(view.plannedEnd)],
    [t('fieldReport.summary.reportDate'), date(view.today)],
    [t('fieldReport.summary.target'), view.target],
    [t('fieldReport.summary.invitations'), view.totals.invitations],
    [t('fieldReport.summary.completes'), view.totals.completes],
    [t('fieldReport.summary.screenedOut'), view.totals.screenedOut],
    [t('fieldReport.summary.qualityRemoved'), view.totals.qualityRemoved],
    [t('fieldReport.summary.incidence'), percent(view.totals.incidence), '0.0%'],
    [t('fieldReport.summary.responseRate'), percent(view.totals.responseRate), '0.0%'],
    [t('fieldReport.summary.medianMinutes'), view.totals.medianDurationSeconds === null ? null : Math.round((view.totals.medianDurationSeconds / 60) * 10) / 10, '0.0'],
    [t('fieldReport.summary.dailyRate'), view.projection.dailyRate, '0.0'],
    [t('fieldReport.summary.projectedFinish'), date(view.projection.finish)],
    [t('fieldReport.summary.outsideQuota'), view.outsideQuota],
  ];
  for (const [label, value, format] of rows) {
    const row = summary.addRow([label, value]);
    if (format) row.getCell(2).numFmt = format;
  }
  summary.addRow([]);
  summary.addRow([t('fieldReport.summary.rules')]).getCell(1).alignment = { wrapText: true };

  const quotas = sheet(t('fieldReport.sheet.quotas'), [...view.dimensions.map(() => 22), 12, 12, 12, 16, 12]);
  heading(
    quotas.addRow([
      ...view.dimensions.map((d) => quotaLabel(d, language)),
      t('fieldReport.quotas.target'),
      t('fieldReport.quotas.achieved'),
      t('fieldReport.quotas.share'),
      t('fieldReport.quotas.expected'),
      t('fieldReport.quotas.status'),
    ]),
  );
  for (const cell of view.cells) {
    const labels = quotaCellLabels(view.dimensions, cell.levels, language);
    const row = quotas.addRow([...labels, cell.target, cell.achieved, cell.target > 0 ? cell.achieved / cell.target : null, cell.expected, cell.behind ? t('fieldReport.quotas.behind') : t('fieldReport.quotas.onPlan')]);
    row.getCell(labels.length + 3).numFmt = '0%';
    if (cell.behind) row.eachCell((c) => (c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BEHIND } }));
  }

  const daily = sheet(t('fieldReport.sheet.daily'), [14, 12, 14, 16, 14]);
  heading(daily.addRow([t('fieldReport.daily.date'), t('fieldReport.daily.completes'), t('fieldReport.daily.screenedOut'), t('fieldReport.daily.qualityRemoved'), t('fieldReport.daily.cumulative')]));
  let running = 0;
  for (const d of view.daily) {
    running += d.completes;
    daily.addRow([d.date, d.completes, d.screenedOut, d.qualityRemoved, running]);
  }

  const removals = sheet(t('fieldReport.sheet.removals'), [34, 12]);
  heading(removals.addRow([t('fieldReport.removals.reason'), t('fieldReport.removals.count')]));
  for (const r of view.removals) removals.addRow([r.reason, r.count]);

  return new Uint8Array(await book.xlsx.writeBuffer());
}
