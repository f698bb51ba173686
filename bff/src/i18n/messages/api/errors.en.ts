/**
 * The API's everyday refusals (no such page, sign in first, too many requests, the service is
 * down, a form to correct) and the contact schema's field messages, word for word as the API has
 * always written them in English. The error handler says them in the request's language
 * (i18n/api-errors.ts); a test keeps the English equal to the constants the code throws.
 */
export const apiErrorsEn = {
  'api.error.noEndpoint': 'There is no such API endpoint.',
  'api.error.tooLarge': 'The request body is too large.',
  'api.error.server': 'Something went wrong on our side. Please try again.',
  'api.error.notProcessed': 'The request could not be processed.',
  'api.error.unavailable': 'The service is temporarily unavailable. Please try again in a minute.',
  'api.error.signIn': 'Please sign in to continue.',
  'api.error.staffOnly': 'This area is for SWAT Research staff only.',
  'api.error.noProject': 'There is no such project.',
  'api.error.noDataItem': 'There is no such data item.',
  'api.error.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'api.error.tooManyDatasetRequests': 'Too many dataset requests. Please wait a moment and try again.',
  'api.error.tooManySignIns': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'api.error.hashingBusy': 'We are handling a lot of sign-ins right now. Please try again in a moment.',
  'api.error.hashingSlowDown': 'Too many password attempts at once. Please wait a moment and try again.',
  'api.error.fieldsNeedAttention': 'Some fields need attention.',
  'api.error.queryInvalid': 'Some query parameters are not valid.',
  'api.error.notJson': 'The request body is not valid JSON.',
  'api.error.foreignRequest': 'This request did not come from this site, so it was refused.',
  'api.error.passwordChangeRequired': 'Please choose a new password before you continue.',
  'api.error.temporaryPasswordExpired': "Your temporary password has expired. Use 'Forgot password?' to get a new one.",
  'api.error.unstorable': 'This contains characters we cannot store (such as a NUL byte or a broken character). Remove them and try again.',
  'api.results.notTable': 'This data item is not a table (only CSV, Excel and SPSS datasets have results).',
  'api.results.noWeight': 'This dataset has no weight variable. Staff can mark one in the variable settings.',
  'api.results.weightMissing': 'The weight variable is not in the file.',
  'api.results.chooseRow': 'Choose a row variable.',
  'api.results.chooseVariable': 'Choose a variable.',
  'api.contact.nameRequired': 'Please enter your name.',
  'api.contact.nameLong': 'Please keep your name under 120 characters.',
  'api.contact.emailRequired': 'Please enter your e-mail address.',
  'api.contact.emailLong': 'Please enter a shorter e-mail address.',
  'api.contact.emailInvalid': 'Please enter a valid e-mail address, like name@company.com.',
  'api.contact.messageRequired': 'Please enter a message.',
  'api.contact.messageShort': 'Please write at least {min} characters so we can help.',
  'api.contact.messageLong': 'Please keep your message under {max} characters.',
  'api.contact.consent': 'Please tick the box so we may use your details to reply.',
};
