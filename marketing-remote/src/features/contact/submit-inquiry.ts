import { CONTACT_ENDPOINT, contactInquiryCreatedSchema, type ContactInquiry, type ContactInquiryCreated, type ShellApi } from '@swat/shared-contracts';

/** A refusal from the server, carrying what it said so the form can show it next to the right fields. */
export class InquiryRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(message);
    this.name = 'InquiryRejected';
  }
}

/**
 * The shell's api rejects with "status: text", where text is the response body;
 * for our JSON error bodies that text holds `{message, fieldErrors}`.
 */
function readShellError(error: unknown, fallbackMessage: string): InquiryRejected | null {
  if (!(error instanceof Error)) return null;
  const status = (error as Error & { status?: unknown }).status;
  if (typeof status !== 'number') return null;
  const text = error.message.startsWith(`${status}: `) ? error.message.slice(`${status}: `.length) : '';
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy's HTML error page, say: nothing to show but our own words.
  }
  if (typeof body !== 'object' || body === null) return new InquiryRejected(status, fallbackMessage);
  const record = body as Record<string, unknown>;
  const fieldErrors: Record<string, string[]> = {};
  if (typeof record.fieldErrors === 'object' && record.fieldErrors !== null) {
    for (const [key, value] of Object.entries(record.fieldErrors)) {
      if (Array.isArray(value)) fieldErrors[key] = value.filter((v): v is string => typeof v === 'string');
    }
  }
  return new InquiryRejected(status, typeof record.message === 'string' && record.message ? record.message : fallbackMessage, fieldErrors);
}

/** Posts through the shell's api, so the 502 retry, cookies and connection toasts are the site's own. */
export async function submitInquiry(api: ShellApi, inquiry: ContactInquiry, fallbackMessage: string): Promise<ContactInquiryCreated> {
  let response: Response;
  try {
    response = await api.request('POST', CONTACT_ENDPOINT, inquiry);
  } catch (error) {
    throw readShellError(error, fallbackMessage) ?? error;
  }
  const created = contactInquiryCreatedSchema.safeParse(await response.json().catch(() => null));
  // The message was stored even if the answer is odd; do not make the visitor send it twice.
  return created.success ? created.data : { id: '' };
}
