/**
 * What a form says about a box the shared schemas refuse, by the kind of problem. English pages
 * show the schemas' own sentences (they are written in English); these are their meaning, and
 * the Arabic is what Arabic pages show instead (see lib/forms/field-errors.ts).
 */
export const fieldErrorsEn = {
  'fieldError.required': 'Fill in this field.',
  'fieldError.tooLong': 'This is longer than allowed.',
  'fieldError.tooLarge': 'This number is larger than allowed.',
  'fieldError.notNegative': 'This cannot be negative.',
  'fieldError.number': 'Enter a whole number.',
  'fieldError.email': 'Enter a valid e-mail address.',
  'fieldError.phone': 'Enter a phone number with digits, spaces and + ( ) - only.',
  'fieldError.projectCode': 'Use 3–32 letters, digits and dashes, e.g. SWR-2026-014.',
  'fieldError.chooseClient': 'Choose a client.',
  'fieldError.date': 'Enter a valid date.',
  'fieldError.password': 'Use at least {min, number} characters.',
  'fieldError.format': 'This is not in the expected form.',
};
