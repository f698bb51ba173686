import type { Catalog } from '@swat/shared-contracts';
import type { fieldErrorsEn } from './field-errors.en';

/** ما يقوله النموذج عن حقل ترفضه قواعد التحقق المشتركة، بحسب نوع المشكلة. */
export const fieldErrorsAr = {
  'fieldError.required': 'يُرجى تعبئة هذا الحقل.',
  'fieldError.tooLong': 'النص أطول من الحد المسموح به.',
  'fieldError.tooLarge': 'الرقم أكبر من الحد المسموح به.',
  'fieldError.notNegative': 'لا يمكن أن تكون القيمة سالبة.',
  'fieldError.number': 'أدخل عددًا صحيحًا.',
  'fieldError.email': 'أدخل عنوان بريد إلكتروني صحيحًا.',
  'fieldError.phone': 'أدخل رقم هاتف يتكوّن من أرقام ومسافات والرموز + ( ) - فقط.',
  'fieldError.projectCode': 'استخدم من 3 إلى 32 حرفًا لاتينيًا أو رقمًا أو شرطة، مثل SWR-2026-014.',
  'fieldError.chooseClient': 'اختر العميل.',
  'fieldError.date': 'أدخل تاريخًا صحيحًا.',
  'fieldError.password': 'اختر كلمة مرور لا تقل عن {min, number} حرفًا.',
  'fieldError.format': 'الصيغة غير صحيحة.',
} satisfies Catalog<keyof typeof fieldErrorsEn>;
