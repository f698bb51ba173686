import { useEffect, useState } from 'react';
import { ARABIC_HINT_SEEN_KEY, rememberLanguageChoice, siteTextFor, writeFlag } from '@swat/shared-contracts';
import { browserLanguages, shouldOfferArabic } from './arabic-offer-rule';
import { SmartLink } from '../links';

/**
 * A small, dismissible card on the English home page, shown once. It floats (fixed), so showing
 * it after the page has rendered moves nothing; it never redirects.
 */
export function ArabicOffer() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (shouldOfferArabic(window, browserLanguages())) setVisible(true);
  }, []);
  if (!visible) return null;

  const { arabicOffer } = siteTextFor('ar');
  const seen = () => {
    writeFlag(window, ARABIC_HINT_SEEN_KEY);
    setVisible(false);
  };
  return (
    <aside
      lang="ar"
      aria-label={arabicOffer.text}
      data-testid="arabic-offer"
      className="print:hidden fixed start-4 bottom-4 z-30 flex max-w-[calc(100vw-7rem)] items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink shadow-lg"
    >
      <p dir="rtl">
        {arabicOffer.text}{' '}
        <SmartLink
          to="/ar"
          hrefLang="ar"
          onClick={() => {
            rememberLanguageChoice(window, 'ar');
            seen();
          }}
          className="font-semibold text-brand underline underline-offset-4"
        >
          {arabicOffer.action}
        </SmartLink>
      </p>
      <button type="button" onClick={seen} aria-label={arabicOffer.dismiss} className="-m-1 rounded p-1 text-lg leading-none text-muted hover:bg-surface-alt">
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
