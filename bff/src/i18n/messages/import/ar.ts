import type { Catalog } from '@swat/shared-contracts';
import type { importEn } from './en';

/** أسباب رفض ملف مرفوع أو جدول بيانات (CSV أو Excel أو SPSS)، بلغة من رفعه. */
const SPLIT = 'يُرجى تقسيمه إلى ملفات أصغر ورفعها واحدًا تلو الآخر.';
const SAVE_UTF8 = 'يُرجى حفظه مجددًا بصيغة «CSV UTF-8 (Comma delimited)» أو «Unicode Text».';
const NEAR = '{line, select, none {} other { (قرب السطر {line})}}';

export const importAr = {
  'import.file.executable': 'لا يُسمح برفع البرامج والنصوص البرمجية.',
  'import.file.legacyOffice':
    'هذا الملف بصيغة Office 97–2003 ‏(‎.xls‎ أو ‎.doc‎ أو ‎.ppt‎) وهي صيغة غير مقبولة. يُرجى حفظه مجددًا بصيغة ‎.xlsx‎ أو ‎.docx‎ أو ‎.pptx‎، أو حفظ جدول البيانات بصيغة «CSV UTF-8».',
  'import.file.notAccepted':
    'نوع هذا الملف غير مقبول. يمكنك رفع ملف PDF، أو ملف Excel أو Word أو PowerPoint، أو صورة PNG أو JPEG، أو ملف SPSS ‏(‎.sav‎)، أو ملف CSV أو ملف نصي.',
  'import.text.utf32': `الملف محفوظ بترميز UTF-32، وهو ترميز غير مدعوم. ${SAVE_UTF8}`,
  'import.text.utf7': `الملف محفوظ بترميز UTF-7، وهو ترميز غير مدعوم. ${SAVE_UTF8}`,
  'import.text.binary': 'هذا الملف ليس ملفًا نصيًا، لذا تتعذّر قراءته بصيغة CSV. في Excel اختر: ملف › حفظ باسم › «CSV UTF-8 (Comma delimited)».',
  'import.csv.empty': 'ملف CSV فارغ.',
  'import.csv.noHeader': 'لا يحتوي ملف CSV على صف عناوين للأعمدة.',
  'import.csv.tooManyFields':
    'يحتوي السطر {line} من ملف CSV على {fields, plural, zero {# حقل} one {حقل واحد} two {حقلين} few {# حقول} many {# حقلًا} other {# حقل}}، في حين يحتوي صف العناوين على {expected, plural, zero {# حقل} one {حقل واحد} two {حقلين} few {# حقول} many {# حقلًا} other {# حقل}}. إذا وردت {delimiter, select, comma {فاصلة} semicolon {فاصلة منقوطة} tab {علامة جدولة (Tab)} bar {علامة الخط العمودي «|»} other {العلامة «{character}»}} داخل قيمةٍ ما، فيجب وضع تلك القيمة بين علامتَي تنصيص مزدوجتين.',
  'import.csv.quoteNotClosed': `يحتوي ملف CSV على حقل يبدأ بعلامة تنصيص لا تُغلق${NEAR}. يُرجى التحقق من وجود علامة تنصيص مزدوجة زائدة.`,
  'import.csv.closingQuote': `يحتوي ملف CSV على نص يلي علامة تنصيص الإغلاق مباشرة${NEAR}. يجب تكرار علامات التنصيص الواردة داخل الحقل ("").`,
  'import.csv.rowTooLong': `يتجاوز طول أحد صفوف ملف CSV ‏{max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}${NEAR}. ويعود ذلك عادةً إلى حقل يبدأ بعلامة تنصيص لا تُغلق، لذا يُرجى التحقق من وجود علامة تنصيص مزدوجة زائدة.`,
  'import.csv.inconsistentFields': `يختلف عدد الحقول في أحد صفوف ملف CSV عن عددها في صف العناوين${NEAR}.`,
  'import.csv.unreadable': `تعذّرت قراءة ملف CSV${NEAR}: ‏{detail}.`,
  'import.xlsx.unopenable': 'تعذّر فتح ملف Excel.',
  'import.xlsx.noRows': 'لا يحتوي ملف Excel على أي صفوف.',
  'import.xlsx.noColumnNames': 'لا يحتوي الصف الأول من ورقة العمل على أسماء للأعمدة.',
  'import.xlsx.damaged': 'ملف Excel تالف (يتعذّر قراءة فهرس محتوياته). يُرجى فتحه في Excel وحفظه مجددًا.',
  'import.xlsx.partOversize': 'ملف Excel تالف: الجزء {part} منه يتجاوز عند فك ضغطه الحجم المعلن له. يُرجى فتحه في Excel وحفظه مجددًا.',
  'import.sav.damaged':
    'ملف SPSS تالف أو غير مكتمل: فهو مبتور أو مشوّه عند {where, select, variables {قائمة المتغيّرات} other {الحالة رقم {case}}}. يُرجى فتحه في SPSS أو PSPP وحفظه مجددًا، ثم رفع الملف الجديد.',
  'import.sav.noVariables': 'لا يحتوي ملف SPSS على أي متغيّرات، لذا لا يوجد جدول بيانات لقراءته. يُرجى مراجعة الملف في SPSS أو PSPP وحفظه مجددًا.',
  'import.unreadable':
    'تعذّرت قراءة {format, select, xlsx {ملف Excel} sav {ملف SPSS} other {ملف CSV}}: ربما يكون تالفًا أو محفوظًا بطريقة لا يقرؤها الخادم. يُرجى فتحه وحفظه مجددًا ثم رفع الملف الجديد (ويمكن أيضًا حفظ جدول البيانات بصيغة «CSV UTF-8»).',
  'import.noDataRows': 'يحتوي الملف على صف العناوين فقط دون أي صفوف بيانات.',
  'import.loadFailed': 'تعذّر تحميل الجدول للتحليل، فقد يكون أحد صفوفه أطول كثيرًا من بقية الصفوف. يُرجى فتح الملف وحفظه مجددًا بصيغة «CSV UTF-8» ثم رفعه.',
  'import.limit.memory': 'يحتاج هذا الجدول لقراءته إلى ذاكرة تفوق ما يخصّصه الخادم لعملية رفع واحدة. يُرجى تقسيمه إلى ملفات أصغر، أو حفظه بصيغة CSV.',
  'import.limit.columns': `يحتوي الملف على {found, plural, zero {# عمود} one {عمود واحد} two {عمودين} few {# أعمدة} many {# عمودًا} other {# عمود}}، في حين لا يُسمح في مجموعة البيانات الواحدة بأكثر من {max, plural, zero {# عمود} one {عمود واحد} two {عمودين} few {# أعمدة} many {# عمودًا} other {# عمود}}. ${SPLIT}`,
  'import.limit.rows': `يحتوي الملف على أكثر من {max, plural, zero {# صف} one {صف واحد} two {صفّين} few {# صفوف} many {# صفًا} other {# صف}}، وهو الحد الأقصى لمجموعة البيانات الواحدة. ${SPLIT}`,
  'import.limit.copySize': `يتجاوز حجم الجدول بعد قراءته {megabytes, number} ميغابايت، وهو الحد الأقصى لمجموعة البيانات الواحدة. ${SPLIT}`,
  'import.limit.time': `استغرقت قراءة الملف أكثر من {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}، وهي المدة القصوى لعملية رفع واحدة. ${SPLIT}`,
  'import.limit.unpacked':
    'يتجاوز حجم ملف Excel بعد فك ضغطه {megabytes, number} ميغابايت، وهو الحد الأقصى الذي يقرؤه الخادم في عملية رفع واحدة. يُرجى حفظ الورقة بصيغة CSV UTF-8 أو تقسيمها، ثم رفعها مجددًا.',
  'import.limit.ratio':
    'يتضخّم ملف Excel عند فك ضغطه بأكثر من {ratio} ضعفًا (في الجزء {part})، وهو ما لا يحدث في جداول البيانات الحقيقية. يُرجى حفظ الورقة بصيغة CSV UTF-8 ورفعها.',
} satisfies Catalog<keyof typeof importEn>;
