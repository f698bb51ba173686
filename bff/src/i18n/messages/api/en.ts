/**
 * The API's messages for people on the client's sign-in, password and download flows, in the
 * language of the page that asked (requestLanguage). English is the wording the API always had.
 */
export const apiEn = {
  'api.loginFailed': 'Invalid email or password.',
  'api.currentPasswordWrong': 'Your current password is not correct.',
  'api.password.short': 'Use at least {min} characters.',
  'api.password.long': 'Use at most {max} characters.',
  'api.password.common': 'This password appears in lists of common or breached passwords. Choose something less predictable.',
  'api.password.easy': 'This password is too easy to guess.',
  'api.password.advice': 'Add a few more unrelated words.',
  'api.forgot.answer':
    'If an account uses this address, we have sent it a link to choose a new password. The link works for {minutes, plural, one {# minute} other {# minutes}}.',
  'api.reset.invalid': 'This link has expired or has already been used. Ask for a new one.',
  'api.renew.answer': 'If this link was made for an active account, a new one is on its way to that account’s e-mail address.',
  'api.company.leadOnly': 'Only a lead of your company can manage its people.',
  'api.company.noSuchPerson': 'There is no such person in your company.',
  'api.company.notYourself': 'You cannot remove yourself. Ask another lead or your SWAT Research team.',
  'api.company.leadByStaff': 'Leads are managed by your SWAT Research team.',
  'api.company.projectsNotYours': 'Choose among your company’s projects.',
  'api.company.emailTaken': 'An account with this email address already exists.',
  'api.download.staffOnly': 'Only staff can download the untouched original file.',
  'api.download.notDataset': 'Only datasets can be downloaded in another format.',
  'api.download.notDatasetField': 'This file is not a dataset.',
  'api.download.missing': 'The file of this data item is missing.',
  'api.busy': 'The site is very busy right now. Please try again in a few seconds.',
  'api.deliverable.chooseFile': 'Choose a file to upload.',
  'api.deliverable.empty': 'The file is empty.',
  'api.deliverable.tooLarge': 'The file is too large. Deliverables can be up to {mb, number} MB.',
  'api.deliverable.wrongType': 'This file is not a PDF, PowerPoint (.pptx), Word (.docx) or Excel (.xlsx) document. Its content was checked, not its name.',
  'api.deliverable.notMultipart': 'Upload the file as multipart/form-data with the fields title, language and file.',
  'api.deliverable.notFound': 'There is no such deliverable.',
  'api.deliverable.versionNotFound': 'There is no such version of this deliverable.',
  'api.deliverable.missing': 'The file of this version is missing.',
  'api.publish.notFound': 'There is no such item to publish.',
};
