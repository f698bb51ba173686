import type { RouteManifestEntryInput } from '@swat/shared-contracts/build/federation';

const plain = { layout: 'plain', noindex: true } as const;
// The spec shows the site header on the admin pages; they are private all the same.
const site = { layout: 'site', noindex: true } as const;
// The client's pages in Arabic: the same pages under /ar, right to left (the shell takes the language from the path).
const arabic = { layout: 'plain', noindex: true, lang: 'ar' } as const;

/** The portal's routes. The shell builds its route table from these (via the bff); keep them in step with pages.ts. */
export const portalRoutes = [
  { path: '/client-login', title: 'Client login | SWAT Research', description: 'Sign in to follow your research projects and download your data.', ...plain },
  {
    path: '/client',
    title: 'Client portal | SWAT Research',
    description: 'The client portal of SWAT Research: project progress, datasets and reports.',
    ...plain,
  },
  { path: '/client-auth', title: 'Client sign-in | SWAT Research', description: 'Sign in to the SWAT Research client portal.', ...plain },
  { path: '/client-dashboard', title: 'Your projects | SWAT Research', description: 'Your research projects, their progress and their latest data.', ...plain },
  { path: '/client-dashboard/profile', title: 'Your profile | SWAT Research', description: 'Your name, company, phone and password.', ...plain },
  {
    path: '/client-dashboard/project/:id',
    title: 'Project | SWAT Research',
    description: 'A research project: status, fieldwork, data and reports.',
    ...plain,
  },
  {
    path: '/forgot-password',
    title: 'Forgot password | SWAT Research',
    description: 'Get a link to choose a new password for your SWAT Research account.',
    ...plain,
  },
  { path: '/reset-password', title: 'Choose a new password | SWAT Research', description: 'Choose a new password for your SWAT Research account.', ...plain },
  {
    path: '/set-password',
    title: 'Choose your password | SWAT Research',
    description: 'Choose the password of your SWAT Research client portal account.',
    ...plain,
  },
  { path: '/ar/client-login', title: 'دخول العملاء | SWAT Research', description: 'سجّل الدخول لمتابعة مشاريعك البحثية وتنزيل بياناتك.', ...arabic },
  { path: '/ar/client-auth', title: 'تسجيل دخول العملاء | SWAT Research', description: 'سجّل الدخول إلى بوابة عملاء SWAT Research.', ...arabic },
  { path: '/ar/client-dashboard', title: 'مشاريعك | SWAT Research', description: 'مشاريعك البحثية، ومراحل تقدّمها، وأحدث بياناتها.', ...arabic },
  { path: '/ar/client-dashboard/profile', title: 'ملفك الشخصي | SWAT Research', description: 'اسمك وشركتك ورقم هاتفك وكلمة المرور ولغة حسابك.', ...arabic },
  {
    path: '/ar/client-dashboard/project/:id',
    title: 'المشروع | SWAT Research',
    description: 'مشروع بحثي: حالته، وعمله الميداني، وبياناته وتقاريره.',
    ...arabic,
  },
  {
    path: '/ar/forgot-password',
    title: 'نسيت كلمة المرور | SWAT Research',
    description: 'احصل على رابط لاختيار كلمة مرور جديدة لحسابك لدى SWAT Research.',
    ...arabic,
  },
  { path: '/ar/reset-password', title: 'اختر كلمة مرور جديدة | SWAT Research', description: 'اختر كلمة مرور جديدة لحسابك لدى SWAT Research.', ...arabic },
  { path: '/ar/set-password', title: 'اختر كلمة المرور | SWAT Research', description: 'اختر كلمة المرور لحسابك في بوابة عملاء SWAT Research.', ...arabic },
  { path: '/swatadmin', title: 'Staff sign-in | SWAT Research', description: 'Sign-in for SWAT Research staff.', ...site },
  { path: '/swatdashboard', title: 'Project dashboard | SWAT Research', description: 'Every research project, with search and filters.', ...site },
  { path: '/swatdashboard/project/:id', title: 'Project | SWAT Research', description: 'A research project and its data items.', ...site },
  { path: '/swatdashboard/project/:projectId/data/:dataId', title: 'Data item | SWAT Research', description: 'A data item of a research project.', ...site },
  { path: '/swatdashboard/create-project', title: 'Create a project | SWAT Research', description: 'Create a research project for a client.', ...site },
  { path: '/swatdashboard/edit-project/:id', title: 'Edit project | SWAT Research', description: 'Edit a research project.', ...site },
  { path: '/swatdashboard/clients', title: 'Client accounts | SWAT Research', description: 'Client accounts: create, disable, see their projects.', ...site },
  { path: '/swatdashboard/inquiries', title: 'Inquiries | SWAT Research', description: 'Inquiries sent through the contact form.', ...site },
  { path: '/swatdashboard/chats', title: 'Chat transcripts | SWAT Research', description: 'Conversations with the site assistant.', ...site },
  {
    path: '/swatdashboard/staff',
    title: 'Staff accounts | SWAT Research',
    description: 'Staff accounts: invite colleagues, change roles, disable accounts.',
    ...site,
  },
  { path: '/swatdashboard/audit', title: 'Audit log | SWAT Research', description: 'Every staff change and security event, with filters.', ...site },
  { path: '/swatdashboard/inbox', title: 'Inbox | SWAT Research', description: 'Every project conversation with clients, unread first.', ...site },
  { path: '/swatdashboard/outbox', title: 'Outbox | SWAT Research', description: 'Every e-mail the site has queued, sent or kept.', ...site },
  { path: '/swatdashboard/chats/:sessionId', title: 'Chat transcript | SWAT Research', description: 'One conversation with the site assistant.', ...site },
] as const satisfies readonly RouteManifestEntryInput[];
