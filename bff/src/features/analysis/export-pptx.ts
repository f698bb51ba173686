import PptxGenJS from 'pptxgenjs';
import { formatNumber, localeOf, type CrosstabResponse, type Language } from '@swat/shared-contracts';

const BRAND = '0B3D5C';
const LIGHT = 'EAF1F6';
const MUTED = '5B6770';
const SIGNIFICANT = 'B3261E';
const LINE = 'B8C4CE';
/** Series colours: the brand first (Total), then colours that stay apart in greyscale print. */
const PALETTE = ['0B3D5C', '3E8EB8', 'E0A43A', '7A9A3A', 'A1465E', '6B5B95', '4FA3A5', '9C6B30'];
const FONT = 'Arial';
/** Office language tags are plain BCP 47 (ar-AE), without our locale's digit extension. */
const officeLanguage = (language: Language) => localeOf(language).split('-u-')[0]!;

/** The deck's own words in the reader's language (plain strings: they travel to the worker thread). */
export interface DeckWords {
  language: Language;
  /** Slides read right to left (Arabic). */
  rightToLeft: boolean;
  chartSubtitle: string;
  tableSubtitle: string;
  base: string;
  unweightedBase: string;
  weightedBase: string;
  effectiveBase: string;
  /** The base line that opens each slide's notes. */
  baseNote: string;
  /** Said under the chart when the table beside it carries significance letters. */
  lettersOnTable: string | null;
}

// Shown to one decimal as the Excel and CSV exports do; a chart value is a share (0.407) so
// PowerPoint formats it as a percentage and an editor can restyle it.
const share = (percent: number) => Math.round(percent * 10) / 1000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Builds slide content in reading order; right to left, the first column is drawn on the right. */
const inReadingOrder = <T>(items: T[], words: DeckWords): T[] => (words.rightToLeft ? [...items].reverse() : items);

function columnName(column: CrosstabResponse['columns'][number]): string {
  return column.letter ? `${column.label} (${column.letter})` : column.label;
}

/** Title and subtitle at the top of a slide, aligned to the side the reader starts from. */
function heading(slide: PptxGenJS.Slide, title: string, subtitle: string, words: DeckWords) {
  const align = words.rightToLeft ? 'right' : 'left';
  const text = { fontFace: FONT, align, rtlMode: words.rightToLeft, lang: officeLanguage(words.language), margin: 0 } as const;
  slide.addText(title, { ...text, x: 0.5, y: 0.3, w: 12.33, h: 0.6, fontSize: 24, bold: true, color: BRAND, fit: 'shrink' });
  slide.addText(subtitle, { ...text, x: 0.5, y: 0.9, w: 12.33, h: 0.4, fontSize: 14, color: MUTED });
}

/** The notes line: on the slide (so a pasted slide keeps them) and in the speaker notes. */
function notes(slide: PptxGenJS.Slide, lines: readonly string[], words: DeckWords) {
  slide.addText(
    lines.map((line) => ({ text: line, options: { breakLine: true, rtlMode: words.rightToLeft } })),
    {
      x: 0.5,
      y: 6.15,
      w: 12.33,
      h: 1.15,
      fontFace: FONT,
      fontSize: 9,
      color: MUTED,
      valign: 'top',
      align: words.rightToLeft ? 'right' : 'left',
      rtlMode: words.rightToLeft,
      lang: officeLanguage(words.language),
      margin: 0,
      fit: 'shrink',
    },
  );
  slide.addNotes(lines.join('\n'));
}

/** A native clustered column chart of the percentages: one series per column of the table. */
function chartSlide(pptx: PptxGenJS, title: string, table: CrosstabResponse, words: DeckWords, lines: readonly string[]) {
  const slide = pptx.addSlide();
  heading(slide, table.row.label, words.chartSubtitle, words);
  const labels = inReadingOrder(
    table.rows.map((r) => r.label),
    words,
  );
  const series = table.columns.map((column, k) => ({
    name: columnName(column),
    labels,
    values: inReadingOrder(
      table.rows.map((r) => share(r.cells[k]!.percent)),
      words,
    ),
  }));
  const ordered = inReadingOrder(series, words);
  const colours = inReadingOrder(
    series.map((_, k) => PALETTE[k % PALETTE.length]!),
    words,
  );
  slide.addChart(pptx.ChartType.bar, ordered, {
    x: 0.5,
    y: 1.4,
    w: 12.33,
    h: 4.6,
    barDir: 'col',
    barGrouping: 'clustered',
    chartColors: colours,
    lang: officeLanguage(words.language),
    showLegend: series.length > 1,
    legendPos: 't',
    legendFontFace: FONT,
    legendFontSize: 11,
    showValue: true,
    dataLabelPosition: 'outEnd',
    dataLabelFormatCode: '0%',
    dataLabelFontFace: FONT,
    dataLabelFontSize: 10,
    // Bars carry their values, so the value axis and its grid would only add ink.
    valAxisHidden: true,
    valAxisMinVal: 0,
    valAxisMaxVal: 1,
    valGridLine: { style: 'none' },
    catAxisLabelFontFace: FONT,
    catAxisLabelFontSize: 11,
    catAxisLabelColor: '1F2A33',
    catGridLine: { style: 'none' },
    objectName: title,
  });
  notes(slide, words.lettersOnTable ? [...lines, words.lettersOnTable] : lines, words);
}

