import type { Catalog } from '@swat/shared-contracts';
import type { validationEn } from './validation.en';

/** ما يقوله النموذج عن حقل ترفضه قواعد التحقق المشتركة، بحسب نوع المشكلة. */
export const validationAr = {
  'validation.required': 'يُرجى تعبئة هذا الحقل.',
  'validation.tooLong': 'النص أطول من الحد المسموح به.',
  'validation.tooLarge': 'الرقم أكبر من الحد المسموح به.',
  'validation.notNegative': 'لا يمكن أن تكون القيمة سالبة.',
  'validation.number': 'أدخل عددًا صحيحًا.',
  'validation.email': 'أدخل عنوان بريد إلكتروني صحيحًا.',
  'validation.phone': 'أدخل رقم هاتف يتكوّن من أرقام ومسافات والرموز + ( ) - فقط.',
  'validation.projectCode': 'استخدم من 3 إلى 32 حرفًا لاتينيًا أو رقمًا أو شرطة، مثل SWR-2026-014.',
  'validation.chooseClient': 'اختر العميل.',
  'validation.date': 'أدخل تاريخًا صحيحًا.',
  'validation.password': 'اختر كلمة مرور لا تقل عن {min, number} حرفًا.',
  'validation.format': 'الصيغة غير صحيحة.',
} satisfies Catalog<keyof typeof validationEn>;
