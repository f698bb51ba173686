import { CONTACT_ENDPOINT, contactInquiryCreatedSchema, type ContactInquiry, type ContactInquiryCreated } from '@swat/shared-contracts';

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

function readErrorBody(body: unknown): { message?: string; fieldErrors?: Record<string, string[]> } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const message = typeof record.message === 'string' ? record.message : undefined;
  let fieldErrors: Record<string, string[]> | undefined;
  if (typeof record.fieldErrors === 'object' && record.fieldErrors !== null) {
    fieldErrors = {};
    for (const [key, value] of Object.entries(record.fieldErrors)) {
      if (Array.isArray(value)) fieldErrors[key] = value.filter((v): v is string => typeof v === 'string');
    }
  }
  return { message, fieldErrors };
}

export async function submitInquiry(inquiry: ContactInquiry, fallbackMessage: string): Promise<ContactInquiryCreated> {
  const response = await fetch(CONTACT_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(inquiry),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, fieldErrors } = readErrorBody(body);
    throw new InquiryRejected(response.status, message ?? fallbackMessage, fieldErrors);
  }
  const created = contactInquiryCreatedSchema.safeParse(body);
  // The message was stored even if the answer is odd; do not make the visitor send it twice.
  return created.success ? created.data : { id: '' };
}
