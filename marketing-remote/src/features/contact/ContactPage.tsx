import { siteConfig } from '@swat/shared-contracts';
import { contactContent, contactFormCopy as copy } from '../../content/pages/contact';
import { ContentPage } from '../layout/ContentPage';
import { ContactForm } from './ContactForm';

function ContactDetails() {
  const d = copy.details;
  return (
    <aside aria-labelledby="contact-details-heading" className="mk:rounded-xl mk:bg-brand-soft mk:p-6 mk:text-ink">
      <h2 id="contact-details-heading" className="mk:font-display mk:text-xl mk:font-bold">
        {d.heading}
      </h2>
      <dl className="mk:mt-4 mk:space-y-4">
        <div>
          <dt className="mk:font-semibold">{d.office}</dt>
          <dd>
            <address className="mk:not-italic">
              {siteConfig.office.streetAddress}
              <br />
              {siteConfig.office.locality}, {siteConfig.office.country}
            </address>
          </dd>
        </div>
        <div>
          <dt className="mk:font-semibold">{d.phone}</dt>
          <dd>
            <a href={siteConfig.phone.href} className="mk:text-brand mk:underline mk:underline-offset-2">
              {siteConfig.phone.display}
            </a>
            <span className="mk:block mk:text-sm mk:text-muted">{d.hours}</span>
          </dd>
        </div>
        <div>
          <dt className="mk:font-semibold">{d.quotations}</dt>
          <dd>
            <a href={`mailto:${siteConfig.emails.quotations}`} className="mk:text-brand mk:underline mk:underline-offset-2">
              {siteConfig.emails.quotations}
            </a>
          </dd>
        </div>
        <div>
          <dt className="mk:font-semibold">{d.general}</dt>
          <dd>
            <a href={`mailto:${siteConfig.emails.general}`} className="mk:text-brand mk:underline mk:underline-offset-2">
              {siteConfig.emails.general}
            </a>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

export default function ContactPage() {
  return (
    <ContentPage content={contactContent}>
      <section className="mk:bg-surface">
        <div className="mk:relative mk:mx-auto mk:grid mk:max-w-6xl mk:gap-10 mk:px-4 mk:py-12 mk:sm:px-6 mk:md:py-16 mk:lg:grid-cols-[2fr_1fr]">
          <ContactForm />
          <ContactDetails />
        </div>
      </section>
    </ContentPage>
  );
}
