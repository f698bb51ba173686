import { siteConfig } from '@swat/shared-contracts';
import type { FaqBlock, PageContent } from '../types';
import { contactCta, REVIEWED } from './shared';

const questionsCta = (topic: string) =>
  contactCta(`Questions about this ${topic}?`, `Write to ${siteConfig.emails.general} or use the contact form, and our team will answer within one working day.`);

const { office, emails, brand } = siteConfig;
const address = `${brand.legalName}, ${office.streetAddress}, ${office.locality}, ${office.country}`;

const privacyQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about your privacy',
  items: [
    {
      id: 'what-data-do-you-collect',
      question: 'What personal data does this website collect?',
      answer:
        'Only what each purpose needs: contact form details, a one-way hash of your IP address, chat messages, account details if you sign in, and server logs. Analytics data are collected only if a tag is configured and you allow it.',
    },
    {
      id: 'how-long-do-you-keep-it',
      question: 'How long do you keep my data?',
      answer:
        'Contact inquiries for 24 months after our last exchange, chat transcripts and server logs for 90 days, and rate-limit counters for 24 hours. Account data are kept while the account is active.',
    },
    {
      id: 'how-can-i-see-or-delete-my-data',
      question: 'How can I see or delete my data?',
      answer: `Write to ${emails.general} with “Privacy” in the subject line, and we answer within 30 days. You may ask for access, correction, deletion, restriction or a portable copy, and object to processing.`,
    },
    {
      id: 'do-you-sell-data',
      question: 'Do you sell my personal data?',
      answer:
        'No. We do not sell personal data or share it for others’ marketing; only the providers who host the site and our e-mail process it, on our instructions.',
    },
    {
      id: 'which-law-protects-my-data',
      question: 'Which law protects my data?',
      answer:
        'The UAE Personal Data Protection Law, Federal Decree-Law No. 45 of 2021, and the GDPR where it applies to you. You may complain to the UAE Data Office or, under the GDPR, to your own data protection authority.',
    },
    {
      id: 'respondents-and-panel-members',
      question: 'Does this policy cover survey respondents and panel members?',
      answer:
        'No. It covers the website only; respondents and SWATX members receive their own privacy notice when they take part in a study or join the panel.',
    },
  ],
};

const termsQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about these terms',
  items: [
    {
      id: 'are-chat-answers-binding',
      question: 'Are the chat assistant’s answers binding?',
      answer:
        'No. Its answers are not offers, quotations or advice, and it can make mistakes; confirm anything that matters with our team through the contact page.',
    },
    {
      id: 'which-law-governs',
      question: 'Which law governs these terms?',
      answer: 'The federal laws of the United Arab Emirates as applied in the Emirate of Dubai. The courts of Dubai have jurisdiction over any dispute about them.',
    },
    {
      id: 'may-i-copy-content',
      question: 'May I copy content from this website?',
      answer:
        'No, not substantial parts for commercial use without our written permission. You are welcome to browse the site and share links to it.',
    },
    {
      id: 'do-terms-cover-projects',
      question: 'Do these terms apply to our research project?',
      answer:
        'No. Research, consultancy, AI and training work is supplied under a separate written agreement or proposal, which prevails where it conflicts with these terms.',
    },
  ],
};

const cookieQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about cookies',
  items: [
    {
      id: 'which-cookies',
      question: 'Which cookies does this site set?',
      answer:
        'Only two strictly necessary sign-in cookies, swat_access and swat_refresh, set when you sign in to the client dashboard or the staff area. Reading the public pages sets no cookies unless an analytics tag is configured and you allow it.',
    },
    {
      id: 'do-you-use-analytics-cookies',
      question: 'Do you use analytics cookies?',
      answer:
        'No, not unless an analytics tag is configured on the site and you allow it. Until you answer, and if you refuse, no analytics script is loaded and no analytics cookie is set.',
    },
    {
      id: 'how-do-i-change-my-choice',
      question: 'How can I change my analytics choice?',
      answer:
        'Here, in the analytics section of this page, at any time. If you withdraw consent, the site deletes the analytics cookies it can reach and reloads the page.',
    },
    {
      id: 'what-if-i-block-cookies',
      question: 'What happens if I block cookies?',
      answer:
        'The public pages keep working normally. Only the client dashboard and the staff area stop working, because they need the two sign-in cookies.',
    },
  ],
};

