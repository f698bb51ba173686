/** The project conversation's API refusals and its e-mail. */
export const conversationEn = {
  'api.conversation.empty': 'Write a message or attach a file.',
  'api.conversation.tooLong': 'A message can have at most {max} characters.',
  'api.conversation.attachmentTooLarge': 'The attachment is too large. The limit is {mb} MB.',
  'api.conversation.attachmentType': 'This kind of file cannot be attached. Attach a PDF, an image (PNG or JPEG), a Word, Excel or PowerPoint file, or plain text.',
  'api.conversation.attachmentExecutable': 'Programs and scripts cannot be attached.',
  'api.conversation.notYours': 'You can only edit your own messages.',
  'api.conversation.editClosed': 'A message can be edited for {minutes} minutes after it is sent.',
  'api.conversation.noMessage': 'There is no such message.',
  'api.conversation.noAttachment': 'There is no such attachment.',
  'mail.conversation.subject': '{projectCode}: {count, plural, one {a new message} other {# new messages}} from {from}',
  'mail.conversation.intro': '{count, plural, one {There is a new message} other {There are # new messages}} in the conversation on {projectCode} ({projectTitle}):',
  'mail.conversation.message': '{author}, {time}:\n{text}',
  'mail.conversation.attachment': 'Attached: {filename}',
  'mail.conversation.more': '{count, plural, one {One earlier message is} other {# earlier messages are}} in the portal.',
  'mail.conversation.action': 'Open the conversation',
  'mail.conversation.reply': 'Please answer in the portal rather than to this e-mail, so the whole team sees it.',
};
