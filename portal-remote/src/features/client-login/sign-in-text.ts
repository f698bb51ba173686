import type { Language } from '@swat/shared-contracts';

/** The words of the client sign-in pages, in the two languages those pages follow. */
export interface SignInText {
  loginHeading: string;
  loginIntro: string;
  noAccount: string;
  contactForAccess: string;
  nextNotice: string;
  email: string;
  password: string;
  signIn: string;
  signingIn: string;
  portalHeading: string;
  portalIntro: string;
  portalPoints: readonly [string, string, string];
  accountsOpenedBy: string;
  requestAccess: string;
  signedInAs: string;
  goToProjects: string;
  pageTitle: { login: string; landing: string };
}

const en: SignInText = {
  loginHeading: 'Client login',
  loginIntro: 'Follow your research projects and download your data.',
  noAccount: 'No account yet?',
  contactForAccess: 'Contact us for access',
  nextNotice: 'Sign in to continue to the page you asked for.',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  portalHeading: 'Client portal',
  portalIntro:
    'Follow your research projects as they happen: fieldwork progress against the target sample, status changes, and the datasets and reports our team shares with you, ready to download.',
  portalPoints: [
    'Live completes and fieldwork dates for every project',
    'Datasets you can sort, page through and chart in the browser',
    'Reports and questionnaires in one place',
  ],
  accountsOpenedBy: 'Accounts are opened by our team for clients with an active project.',
  requestAccess: 'Contact us to request access',
  signedInAs: 'You are signed in as',
  goToProjects: 'Go to your projects',
  pageTitle: { login: 'Client login | SWAT Research', landing: 'Client portal | SWAT Research' },
};

const ar: SignInText = {
  loginHeading: 'دخول العملاء',
  loginIntro: 'تابِع مشاريعك البحثية وحمّل بياناتك.',
  noAccount: 'ليس لديك حساب بعد؟',
  contactForAccess: 'تواصل معنا للحصول على حساب',
  nextNotice: 'سجّل الدخول لمتابعة الانتقال إلى الصفحة التي طلبتها.',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  signingIn: 'جارٍ تسجيل الدخول…',
  portalHeading: 'بوابة العملاء',
  portalIntro:
    'تابِع مشاريعك البحثية لحظة بلحظة: تقدّم العمل الميداني مقارنةً بحجم العيّنة المستهدف، وتغيّرات حالة المشروع، ومجموعات البيانات والتقارير التي يشاركها فريقنا معك جاهزةً للتحميل.',
  portalPoints: [
    'عدد المقابلات المكتملة ومواعيد العمل الميداني لكل مشروع أولاً بأول',
    'مجموعات بيانات يمكنك فرزها وتصفّحها وتحويلها إلى رسوم بيانية في المتصفح',
    'التقارير والاستبيانات في مكان واحد',
  ],
  accountsOpenedBy: 'يفتح فريقنا الحسابات للعملاء الذين لديهم مشروع قائم.',
  requestAccess: 'تواصل معنا لطلب حساب',
  signedInAs: 'أنت مسجّل الدخول باسم',
  goToProjects: 'الانتقال إلى مشاريعك',
  pageTitle: { login: 'دخول العملاء | SWAT Research', landing: 'بوابة العملاء | SWAT Research' },
};

export const signInTexts: Readonly<Record<Language, SignInText>> = { en, ar };
