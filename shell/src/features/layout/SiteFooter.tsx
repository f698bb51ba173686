import { siteConfig, type NavItem } from '@swat/shared-contracts';
import { SmartLink } from '../links';
import { Logo } from './Logo';
import { useLanguage } from '../language';

function LinkColumn({ title, links }: { title: string; links: readonly NavItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <SmartLink to={link.path} className="text-[#dbe6ef] underline-offset-4 hover:text-white hover:underline">
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { phone, emails } = siteConfig;
  const { t, navigation } = useLanguage();
  return (
    <footer className="print:hidden bg-brand-strong text-[#dbe6ef]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Logo size="md" inverted />
          <p className="mt-4 max-w-sm text-sm leading-6">{t('aboutText')}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('footer.socialMedia')}>
            {siteConfig.social.map((link) => (
              <li key={link.href}>
                <SmartLink
                  to={link.href}
                  className="inline-flex rounded-full border border-white/25 px-3 py-1 text-xs font-medium text-white hover:border-accent hover:text-accent"
                >
                  {link.label}
                  <span className="sr-only">{t('footer.opensInNewTab')}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={t('footer.quickLinks')} links={navigation.footerQuick} />
        <LinkColumn title={t('footer.services')} links={navigation.footerServices} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p>
              <span className="block font-medium text-white">{t('office.label')}</span>
              {t('office.address')}
            </p>
            <p>
              <span className="block font-medium text-white">{t('footer.phone')}</span>
              <a href={phone.href} dir="ltr" className="hover:text-white hover:underline">
                {phone.display}
              </a>
            </p>
            <p>
              <span className="block font-medium text-white">{t('footer.quotations')}</span>
              <a href={`mailto:${emails.quotations}`} dir="ltr" className="break-all hover:text-white hover:underline">
                {emails.quotations}
              </a>
            </p>
            <p>
              <span className="block font-medium text-white">{t('footer.generalInquiries')}</span>
              <a href={`mailto:${emails.general}`} dir="ltr" className="break-all hover:text-white hover:underline">
                {emails.general}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/15">
        {/* End padding keeps the legal links clear of the floating chat button. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-3 py-5 ps-4 pe-24 text-xs sm:flex-row sm:items-center sm:justify-between sm:ps-6">
          {/* The chrome is prerendered at build time: a page hydrated in a new year keeps the browser's year. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} <bdi>{siteConfig.brand.legalName}</bdi>. {t('footer.rightsReserved')}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label={t('footer.legal')}>
            {navigation.legal.map((link) => (
              <li key={link.path}>
                <SmartLink to={link.path} className="hover:text-white hover:underline">
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