/** A native table: banner headers, both bases, then % with count and significance letters. */
function tableSlide(pptx: PptxGenJS, table: CrosstabResponse, words: DeckWords, lines: readonly string[]) {
  const slide = pptx.addSlide();
  heading(slide, table.row.label, words.tableSubtitle, words);
  const rtl = words.rightToLeft;
  const lang = officeLanguage(words.language);
  const labelAlign = rtl ? 'right' : 'left';
  // Many answers or a wide banner still fit the slide in a smaller type.
  const dense = table.rows.length > 10 || table.columns.length > 8;
  const size = dense ? 9 : 11;
  const border: PptxGenJS.BorderProps = { type: 'solid', pt: 0.75, color: LINE };
  // A table cell has no direction of its own: each text run carries it.
  const cell = (text: string | PptxGenJS.TextProps[], options: PptxGenJS.TableCellProps = {}): PptxGenJS.TableCell => ({
    text: (typeof text === 'string' ? [{ text }] : text).map((run) => ({ ...run, options: { ...run.options, rtlMode: rtl, lang } })),
    options: { fontFace: FONT, fontSize: size, align: 'center', valign: 'middle', lang, border, margin: 0.04, ...options },
  });
  const header = { bold: true, color: 'FFFFFF', fill: { color: BRAND } };
  const number = (n: number, digits: number) => formatNumber(n, words.language, { maximumFractionDigits: digits });

  const rows: PptxGenJS.TableRow[] = [];
  if (table.banner.length > 0) {
    // Banner variable labels spanning their columns, as in the Excel table.
    const groups: PptxGenJS.TableCell[] = [cell('', header)];
    for (let i = 0; i < table.columns.length;) {
      let span = 1;
      while (table.columns[i + span] && table.columns[i + span]!.variable === table.columns[i]!.variable) span++;
      groups.push(cell(table.columns[i]!.variableLabel, { ...header, colspan: span }));
      i += span;
    }
    rows.push(inReadingOrder(groups, words));
  }
  rows.push(inReadingOrder([cell('', header), ...table.columns.map((c) => cell(columnName(c), header))], words));
  const baseRow = (label: string, values: string[], italic = false) =>
    rows.push(
      inReadingOrder(
        [
          cell(label, { bold: !italic, italic, align: labelAlign, fill: { color: LIGHT } }),
          ...values.map((v) => cell(v, { bold: !italic, italic, fill: { color: LIGHT } })),
        ],
        words,
      ),
    );
  if (table.weighted) {
    baseRow(
      words.unweightedBase,
      table.columns.map((c) => number(c.base, 0)),
    );
    baseRow(
      words.weightedBase,
      table.columns.map((c) => number(oneDecimal(c.weightedBase), 1)),
    );
    baseRow(
      words.effectiveBase,
      table.columns.map((c) => number(oneDecimal(c.effectiveBase), 1)),
      true,
    );
  } else {
    baseRow(
      words.base,
      table.columns.map((c) => number(c.base, 0)),
    );
  }
  for (const r of table.rows) {
    const net = r.kind === 'net';
    const fill = net ? { fill: { color: LIGHT } } : {};
    rows.push(
      inReadingOrder(
        [
          cell(r.label, { align: labelAlign, bold: true, italic: net, ...fill }),
          ...r.cells.map((c) =>
            cell(
              [
                {
                  text: formatNumber(c.percent / 100, words.language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                  options: { bold: true },
                },
                ...(c.higherThan.length > 0 ? [{ text: ` ${c.higherThan.join(' ')}`, options: { bold: true, color: SIGNIFICANT } }] : []),
                { text: '', options: { breakLine: true } },
                { text: number(oneDecimal(c.weighted), 1), options: { color: MUTED, fontSize: size - 2 } },
              ],
              fill,
            ),
          ),
        ],
        words,
      ),
    );
  }
  const labelWidth = 3.4;
  const otherWidth = (12.33 - labelWidth) / table.columns.length;
  slide.addTable(rows, { x: 0.5, y: 1.45, w: 12.33, colW: inReadingOrder([labelWidth, ...table.columns.map(() => otherWidth)], words) });
  notes(slide, lines, words);
}

/** One view as two slides: a native, editable chart of the percentages and the table behind it. */
export async function crosstabDeck(title: string, table: CrosstabResponse, words: DeckWords): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.rtlMode = words.rightToLeft;
  pptx.author = 'SWAT Research';
  pptx.company = 'SWAT Research';
  pptx.title = `${title}: ${table.row.label}`;
  pptx.theme = { headFontFace: FONT, bodyFontFace: FONT };
  const lines = [words.baseNote, ...table.notes];
  chartSlide(pptx, title, table, words, lines);
  tableSlide(pptx, table, words, lines);
  const written = await pptx.write({ outputType: 'uint8array' });
  if (!(written instanceof Uint8Array)) throw new Error('The presentation could not be written.');
  return written;
}
