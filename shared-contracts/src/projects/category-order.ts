import { foldArabic } from '../i18n/language';

/**
 * The order a table shows a question's answers in when the file does not say (CSV, Excel):
 * the answers of a common rating scale (agreement, satisfaction, likelihood, frequency, a
 * numbered 0–10 or 1–5) in scale order, from the negative end to the positive one as they are
 * usually coded; "don't know" and refusals last. The scales are data: a level is the set of
 * wordings, in English and Arabic, that mean the same point of the scale.
 */

/** Points of one scale, negative end first. */
export interface CategoryScale {
  name: 'agreement' | 'satisfaction' | 'likelihood' | 'frequency';
  levels: readonly (readonly string[])[];
}

export const CATEGORY_SCALES: readonly CategoryScale[] = [
  {
    name: 'agreement',
    levels: [
      [
        'strongly disagree',
        'completely disagree',
        'totally disagree',
        'أعارض بشدة',
        'لا أوافق بشدة',
        'غير موافق بشدة',
        'لا أوافق على الإطلاق',
        'غير موافق على الإطلاق',
        'أرفض بشدة',
      ],
      ['disagree', 'أعارض', 'لا أوافق', 'غير موافق', 'معارض'],
      [
        'somewhat disagree',
        'slightly disagree',
        'tend to disagree',
        'mostly disagree',
        'أعارض إلى حد ما',
        'لا أوافق إلى حد ما',
        'غير موافق إلى حد ما',
        'أعارض نوعا ما',
      ],
      [
        'neither agree nor disagree',
        'neither agree or disagree',
        'neither',
        'neutral',
        'محايد',
        'لا أوافق ولا أعارض',
        'لا أوافق ولا أرفض',
        'لا موافق ولا معارض',
      ],
      ['somewhat agree', 'slightly agree', 'tend to agree', 'mostly agree', 'أوافق إلى حد ما', 'موافق إلى حد ما', 'أوافق نوعا ما'],
      ['agree', 'أوافق', 'موافق'],
      ['strongly agree', 'completely agree', 'totally agree', 'أوافق بشدة', 'موافق بشدة', 'أوافق تماما', 'موافق تماما', 'موافق جدا'],
    ],
  },
  {
    name: 'satisfaction',
    levels: [
      [
        'very dissatisfied',
        'extremely dissatisfied',
        'completely dissatisfied',
        'very unsatisfied',
        'not at all satisfied',
        'غير راضٍ على الإطلاق',
        'غير راضٍ إطلاقا',
        'غير راضٍ تماما',
        'غير راضٍ أبدا',
        'غير راضٍ جدا',
        'غير راضية على الإطلاق',
        'غير راضية جدا',
        'مستاء جدا',
      ],
      ['dissatisfied', 'unsatisfied', 'not satisfied', 'غير راضٍ', 'غير راضي', 'غير راضية', 'مستاء'],
      ['somewhat dissatisfied', 'slightly dissatisfied', 'fairly dissatisfied', 'غير راضٍ إلى حد ما', 'غير راضٍ نوعا ما', 'غير راضية إلى حد ما'],
      ['neither satisfied nor dissatisfied', 'neither satisfied or dissatisfied', 'neither', 'neutral', 'محايد', 'لا راضٍ ولا غير راضٍ'],
      ['somewhat satisfied', 'slightly satisfied', 'fairly satisfied', 'راضٍ إلى حد ما', 'راضٍ نوعا ما', 'راضية إلى حد ما'],
      ['satisfied', 'راضٍ', 'راضي', 'راضية'],
      ['very satisfied', 'extremely satisfied', 'completely satisfied', 'راضٍ جدا', 'راضٍ تماما', 'راضي جدا', 'راضية جدا', 'راضٍ للغاية'],
    ],
  },
  {
    name: 'likelihood',
    levels: [
      [
        'very unlikely',
        'extremely unlikely',
        'not at all likely',
        'definitely will not',
        'definitely not',
        'غير محتمل على الإطلاق',
        'غير محتمل إطلاقا',
        'مستبعد جدا',
        'بالتأكيد لا',
        'لن أفعل بالتأكيد',
      ],
      ['unlikely', 'not likely', 'probably will not', 'probably not', 'not very likely', 'غير محتمل', 'مستبعد', 'على الأرجح لا', 'غالبا لا'],
      ['somewhat unlikely', 'slightly unlikely', 'غير محتمل إلى حد ما', 'مستبعد إلى حد ما'],
      ['neither likely nor unlikely', 'neither likely or unlikely', 'might or might not', 'neither', 'neutral', 'محايد', 'ربما', 'قد أفعل وقد لا أفعل'],
      ['somewhat likely', 'slightly likely', 'محتمل إلى حد ما'],
      ['likely', 'probably will', 'probably', 'محتمل', 'من المحتمل', 'على الأرجح نعم', 'غالبا نعم'],
      ['very likely', 'extremely likely', 'definitely will', 'definitely', 'محتمل جدا', 'محتمل للغاية', 'مرجح جدا', 'بالتأكيد نعم'],
    ],
  },
  {
    name: 'frequency',
    levels: [
      ['never', 'أبدا', 'لا أبدا', 'مطلقا', 'إطلاقا'],
      ['rarely', 'seldom', 'hardly ever', 'نادرا', 'نادرا جدا'],
      ['sometimes', 'occasionally', 'أحيانا', 'من حين لآخر'],
      ['often', 'frequently', 'usually', 'most of the time', 'غالبا', 'كثيرا', 'عادة', 'في أغلب الأحيان'],
      ['very often', 'very frequently', 'almost always', 'كثيرا جدا', 'دائما تقريبا'],
      ['always', 'دائما'],
    ],
  },
];

