import { useEffect, useState } from 'react';
import { ARABIC_HINT_SEEN_KEY, rememberLanguageChoice, writeFlag } from '@swat/shared-contracts';
import { usePageMessages } from '../../i18n/page-messages';
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
  return (
    <ArabicOfferCard
      seen={() => {
        writeFlag(window, ARABIC_HINT_SEEN_KEY);
        setVisible(false);
      }}
    />
  );
}

/** The card itself, written in Arabic on the English page: it speaks to the visitor who reads Arabic. */
function ArabicOfferCard({ seen }: { seen: () => void }) {
  const { t } = usePageMessages('ar');
  return (
    <aside
      lang="ar"
      aria-label={t('arabicOffer.text')}
      data-testid="arabic-offer"
      className="print:hidden fixed start-4 bottom-4 z-30 flex max-w-[calc(100vw-7rem)] items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink shadow-lg"
    >
      <p dir="rtl">
        {t('arabicOffer.text')}{' '}
        <SmartLink
          to="/ar"
          hrefLang="ar"
          onClick={() => {
            rememberLanguageChoice(window, 'ar');
            seen();
          }}
          className="font-semibold text-brand underline underline-offset-4"
        >
          {t('arabicOffer.action')}
        </SmartLink>
      </p>
      <button type="button" onClick={seen} aria-label={t('arabicOffer.dismiss')} className="-m-1 rounded p-1 text-lg leading-none text-muted hover:bg-surface-alt">
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
