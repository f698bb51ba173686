import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { linkPathFor, siteConfig } from '@swat/shared-contracts';
import { SmartLink } from '../links';
import { useFocusTrap } from './focus-trap';
import { isInSection } from './NavDropdown';
import { NewBadge } from './NewBadge';
import { LanguageSwitcher, useLanguage } from '../language';

/**
 * The phone navigation: a modal slide-out panel. Focus stays inside while it is open;
 * Escape, the close button or the backdrop close it and focus returns to the menu button.
 */
export default function MobileMenu({ onClose }: { onClose: (returnFocus: boolean) => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const titleId = useId();
  const { language, t, navigation } = useLanguage();
  const [expanded, setExpanded] = useState<string | null>(() => navigation.main.find((item) => item.dropdown && isInSection(pathname, item.path))?.path ?? null);
  const closeWithFocus = useCallback(() => onClose(true), [onClose]);
  useFocusTrap(panelRef, true, closeWithFocus);

  // A portal: the header's backdrop filter would otherwise become the containing block of 'fixed'.
  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-ink/50 motion-safe:animate-page-fade" aria-hidden="true" onClick={closeWithFocus} />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 start-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-surface shadow-2xl motion-safe:animate-slide-in"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <h2 id={titleId} className="text-base font-semibold text-ink">
            {t('header.menu')}
          </h2>
          <button type="button" onClick={closeWithFocus} className="rounded-md p-2 text-muted hover:bg-surface-alt hover:text-ink" aria-label={t('header.closeMenu')}>
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label={t('header.mainNavigation')} className="flex-1 px-3 py-3">
          <ul className="space-y-1">
            {navigation.main.map((item) => {
              const sectionOpen = expanded === item.path;
              const listId = `mobile-${item.path.slice(1).replaceAll('/', '-') || 'home'}`;
              return (
                <li key={item.path}>
                  <div className="flex items-center">
                    <SmartLink
                      to={item.path}
                      onClick={() => onClose(false)}
                      aria-current={pathname === item.path ? 'page' : undefined}
                      className={`flex flex-1 items-center rounded-md px-3 py-2.5 text-base font-medium ${
                        isInSection(pathname, item.path) ? 'text-brand' : 'text-ink'
                      } ${item.highlight === 'monitor' ? 'hover:text-danger' : 'hover:bg-surface-alt'}`}
                    >
                      {item.label}
                      {item.isNew ? <NewBadge /> : null}
                    </SmartLink>
                    {item.dropdown ? (
                      <button
                        type="button"
                        aria-expanded={sectionOpen}
                        aria-controls={listId}
                        aria-label={t('header.sectionPages', { section: item.label })}
                        onClick={() => setExpanded(sectionOpen ? null : item.path)}
                        className="rounded-md p-3 text-muted hover:bg-surface-alt"
                      >
                        <svg viewBox="0 0 12 12" aria-hidden="true" className={`h-3 w-3 transition-transform ${sectionOpen ? 'rotate-180' : ''}`}>
                          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                        </svg>
                      </button>
                    ) : null}
                  </div>
                  {item.dropdown ? (
                    <ul id={listId} hidden={!sectionOpen} className="ms-3 mb-2 border-s border-line ps-3">
                      {item.dropdown.map((child) => (
                        <li key={child.path}>
                          <SmartLink
                            to={child.path}
                            onClick={() => onClose(false)}
                            aria-current={pathname === child.path ? 'page' : undefined}
                            className="flex items-center rounded-md px-3 py-2 text-sm text-ink hover:bg-surface-alt aria-[current=page]:font-semibold aria-[current=page]:text-brand"
                          >
                            {child.label}
                            {child.isNew ? <NewBadge /> : null}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-line px-5 py-4 text-sm text-muted">
          <div className="flex items-center justify-between gap-3">
            <SmartLink to={linkPathFor('/client-login', language)} onClick={() => onClose(false)} className="font-medium text-brand hover:underline">
              {t('header.clientLogin')}
            </SmartLink>
            <div className="-me-2">
              <LanguageSwitcher language={language} onNavigate={() => onClose(false)} />
            </div>
          </div>
          <p className="mt-2">
            <a href={siteConfig.phone.href} dir="ltr" className="hover:text-brand">
              {siteConfig.phone.display}
            </a>
          </p>
        </div>
      </div>
    </div>,
    document.body,
  );
}
