/**
 * The second CSRF defence (after SameSite=Strict cookies, per the OWASP and IETF guidance on
 * browser-based apps): every state-changing API call carries this header. A cross-site form cannot
 * set a custom header, and a cross-site fetch that sets one needs a CORS preflight the bff never grants.
 */
export const API_REQUEST_HEADER = 'X-Requested-With';
export const API_REQUEST_HEADER_VALUE = 'swat-web';
/** Ready to spread into fetch or XHR headers. */
export const API_REQUEST_HEADERS: Readonly<Record<string, string>> = { [API_REQUEST_HEADER]: API_REQUEST_HEADER_VALUE };

/**
 * The language of the page a request comes from ('en' or 'ar'): the bff writes its messages for
 * people (refusals, confirmations) in it. Absent or anything else: English.
 */
export const LANGUAGE_HEADER = 'X-Swat-Language';

/** What the API answers (with a 503 and Retry-After) while its database does not answer. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a minute.';
