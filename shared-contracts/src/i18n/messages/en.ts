/**
 * The spec's toasts and status texts (section 8), shared by the shell and the portal. English is
 * the spec's wording letter for letter (a test holds it to that). ICU MessageFormat: an
 * apostrophe is literal unless it quotes a brace.
 */
export const en = {
  'loginFailed.title': 'Login failed',
  'loginFailed.fallbackDescription': 'Please check your credentials and try again',
  'loginSuccess.title': 'Login successful',
  'loginSuccess.description': 'Welcome to your Dashboard!',
  'logout.title': 'Logged out',
  'logout.description': 'You have been logged out successfully',
  'logoutFailed.title': 'Logout failed',
  'chatFailure.title': 'Error',
  'chatFailure.description': 'Failed to send your message. Please try again.',
  'chatFailure.reply': "Sorry, I'm having trouble connecting right now. Please try again later.",
  'offline.title': 'Connection Issue',
  'offline.description': 'You appear to be offline. Some features may not work properly.',
  'online.title': 'Connection Restored',
  'online.description': "You're back online. The page will reload shortly.",
  'badGateway.title': 'Temporary Server Issue',
  'badGateway.description': "We're experiencing a brief connectivity issue. Retrying automatically...",
  'connectionError.title': 'Connection Error',
  'connectionError.description': 'Unable to connect to the server. Please check your connection and try again.',
  loadingContent: 'Loading content...',
};

export type SharedMessageKey = keyof typeof en;