/** Answers that are not a point of any scale: shown after the scale. */
export const NON_SUBSTANTIVE_ANSWERS: readonly string[] = [
  "don't know",
  'do not know',
  'dont know',
  'dk',
  'not sure',
  'unsure',
  'prefer not to say',
  'prefer not to answer',
  'refused',
  'n/a',
  'na',
  'not applicable',
  'لا أعرف',
  'لا أدري',
  'لست متأكدا',
  'غير متأكد',
  'أفضل عدم الإجابة',
  'أفضل عدم الإفصاح',
  'رفض الإجابة',
  'لا ينطبق',
  'غير منطبق',
];

/**
 * A wording reduced to what tells one answer from another: case, Arabic diacritics and tatweel,
 * the forms of alef, yaa and taa marbuta, Arabic-Indic digits, punctuation and spacing.
 */
export function normaliseAnswer(text: string): string {
  return foldArabic(text.normalize('NFKC').toLocaleLowerCase('en'))
    .replace(/ة/g, 'ه')
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[’'`]/g, '')
    .replace(/[.,;:!?()[\]"“”\-–—_/\\،؛؟]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// The word sets, normalised once: wording → level, per scale.
const SCALE_INDEX = CATEGORY_SCALES.map(
  (scale) => new Map(scale.levels.flatMap((level, position) => level.map((w) => [normaliseAnswer(w), position] as const))),
);
const NON_SUBSTANTIVE = new Set(NON_SUBSTANTIVE_ANSWERS.map(normaliseAnswer));
/** "0", "10 - Extremely likely", "٣. راضٍ": a code written before the answer. */
const NUMBERED = /^(\d{1,3})(?:\s|\+|$)/;

export const isNonSubstantiveAnswer = (label: string) => NON_SUBSTANTIVE.has(normaliseAnswer(label));

export interface ScaleOrder {
  /** The scale recognised: a named word scale, or answers that start with their code (0–10, 1–5 …). */
  scale: CategoryScale['name'] | 'numbered';
  /** The given answers in scale order, non-substantive ones last. */
  order: string[];
}

/**
 * The answers of a question in scale order, or null when they are not one scale (then the caller
 * keeps the order it has). Every substantive answer must be a point of the same scale, and at
 * least two must be, so "Yes/No" or a list of cities is never mistaken for one.
 */
export function scaleOrder(answers: readonly string[]): ScaleOrder | null {
  const rest = answers.filter((a) => !isNonSubstantiveAnswer(a));
  const last = answers.filter((a) => isNonSubstantiveAnswer(a));
  if (rest.length < 2) return null;
  const sortBy = (position: (a: string) => number) =>
    rest
      .map((a, i) => ({ a, i, p: position(a) }))
      .sort((x, y) => x.p - y.p || x.i - y.i)
      .map((x) => x.a);
  const codes = rest.map((a) => NUMBERED.exec(normaliseAnswer(a)));
  if (codes.every((m) => m !== null)) return { scale: 'numbered', order: [...sortBy((a) => Number(NUMBERED.exec(normaliseAnswer(a))![1])), ...last] };
  for (const [k, index] of SCALE_INDEX.entries()) {
    if (rest.every((a) => index.has(normaliseAnswer(a))))
      return { scale: CATEGORY_SCALES[k]!.name, order: [...sortBy((a) => index.get(normaliseAnswer(a))!), ...last] };
  }
  return null;
}
