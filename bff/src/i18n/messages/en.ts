/**
 * The bff's words: the e-mails it sends and the assistant's set replies. ICU MessageFormat, one
 * key per sentence; `{name}` fills in a value, `{n, plural, …}` picks the form for a number.
 * Links, addresses and brand names come in as arguments, so both languages share them.
 */
export const en = {
  'mail.footer': 'SWAT Research, Dubai. You receive this message because of your account or a request on our website.',
  'mail.signOff': 'SWAT Research',
  'mail.greeting': 'Hello {name},',
  'mail.passwordReset.subject': 'Choose a new password for SWAT Research',
  'mail.passwordReset.asked': 'Someone (hopefully you) asked to reset the password of your SWAT Research account.',
  'mail.passwordReset.link':
    'The link below lets you choose a new one. It works once, for {minutes, plural, one {# minute} other {# minutes}}. Choosing a new password signs you out on every other device.',
  'mail.passwordReset.ignore': 'If you did not ask for this, ignore this message: your password stays as it is.',
  'mail.passwordReset.action': 'Choose a new password',
  'mail.staffInvite.subject': 'You are invited to the SWAT Research staff area',
  'mail.staffInvite.invited': '{invitedBy} has invited you to the SWAT Research staff area as {role, select, admin {an admin} other {a staff member}}.',
  'mail.staffInvite.link': 'Open the link below to choose your password. It works once, for {days, plural, one {# day} other {# days}}.',
  'mail.staffInvite.action': 'Choose your password',
  'mail.inquiryReceived.subject': 'New inquiry from {from}',
  'mail.inquiryReceived.subjectWithCompany': 'New inquiry from {from} ({company})',
  'mail.inquiryReceived.greeting': 'Hello,',
  'mail.inquiryReceived.sent': '{from} <{email}> sent an inquiry through the contact form:',
  'mail.inquiryReceived.sentAboutService': '{from} <{email}> sent an inquiry through the contact form about {service}:',
  'mail.inquiryReceived.action': 'Open the inquiries',
  'mail.inquiryReceived.signOff': 'The SWAT Research website',
  'mail.dataPublished.subject': 'New data for {projectCode}: {itemTitle}',
  'mail.dataPublished.published': 'We have published "{itemTitle}" for your project {projectCode} ({projectTitle}).',
  'mail.dataPublished.signIn': 'Sign in to the client portal to view or download it.',
  'mail.dataPublished.action': 'Open the project',
};

export type BffMessageKey = keyof typeof en;
