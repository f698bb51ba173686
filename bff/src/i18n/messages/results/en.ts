/**
 * The words of survey results the bff writes: the notes under a frequency or a crosstab, the
 * Total column, and the labels, sheet titles and file names of the Excel and CSV exports.
 */
export const resultsEn = {
  'results.total': 'Total',
  'results.or': ' or ',
  'results.note.filtered': 'Filtered: {filters}.',
  'results.note.weighted': 'Weighted by {weight}. Counts and percentages are weighted; the unweighted base (respondents) is shown with the weighted base.',
  'results.note.nets': 'A net counts once each respondent who gave any of its answers.',
  'results.note.multi': 'Multiple answers were possible, so percentages add up to more than 100%.',
  'results.note.lowBase': 'Low base (fewer than {min} respondents): read with caution.',
  'results.note.topAnswers': 'Only the {count} most frequent answers are listed.',
  'results.note.medianUnweighted': 'The median is of unweighted values.',
  'results.note.significance':
    'Letters mark a percentage significantly higher than the column with that letter (column proportions z-test, 95% confidence{weighted, select, yes {, on effective bases} other {}}). Columns with a base under {min} are not tested.',
  'results.note.lowBaseColumns': '* Base under {min}: read with caution.',
  'results.book.base': 'Base (respondents)',
  'results.book.unweightedBase': 'Unweighted base (respondents)',
  'results.book.weightedBase': 'Weighted base',
  'results.book.effectiveBase': 'Effective base (weighted)',
  'results.book.count': 'count',
  'results.book.higherThan': 'significantly higher than',
  'results.book.contents': 'Contents',
  'results.book.banner': 'Banner: {variables}',
  'results.book.totalOnly': 'Total only',
  'results.book.table': 'Table',
  'results.book.fileName': 'banner book',
  'results.csv.percent': '{label} %',
  'results.csv.count': '{label} count',
  'results.csv.higherThan': '{label} significantly higher than',
  'results.dataset.dataSheet': 'Data',
  'results.dataset.variablesSheet': 'Variables',
  'results.dataset.variable': 'Variable',
  'results.dataset.label': 'Label',
  'results.dataset.values': 'Values',
};