export const privacyContent: PageContent = {
  ogImage: 'legal',
  lastModified: REVIEWED,
  sitemapPriority: 0.3,
  routes: [
    {
      path: '/privacy-policy',
      name: 'Privacy Policy',
      title: 'Privacy policy | SWAT Research',
      description:
        'How SWAT Research collects, uses, protects and deletes personal data on this website, under the UAE Personal Data Protection Law and, where it applies, the GDPR.',
    },
  ],
  hero: {
    eyebrow: 'Legal',
    heading: 'Privacy policy',
    lead: `This policy explains what personal data ${brand.name} collects through this website, why, how long we keep it and the rights you have. It was last reviewed on 20 November 2026.`,
    illustration: 'legal',
  },
  blocks: [
    {
      kind: 'prose',
      id: 'controller',
      heading: 'Who is responsible for your data',
      paragraphs: [
        `The controller of personal data collected on this website is ${address}. For any privacy question or request, write to ${emails.general} with “Privacy” in the subject line, or by post to the address above.`,
        'We process personal data in line with the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data (PDPL). Where we offer our services to people in the European Union or the United Kingdom, or monitor their behaviour, we also apply the EU General Data Protection Regulation (GDPR) and its UK equivalent. This policy covers the website only; research respondents and panel members receive their own privacy notice when they take part in a study or join SWATX.',
      ],
    },
    {
      kind: 'prose',
      id: 'data-we-collect',
      heading: 'What we collect and why',
      tone: 'tinted',
      paragraphs: ['We collect only what we need for each purpose below.'],
      bullets: [
        'Contact form: your name, company, e-mail address, optional phone number, the service you are interested in and your message. We use them to answer your inquiry and follow up on it. Legal basis: your consent, which you give with the checkbox on the form, and our legitimate interest in replying to business inquiries.',
        'Abuse prevention: when you submit the form we store a one-way hash of your network (IP) address with the inquiry, and keep short-lived counters per address to limit repeated submissions. We use these only to detect and block automated abuse. Legal basis: legitimate interest in keeping the service secure.',
        'Chat assistant: the messages you type into the assistant and its replies are stored under a random session identifier so that our staff can review answers and improve them. Please do not type personal data you do not want us to keep. Legal basis: legitimate interest in providing and improving the assistant.',
        'Client and staff accounts: if you sign in to the client dashboard or the staff area, we process your account details and sign-in activity to authenticate you and keep the account secure. Legal basis: performance of our contract with you or your organisation.',
        'Server logs: every request is logged with its time, path, status and a request identifier, used to operate and secure the site.',
        'Analytics: only if we have configured a tag-manager analytics tag on this site and you have allowed it, the tag collects information about pages visited and the device used. See the cookie policy for details and to change your choice.',
      ],
    },
    {
      kind: 'prose',
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell personal data or share it for others’ marketing. We share it only with service providers who host and operate the website and our e-mail on our behalf, under contracts that require them to protect it and use it only on our instructions; with professional advisers where necessary; and with authorities where the law requires us to.',
        'Some providers may process data outside the United Arab Emirates. We transfer data abroad only to countries with adequate protection as recognised under the PDPL, or with safeguards the law accepts, such as contractual clauses; for data covered by the GDPR we rely on adequacy decisions or the European Commission’s standard contractual clauses.',
      ],
    },
    {
      kind: 'prose',
      id: 'retention',
      heading: 'How long we keep it',
      tone: 'tinted',
      paragraphs: ['We keep personal data no longer than needed for its purpose:'],
      bullets: [
        'Contact inquiries: 24 months after our last exchange with you, unless they lead to a contract, in which case the contract’s retention rules apply.',
        'Rate-limit counters: deleted within 24 hours.',
        'Chat transcripts: 90 days, after which they are deleted automatically.',
        'Sign-in tokens: until they expire or you sign out; account data for as long as the account is active.',
        'Server logs: 90 days.',
      ],
    },
    {
      kind: 'prose',
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        `Under the PDPL, and the GDPR where it applies, you may ask for access to your personal data, correction of inaccurate data, deletion, restriction of processing, a copy in a portable format, and you may object to processing based on our legitimate interests. Where we rely on consent, you may withdraw it at any time without affecting earlier processing. Write to ${emails.general}; we answer within 30 days and may need to confirm your identity first.`,
        'If you are not satisfied with our answer, you may complain to the UAE Data Office, or, if the GDPR applies to you, to the data protection authority of the country where you live or work.',
      ],
    },
    {
      kind: 'prose',
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'Data travel over encrypted connections. Passwords are stored only as salted, slow hashes. Access to inquiries and accounts is limited to staff who need it, and sign-in cookies cannot be read by page scripts. We review our safeguards regularly and will tell you and the relevant authority about a breach where the law requires us to.',
        'This website is intended for business users and is not directed at children under 18. We may update this policy; the date of the latest review is shown at the top of this page.',
      ],
    },
    privacyQuestions,
    questionsCta('policy'),
  ],
};

