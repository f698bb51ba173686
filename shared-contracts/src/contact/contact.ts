import { z } from 'zod';

/** The services a visitor can ask about; the stored value is the key, the label is what people read. */
export const SERVICE_OF_INTEREST_LABELS = {
  'field-data-collection': 'Field data collection',
  'research-methodologies': 'Research design and methodologies',
  'data-analysis': 'Data processing and analysis',
  'quality-assurance': 'Quality assurance',
  'market-analysis': 'Market analysis',
  'strategic-planning': 'Strategic planning',
  'business-development': 'Business development',
  'sustainability-circularity': 'Circularity and sustainability advisory',
  'ai-implementation': 'AI implementation',
  'ai-services': 'AI services',
  'app-development': 'App development',
  'swat-lab': 'SWAT Lab research partnership',
  'swatx-panel': 'SWATX panel and sample sourcing',
  'swat-monitor': 'SWAT Monitor',
  training: 'Training and Learning Center',
  other: 'Something else',
} as const;

export type ServiceOfInterest = keyof typeof SERVICE_OF_INTEREST_LABELS;
export const SERVICES_OF_INTEREST = Object.keys(SERVICE_OF_INTEREST_LABELS) as [ServiceOfInterest, ...ServiceOfInterest[]];

export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;

const required = (what: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? `Please enter ${what}.` : undefined) });

/**
 * The contact form, checked by the browser and again by the bff with this one schema.
 * `website` is a honeypot: people never see it, bots tend to fill it.
 */
export const contactInquirySchema = z.strictObject({
  name: z.string(required('your name')).trim().min(2, 'Please enter your name.').max(120, 'Please keep your name under 120 characters.'),
  company: z
    .string(required('your company or organisation'))
    .trim()
    .min(1, 'Please enter your company or organisation.')
    .max(160, 'Please keep the company name under 160 characters.'),
  email: z
    .string(required('your e-mail address'))
    .trim()
    .max(254, 'Please enter a shorter e-mail address.')
    .pipe(z.email('Please enter a valid e-mail address, like name@company.com.')),
  phone: z
    .string()
    .trim()
    .max(32, 'Please enter a shorter phone number.')
    .regex(/^$|^\+?[0-9][0-9 ()./-]{5,30}$/, 'Please enter a phone number using digits, spaces and an optional leading +.')
    .optional(),
  serviceOfInterest: z.enum(SERVICES_OF_INTEREST, 'Please choose the service you are interested in.'),
  message: z
    .string(required('a message'))
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Please write at least ${CONTACT_MESSAGE_MIN} characters so we can help.`)
    .max(CONTACT_MESSAGE_MAX, `Please keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  consent: z.literal(true, 'Please tick the box so we may use your details to reply.'),
  website: z.string().max(0, 'Leave this field empty.').optional(),
});

export type ContactInquiry = z.output<typeof contactInquirySchema>;
export type ContactInquiryInput = z.input<typeof contactInquirySchema>;

/** 201 answer of POST /api/contact. */
export const contactInquiryCreatedSchema = z.object({ id: z.string() });
export type ContactInquiryCreated = z.infer<typeof contactInquiryCreatedSchema>;

export const CONTACT_ENDPOINT = '/api/contact';
