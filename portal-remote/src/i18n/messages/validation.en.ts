/**
 * What a form says about a box the shared schemas refuse, by the kind of problem. English pages
 * show the schemas' own sentences (they are written in English); these are their meaning, and
 * the Arabic is what Arabic pages show instead (see lib/forms/field-errors.ts).
 */
export const validationEn = {
  'validation.required': 'Fill in this field.',
  'validation.tooLong': 'This is longer than allowed.',
  'validation.tooLarge': 'This number is larger than allowed.',
  'validation.notNegative': 'This cannot be negative.',
  'validation.number': 'Enter a whole number.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.phone': 'Enter a phone number with digits, spaces and + ( ) - only.',
  'validation.projectCode': 'Use 3–32 letters, digits and dashes, e.g. SWR-2026-014.',
  'validation.chooseClient': 'Choose a client.',
  'validation.date': 'Enter a valid date.',
  'validation.password': 'Use at least {min, number} characters.',
  'validation.format': 'This is not in the expected form.',
};
