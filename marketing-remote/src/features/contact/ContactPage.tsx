import { siteConfig } from '@swat/shared-contracts';
import { contactContent } from '../../content/pages/contact';
import type { PageContent } from '../../content/types';
import { useContactWords } from './contact-words';
import { ContentPage } from '../layout';
import { ContactForm } from './ContactForm';

const linkClass = 'mk:text-brand mk:underline mk:underline-offset-2';

function ContactDetails() {
  const { t } = useContactWords();
  return (
    <aside aria-labelledby="contact-details-heading" className="mk:rounded-xl mk:bg-brand-soft mk:p-6 mk:text-ink">
      <h2 id="contact-details-heading" className="mk:font-display mk:text-xl mk:font-bold">
        {t('contact.details.heading')}
      </h2>
      <dl className="mk:mt-4 mk:space-y-4">
        <div>
          <dt className="mk:font-semibold">{t('contact.details.office')}</dt>
          <dd>
            <address className="mk:not-italic">
              {t('contact.officeAddress.street')}
              <br />
              {t('contact.officeAddress.cityCountry')}
            </address>
          </dd>
        </div>
        <div>
          <dt className="mk:font-semibold">{t('contact.details.phone')}</dt>
          <dd>
            {/* A phone number and e-mail addresses read left to right on Arabic pages too. */}
            <a href={siteConfig.phone.href} dir="ltr" className={linkClass}>
              {siteConfig.phone.display}
            </a>
            <span className="mk:block mk:text-sm mk:text-muted">{t('contact.details.hours')}</span>
          </dd>
        </div>
        <div>
          <dt className="mk:font-semibold">{t('contact.details.quotations')}</dt>
          <dd>
            <a href={`mailto:${siteConfig.emails.quotations}`} dir="ltr" className={linkClass}>
              {siteConfig.emails.quotations}
            </a>
          </dd>
        </div>
        <div>
          <dt className="mk:font-semibold">{t('contact.details.general')}</dt>
          <dd>
            <a href={`mailto:${siteConfig.emails.general}`} dir="ltr" className={linkClass}>
              {siteConfig.emails.general}
            </a>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

/** The contact page in either language: the page's copy around the form and the other ways to reach us. */
export function ContactPageView({ content }: { content: PageContent }) {
  return (
    <ContentPage content={content}>
      <section className="mk:bg-surface">
        <div className="mk:relative mk:mx-auto mk:grid mk:max-w-6xl mk:gap-10 mk:px-4 mk:py-12 mk:sm:px-6 mk:md:py-16 mk:lg:grid-cols-[2fr_1fr]">
          <ContactForm />
          <ContactDetails />
        </div>
      </section>
    </ContentPage>
  );
}

export default function ContactPage() {
  return <ContactPageView content={contactContent} />;
}
