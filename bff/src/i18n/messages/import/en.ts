/**
 * Why an uploaded table (CSV, Excel, SPSS) or file is refused: said where the upload's answer is
 * made, in the uploader's language. The readers run in an import thread, so they pass a key and
 * its values out, not a sentence (features/analysis/table-source.ts).
 */
const SPLIT = 'Split it into smaller files and upload them one by one.';
const SAVE_UTF8 = 'Save it again as "CSV UTF-8 (Comma delimited)" or "Unicode Text".';
const NEAR = '{line, select, none {} other { (near line {line})}}';

export const importEn = {
  'import.file.executable': 'Programs and scripts cannot be uploaded.',
  'import.file.legacyOffice':
    'This is an Office 97–2003 file (.xls, .doc or .ppt), which is not accepted. Save it again as .xlsx, .docx or .pptx, or a spreadsheet as "CSV UTF-8".',
  'import.file.notAccepted':
    'This type of file is not accepted. Upload a PDF, an Excel, Word or PowerPoint file, a PNG or JPEG image, an SPSS (.sav) file, or a CSV or text file.',
  'import.text.utf32': `The file is saved in the UTF-32 encoding, which is not supported. ${SAVE_UTF8}`,
  'import.text.utf7': `The file is saved in the UTF-7 encoding, which is not supported. ${SAVE_UTF8}`,
  'import.text.binary': 'The file is not a text file, so it cannot be read as CSV. In Excel, use File › Save As › "CSV UTF-8 (Comma delimited)".',
  'import.csv.empty': 'The CSV file is empty.',
  'import.csv.noHeader': 'The CSV file has no header row.',
  'import.csv.tooManyFields':
    'Line {line} of the CSV file has {fields} fields, but the header has {expected}. {delimiter, select, comma {A comma} semicolon {A semicolon} tab {A tab} bar {A vertical bar} other {A "{character}"}} inside a value needs the value in double quotes.',
  'import.csv.quoteNotClosed': `The CSV file has a quoted field that is never closed${NEAR}. Check for a stray double quote.`,
  'import.csv.closingQuote': `The CSV file has text right after a closing quote${NEAR}. Quotes inside a field must be doubled ("").`,
  'import.csv.rowTooLong': `A row of the CSV file is longer than {max, number} characters${NEAR}. This is usually a quoted field that is never closed: check for a stray double quote.`,
  'import.csv.inconsistentFields': `A row of the CSV file has a different number of fields than the header${NEAR}.`,
  'import.csv.unreadable': `The CSV file could not be read${NEAR}: {detail}.`,
  'import.xlsx.unopenable': 'The Excel workbook could not be opened.',
  'import.xlsx.noRows': 'The Excel workbook has no rows.',
  'import.xlsx.noColumnNames': 'The first row of the worksheet has no column names.',
  'import.xlsx.damaged': 'The Excel workbook is damaged (its table of contents cannot be read). Open it in Excel and save it again.',
  'import.xlsx.partOversize': 'The Excel workbook is damaged: its part {part} unpacks to more than its stated size. Open it in Excel and save it again.',
  'import.sav.damaged':
    'The SPSS file is damaged or incomplete: it is cut short or garbled at {where, select, variables {its list of variables} other {case {case}}}. Open it in SPSS or PSPP, save it again, and upload the new file.',
  'import.sav.noVariables': 'The SPSS file has no variables, so there is no table to read. Check the file in SPSS or PSPP and save it again.',
  'import.unreadable':
    'The {format, select, xlsx {Excel workbook} sav {SPSS file} other {CSV file}} could not be read: it may be damaged, or saved in a way the server does not read. Open it, save it again, and upload the new file (a spreadsheet can also be saved as "CSV UTF-8").',
  'import.noDataRows': 'The file has a header but no data rows.',
  'import.loadFailed': 'The table could not be loaded for analysis: a row may be far longer than the others. Open the file, save it again as "CSV UTF-8", and upload that.',
  'import.limit.memory': 'The table needs more memory to read than the server gives one upload. Split it into smaller files, or save it as CSV.',
  'import.limit.columns': `The file has {found, number} columns; one dataset can have at most {max, number} columns. ${SPLIT}`,
  'import.limit.rows': `The file has more than {max, number} rows, the most one dataset can have. ${SPLIT}`,
  'import.limit.copySize': `The table is larger than {megabytes, number} MB once read, the most one dataset can be. ${SPLIT}`,
  'import.limit.time': `Reading the file took longer than {seconds, number} seconds, the limit for one upload. ${SPLIT}`,
  'import.limit.unpacked':
    'The Excel workbook unpacks to more than {megabytes, number} MB, the most the server reads from one upload. Save the sheet as CSV UTF-8, or split it, and upload it again.',
  'import.limit.ratio':
    'The Excel workbook expands more than {ratio} times when unpacked (its part {part}), which real spreadsheets never do. Save the sheet as CSV UTF-8 and upload that.',
};
