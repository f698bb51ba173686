import { useEffect, useState } from 'react';
import { useShellServices } from '@swat/shared-contracts/shell';
import { onAnalyticsConsentChange, readAnalyticsConsent, saveAnalyticsConsent, type AnalyticsConsent } from '@swat/shared-contracts';
import type { AnalyticsChoiceBlock } from '../../content/types';

type Known = { configured: false } | { configured: true; consent: AnalyticsConsent | null };

const button =
  'mk:inline-flex mk:min-h-11 mk:items-center mk:rounded-md mk:px-4 mk:py-2 mk:text-sm mk:font-semibold mk:disabled:cursor-default mk:disabled:opacity-70';

/**
 * The visitor's analytics answer, shown and changed on the cookie policy page. Whether a tag is
 * configured comes with the page's runtime configuration and the answer lives in this browser's
 * storage; neither is known when the page is prerendered, so AnalyticsChoiceSlot renders this
 * only after mount.
 */
export function AnalyticsChoice({ choice }: { choice: AnalyticsChoiceBlock['choice'] }) {
  const { config } = useShellServices();
  const configured = config.analytics !== undefined;
  // Rendered only in the browser, after mount (see AnalyticsChoiceSlot): storage can be read at once.
  const [known, setKnown] = useState<Known>(() => (configured ? { configured: true, consent: readAnalyticsConsent(window) } : { configured: false }));

  useEffect(() => {
    if (!configured) return undefined;
    return onAnalyticsConsentChange(window, (consent) => setKnown({ configured: true, consent }));
  }, [configured]);

  if (!known.configured) {
    return (
      <p className="mk:mt-6 mk:max-w-3xl mk:font-medium mk:text-ink" data-testid="analytics-choice">
        {choice.notConfigured}
      </p>
    );
  }
  const state = known.consent === 'granted' ? choice.granted : known.consent === 'denied' ? choice.denied : choice.undecided;
  return (
    <div className="mk:mt-6 mk:max-w-3xl" data-testid="analytics-choice">
      <p className="mk:font-medium mk:text-ink" role="status">
        {choice.current} <strong>{state}</strong>
      </p>
      <div className="mk:mt-4 mk:flex mk:flex-wrap mk:gap-3">
        <button
          type="button"
          aria-pressed={known.consent === 'granted'}
          onClick={() => saveAnalyticsConsent(window, 'granted')}
          className={`${button} mk:bg-brand mk:text-white mk:hover:bg-brand-strong`}
        >
          {choice.allow}
        </button>
        <button
          type="button"
          aria-pressed={known.consent === 'denied'}
          onClick={() => saveAnalyticsConsent(window, 'denied')}
          className={`${button} mk:border mk:border-ink mk:bg-surface mk:text-ink mk:hover:bg-surface-alt`}
        >
          {choice.refuse}
        </button>
      </div>
    </div>
  );
}
