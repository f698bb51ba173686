/**
 * Plain literals, so the build parses them like every catalog; a test holds each to the
 * contract's own text (the contracts' constants), so the two cannot drift.
 *
 * The shared schemas' field messages, word for word as the contracts write them (the bff answers
 * with the same ones). A form on an Arabic page shows the Arabic of the message it got: see
 * `localValidationMessage`. A message not listed here is shown as the schema wrote it.
 */
export const validationEn = {
  'validation.emailMissing': 'Enter your email address.',
  'validation.emailTooLong': 'That email address is too long.',
  'validation.emailInvalid': 'Enter a valid email address.',
  'validation.passwordMissing': 'Enter a password.',
  'validation.passwordShort': 'Use at least 12 characters.',
  'validation.passwordLong': 'Use at most 200 characters.',
  'validation.loginPassword': 'Enter your password.',
  'validation.loginFailed': 'Invalid email or password.',
  'validation.name': 'Enter a name.',
  'validation.nameLong': 'The name is too long (at most 120 characters).',
  'validation.companyLong': 'The company name is too long (at most 160 characters).',
  'validation.phoneLong': 'The phone number is too long.',
  'validation.phone': 'Enter a phone number with digits, spaces and + ( ) - only.',
  'validation.currentForNew': 'Enter your current password to set a new one.',
  'validation.linkInvalid': 'This link is not valid.',
  'validation.linkExpired': 'This link has expired or has already been used. Ask for a new one.',
  // The portal's own checks around the shared ones.
  'validation.currentMissing': 'Enter your current password.',
  'validation.newMismatch': 'The two new passwords do not match.',
  'validation.chooseCompany': 'Choose a company.',
  'validation.chooseProjects': 'Choose at least one project, or give access to all of them.',
  'validation.mismatch': 'The two passwords do not match.',
};
