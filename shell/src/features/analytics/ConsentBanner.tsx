import { useEffect, useState } from 'react';
import { linkPathFor, onAnalyticsConsentChange, readAnalyticsConsent, saveAnalyticsConsent } from '@swat/shared-contracts';
import { useShellRuntime } from '../../lib/shell-runtime/shell-runtime';
import { useLanguage } from '../language';
import { SmartLink } from '../links';

/**
 * Asks before any analytics loads, only when a tag is configured and the visitor has not answered.
 * The answer lives in this browser's storage, which the prerendered page cannot know: the banner
 * appears after mount, so the server's markup and the first render in the browser agree.
 */
export function ConsentBanner() {
  const { config } = useShellRuntime();
  const { language, t } = useLanguage();
  const [asking, setAsking] = useState(false);
  const configured = config.analytics !== undefined;

  useEffect(() => {
    if (!configured) return undefined;
    setAsking(readAnalyticsConsent(window) === null);
    // An answer given elsewhere (the cookie policy page) closes the question here too.
    return onAnalyticsConsentChange(window, () => setAsking(false));
  }, [configured]);

  if (!asking) return null;
  return (
    <section
      aria-label={t('consent.region')}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      lang={language}
      data-testid="consent-banner"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-2xl rounded-xl border border-line bg-surface p-4 shadow-2xl sm:p-5"
    >
      <p className="text-sm leading-relaxed text-ink">
        {t('consent.text')}{' '}
        <SmartLink to={linkPathFor('/cookie-policy', language)} className="font-medium text-brand underline">
          {t('consent.policy')}
        </SmartLink>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => saveAnalyticsConsent(window, 'granted')}
          className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-strong"
        >
          {t('consent.allow')}
        </button>
        <button
          type="button"
          onClick={() => saveAnalyticsConsent(window, 'denied')}
          className="inline-flex min-h-11 items-center rounded-md border border-ink px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-alt"
        >
          {t('consent.refuse')}
        </button>
      </div>
    </section>
  );
}
