import { cookieContent, privacyContent, termsContent } from '../../content/pages/legal';
import { ContentPage } from '../layout';

export function PrivacyPolicyPage() {
  return <ContentPage content={privacyContent} />;
}

export function TermsOfServicePage() {
  return <ContentPage content={termsContent} />;
}

export function CookiePolicyPage() {
  return <ContentPage content={cookieContent} />;
}
