import { useLocation } from 'react-router-dom';
import { alternatePath, rememberLanguageChoice, type Language } from '@swat/shared-contracts';
import { usePageMessages } from '../../i18n/page-messages';
import { SmartLink } from '../links';

const other = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

/**
 * A link to this page in the other language. Following it remembers the choice; it never
 * redirects by itself (crawlers and shared links must reach both languages).
 */
export function LanguageSwitcher({ language, onNavigate }: { language: Language; onNavigate?: () => void }) {
  // The hash is left behind: section ids are not the same words in both languages, and the
  // site treats hash links as full page loads.
  const { pathname, search } = useLocation();
  const target = other(language);
  const { t } = usePageMessages(language);
  const label = t('switcher.label');
  const description = t('switcher.description');
  return (
    <SmartLink
      to={alternatePath(`${pathname}${search}`, target)}
      lang={target}
      hrefLang={target}
      title={description}
      aria-label={`${label} – ${description}`}
      data-testid="language-switcher"
      onClick={() => {
        rememberLanguageChoice(window, target);
        onNavigate?.();
      }}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-ink hover:bg-surface-alt hover:text-brand"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 shrink-0">
        <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M2.5 10h15M10 2.5c2.2 2.2 2.2 12.8 0 15M10 2.5c-2.2 2.2-2.2 12.8 0 15" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {/* The system face: English pages should not download the Arabic web font for one word. */}
      <span className={target === 'ar' ? 'font-[system-ui,sans-serif]' : undefined}>{label}</span>
    </SmartLink>
  );
}
