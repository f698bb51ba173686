import type { Catalog } from '@swat/shared-contracts';
import type { resultsEn } from './en';

/** كلمات النتائج التي يكتبها الخادم: ملاحظات الجداول، وعمود الإجمالي، وتسميات ملفات Excel وCSV وأوراقها. */
export const resultsAr = {
  'results.total': 'الإجمالي',
  'results.or': ' أو ',
  'results.note.filtered': 'النتائج مقصورة على: {filters}.',
  'results.note.weighted': 'النتائج مرجّحة بمتغيّر «{weight}»: الأعداد والنسب المئوية مرجّحة، وتظهر القاعدة غير المرجّحة (عدد المستجيبين الفعلي) إلى جانب القاعدة المرجّحة.',
  'results.note.nets': 'تحتسب الفئة المدمجة كلَّ مستجيب اختار أيًّا من إجاباتها مرةً واحدة.',
  'results.note.multi': 'يُسمح في هذا السؤال بأكثر من إجابة، لذا يتجاوز مجموع النسب المئوية 100٪.',
  'results.note.lowBase':
    'قاعدة صغيرة (أقل من {min, plural, zero {مستجيب} one {مستجيب واحد} two {مستجيبَين} few {# مستجيبين} many {# مستجيبًا} other {# مستجيب}}): تُقرأ النتائج بحذر.',
  'results.note.topAnswers': 'تقتصر القائمة على {count, plural, zero {الإجابات} one {الإجابة الأكثر تكرارًا} two {الإجابتين الأكثر تكرارًا} few {الإجابات الـ# الأكثر تكرارًا} many {الإجابات الـ# الأكثر تكرارًا} other {الإجابات الـ# الأكثر تكرارًا}}.',
  'results.note.medianUnweighted': 'الوسيط محسوب من القيم غير المرجّحة.',
  'results.note.significance':
    'يشير الحرف إلى نسبة أعلى بدلالة إحصائية من نسبة العمود الذي يحمل ذلك الحرف (اختبار Z لمقارنة نسب الأعمدة عند مستوى ثقة 95٪{weighted, select, yes {، على أساس القواعد الفعّالة} other {}}). لا تدخل في الاختبار الأعمدة التي تقل قاعدتها عن {min}.',
  'results.note.lowBaseColumns': '* القاعدة أقل من {min}: تُقرأ النتائج بحذر.',
  'results.book.base': 'القاعدة (عدد المستجيبين)',
  'results.book.unweightedBase': 'القاعدة غير المرجّحة (عدد المستجيبين)',
  'results.book.weightedBase': 'القاعدة المرجّحة',
  'results.book.effectiveBase': 'القاعدة الفعّالة (بعد الترجيح)',
  'results.book.count': 'العدد',
  'results.book.higherThan': 'أعلى بدلالة إحصائية من',
  'results.book.contents': 'المحتويات',
  'results.book.banner': 'متغيرات الأعمدة: {variables}',
  'results.book.totalOnly': 'الإجمالي فقط',
  'results.book.table': 'جدول',
  'results.book.fileName': 'كتاب الجداول',
  'results.csv.percent': '{label} (٪)',
  'results.csv.count': '{label} (العدد)',
  'results.csv.higherThan': '{label} (أعلى بدلالة إحصائية من)',
  'results.dataset.dataSheet': 'البيانات',
  'results.dataset.variablesSheet': 'المتغيرات',
  'results.dataset.variable': 'المتغيّر',
  'results.dataset.label': 'التسمية',
  'results.dataset.values': 'القيم',
} satisfies Catalog<keyof typeof resultsEn>;