export const termsContent: PageContent = {
  ogImage: 'legal',
  lastModified: REVIEWED,
  sitemapPriority: 0.3,
  routes: [
    {
      path: '/terms-of-service',
      name: 'Terms of Service',
      title: 'Terms of service | SWAT Research',
      description: 'The terms that apply when you use the SWAT Research website, the chat assistant and the client dashboard, under the laws of the UAE and the Emirate of Dubai.',
    },
  ],
  hero: {
    eyebrow: 'Legal',
    heading: 'Terms of service',
    lead: `These terms apply to your use of this website, its chat assistant and the client dashboard operated by ${brand.legalName}. By using the site you accept them. They were last reviewed on 20 November 2026.`,
    illustration: 'legal',
  },
  blocks: [
    {
      kind: 'prose',
      heading: 'About these terms',
      paragraphs: [
        `The website is operated by ${address}. Research, consultancy, AI and training work is supplied under a separate written agreement or proposal accepted by both parties; if that agreement conflicts with these terms, the agreement prevails.`,
      ],
    },
    {
      kind: 'prose',
      heading: 'Using the website',
      tone: 'tinted',
      paragraphs: ['You may browse the site and share links to it. You agree not to:'],
      bullets: [
        'use the site in a way that breaks any law, including UAE laws on cybercrime and on personal data;',
        'try to gain unauthorised access to the site, the client dashboard, the staff area or our systems, or interfere with their operation;',
        'send automated requests at a volume that burdens the site, or submit the contact form in bulk;',
        'copy substantial parts of the content for commercial use without our written permission.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Content and intellectual property',
      paragraphs: [
        'The text, illustrations, logos and software of this website belong to SWAT Research or its licensors. Brand names SWAT Research, SWAT AI, SWATX, SWAT Lab and SWAT Monitor are ours. Case studies on the site describe typical projects; where figures are marked as illustrative they are examples and not a promise of results.',
        'The content is general information about our services, not professional advice for your situation. We work to keep it accurate and current but do not guarantee that it is complete or free of errors.',
      ],
    },
    {
      kind: 'prose',
      heading: 'The chat assistant',
      tone: 'tinted',
      paragraphs: [
        'The assistant answers questions about our services automatically and can make mistakes. Its answers are not offers, quotations or advice. For anything that matters to a decision, confirm with our team through the contact page. Do not type confidential or sensitive personal information into the chat.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Client dashboard accounts',
      paragraphs: [
        'Access to the client dashboard is given to named users of our clients. Keep your password confidential and tell us immediately if you suspect misuse. We may suspend access to protect the security of the account or of other clients’ data. Documents and data in the dashboard are confidential to the client organisation and governed by its agreement with us.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Liability',
      tone: 'tinted',
      paragraphs: [
        'To the extent the law allows, we are not liable for indirect or consequential loss arising from use of the website, or for losses caused by reliance on general website content or on the chat assistant. Nothing in these terms limits liability that cannot be limited under UAE law. Links to other websites are provided for convenience; we are not responsible for their content.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Law and disputes',
      paragraphs: [
        `These terms are governed by the federal laws of the United Arab Emirates as applied in the Emirate of Dubai, and the courts of Dubai have jurisdiction over any dispute about them. We may update these terms; the version on this page applies from the date shown above. Questions: ${emails.general}.`,
      ],
    },
    termsQuestions,
    questionsCta('agreement'),
  ],
};

export const cookieContent: PageContent = {
  ogImage: 'legal',
  lastModified: REVIEWED,
  sitemapPriority: 0.3,
  routes: [
    {
      path: '/cookie-policy',
      name: 'Cookie Policy',
      title: 'Cookie policy | SWAT Research',
      description:
        'The cookies this website actually uses: two strictly necessary sign-in cookies for the client and staff areas, and an analytics tag that loads only when one is configured and you allow it.',
    },
  ],
  hero: {
    eyebrow: 'Legal',
    heading: 'Cookie policy',
    lead: 'We keep cookies to a minimum. Reading our public pages sets no cookies unless an analytics tag is configured and you allow it (see below); this page lists every cookie and similar technology the site can use, and why. Last reviewed on 22 November 2026.',
    illustration: 'legal',
  },
  blocks: [
    {
      kind: 'table',
      heading: 'Cookies we use',
      intro: 'Two cookies, set only when you sign in to the client dashboard or the staff area. They are strictly necessary for signing in, so they do not need consent under the PDPL or the ePrivacy rules that accompany the GDPR.',
      caption: 'Cookies set by this website',
      columns: ['Cookie', 'Purpose', 'Type', 'Lifetime'],
      rows: [
        ['swat_access', 'Proves that you are signed in on each request to the client or staff area.', 'Strictly necessary, HttpOnly, first-party', 'About 15 minutes, renewed while you are active'],
        ['swat_refresh', 'Lets the site renew your sign-in without asking for your password again; replaced on every use and revoked when you sign out.', 'Strictly necessary, HttpOnly, first-party', 'Until you sign out or it expires'],
      ],
      note: 'On a secure (HTTPS) connection the names carry the browser-enforced prefix __Host-, for example __Host-swat_access. HttpOnly means page scripts cannot read these cookies.',
    },
    {
      kind: 'analytics-choice',
      id: 'analytics',
      heading: 'Analytics, only with your consent',
      tone: 'tinted',
      paragraphs: [
        'This site loads an analytics tag only when we have configured one (a Google Tag Manager container), and only after you allow it. When a tag is configured, a banner asks you on your first visit. Until you answer, and if you refuse, no analytics script is loaded and no analytics cookie is set.',
        'If you allow analytics, the tag-manager script is loaded from www.googletagmanager.com on every page you open from then on. The tags it contains measure which pages are visited and how the site performs, and the analytics provider may set its own cookies, such as Google Analytics’ _ga and _ga_<id>, which last up to two years.',
        'Your answer is kept in your browser’s local storage (swat.analyticsConsent), not in a cookie, and is not sent to us. You can change it here at any time. If you withdraw your consent, the site deletes the analytics cookies it can reach and reloads the page, so the tag stops running.',
      ],
      choice: {
        notConfigured: 'No analytics tag is configured on this site at the moment: nothing is loaded, so there is nothing to choose.',
        current: 'Your choice:',
        granted: 'analytics allowed',
        denied: 'analytics refused',
        undecided: 'not answered yet',
        allow: 'Allow analytics',
        refuse: 'Refuse analytics',
      },
    },
    {
      kind: 'prose',
      heading: 'Similar technologies',
      paragraphs: [
        'A service worker keeps copies of the site’s code and styles in your browser’s cache so that pages load faster; it contains no personal data. The chat assistant creates a random session identifier when a page loads and keeps it in memory only, not in a cookie; it disappears when you close or reload the page.',
        'Your browser’s local storage keeps a few small settings for this site, none of which is sent to us: your language choice (swat.language), whether you have dismissed the offer of the Arabic site (swat.arabicHintSeen), your analytics answer (swat.analyticsConsent), and a contact message written while the service was unavailable (swat:contact-outbox), until it has been sent. The language of the page you last read is kept for the current tab only (swat.pageLanguage, session storage).',
      ],
    },
    {
      kind: 'prose',
      heading: 'Your choices',
      tone: 'tinted',
      paragraphs: [
        `You can block or delete cookies in your browser settings. Blocking the two sign-in cookies will stop the client dashboard and staff area from working, but the public pages will work normally. Questions about cookies: ${emails.general}. For how we handle personal data generally, see our privacy policy.`,
      ],
    },
    cookieQuestions,
    questionsCta('cookie policy'),
  ],
};
