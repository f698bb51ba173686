import { contactContent } from '../../content/pages-ar/contact';
import { ContactPageView } from './ContactPage';

export default function ArabicContactPage() {
  return <ContactPageView content={contactContent} />;
}
