import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { linkPathFor, type NavItem } from '@swat/shared-contracts';
import { SmartLink } from '../links';
import { Logo } from './Logo';
import { NavDropdown, NavTopLink } from './NavDropdown';
import { LanguageSwitcher, useLanguage } from '../language';
import { takeEarlyPress } from '../../lib/early-press';

// Only phones need it, and only once tapped: it stays out of the first-load code.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

const hasDropdown = (item: NavItem): item is NavItem & { dropdown: readonly NavItem[] } => (item.dropdown?.length ?? 0) > 0;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { language, t, navigation } = useLanguage();

  useEffect(() => setMenuOpen(false), [pathname]);
  // Pressed on the prerendered page before the code came: open now, as the visitor asked.
  useEffect(() => {
    if (takeEarlyPress('menu')) setMenuOpen(true);
  }, []);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  return (
    <header className="print:hidden sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2.5 sm:px-6">
        <SmartLink to={linkPathFor('/', language)} className="-m-1 rounded-md p-1">
          <Logo />
        </SmartLink>
        <nav aria-label={t('header.mainNavigation')} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {navigation.main.map((item) => (hasDropdown(item) ? <NavDropdown key={item.path} item={item} /> : <NavTopLink key={item.path} item={item} />))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Beside the language switch, not in the spec's navigation list: the list stays as the spec draws it.
              From 1280 px: between 1024 and 1280 the spec's navigation fills the bar, and the footer carries the link. */}
          <SmartLink
            to={linkPathFor('/client-login', language)}
            className="hidden items-center rounded-md border border-brand px-3 py-2 text-sm font-medium whitespace-nowrap text-brand hover:bg-brand-soft xl:inline-flex"
            data-testid="header-client-login"
          >
            {t('header.clientLogin')}
          </SmartLink>
          <LanguageSwitcher language={language} />
          <button
          ref={menuButtonRef}
          type="button"
          className="inline-flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm font-medium text-ink hover:bg-surface-alt lg:hidden [@media(scripting:none)]:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          data-early-press="menu"
          onClick={() => setMenuOpen((open) => !open)}
          onPointerEnter={() => void loadMobileMenu()}
          onTouchStart={() => void loadMobileMenu()}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {t('header.menu')}
        </button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      ) : null}
    </header>
  );
}
