import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { isInSection, type NavItem } from '@swat/shared-contracts';
import { SmartLink } from '../links';
import { NewBadge } from './NewBadge';
import { useLanguage } from '../language';

// One rule for the header and for the bff, which picks the prerendered header by it.
export { isInSection } from '@swat/shared-contracts';

const topLinkClass = (active: boolean, monitor: boolean) =>
  `inline-flex items-center rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap xl:text-[15px] transition-colors xl:px-2.5 ${
    active ? 'text-brand' : 'text-ink'
  } ${monitor ? 'hover:text-danger' : 'hover:text-brand'}`;

/**
 * A section link plus a disclosure button for its pages (WAI-ARIA disclosure navigation):
 * the link stays a link, the button opens the list. Enter/Space/ArrowDown open and focus the
 * first page, ArrowUp the last; arrows, Home and End move; Escape closes and returns focus
 * to the button; leaving with Tab closes. Pointer hover opens it on desktop; tapping the
 * button opens it on touch screens.
 */
export function NavDropdown({ item }: { item: NavItem & { dropdown: readonly NavItem[] } }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { t } = useLanguage();
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A click on a list that hover just opened should pin it open, not close it under the pointer.
  const openedByHover = useRef(false);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  const focusItem = useCallback((index: number) => {
    const links = linkRefs.current.filter((l): l is HTMLAnchorElement => l !== null);
    if (links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  }, []);

  // A hidden list cannot take focus: the request waits for the commit that shows it.
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
  });

  const openAndFocus = (index: number) => {
    if (open) {
      focusItem(index);
      return;
    }
    pendingFocus.current = index;
    setOpen(true);
  };

  const closeAndReturn = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'Enter':
      case ' ':
      case 'ArrowDown':
        event.preventDefault();
        if (open && event.key !== 'ArrowDown') setOpen(false);
        else openAndFocus(0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        openAndFocus(-1);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        break;
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = linkRefs.current.filter((l): l is HTMLAnchorElement => l !== null);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        closeAndReturn();
        break;
    }
  };

  const hoverOpen = (pointerType: string) => {
    if (pointerType !== 'mouse') return;
    if (closeTimer.current) clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const hoverClose = (pointerType: string) => {
    if (pointerType !== 'mouse') return;
    // A short grace period lets the pointer cross the gap between the link and the list.
    closeTimer.current = setTimeout(() => setOpen(false), 120);
  };

  const active = isInSection(pathname, item.path);
  return (
    <li
      ref={rootRef}
      className="relative flex items-center"
      onPointerEnter={(e) => hoverOpen(e.pointerType)}
      onPointerLeave={(e) => hoverClose(e.pointerType)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <SmartLink to={item.path} className={topLinkClass(active, item.highlight === 'monitor')} aria-current={pathname === item.path ? 'page' : undefined}>
        {item.label}
        {item.isNew ? <NewBadge /> : null}
      </SmartLink>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('header.sectionPages', { section: item.label })}
        onClick={() => {
          if (open && openedByHover.current) openedByHover.current = false;
          else if (open) setOpen(false);
          else openAndFocus(0);
        }}
        onKeyDown={onButtonKeyDown}
        // 24×24 px at least: WCAG 2.5.8 (target size) for a control this close to its link.
        className="-ms-1 inline-flex h-6 w-6 items-center justify-center rounded-md text-muted hover:text-brand"
      >
        <svg viewBox="0 0 12 12" aria-hidden="true" className={`h-3 w-3 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys bubble up from the menu's links, which move focus among them */}
      <ul
        id={listId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute top-full start-0 z-50 mt-1 min-w-64 rounded-lg border border-line bg-surface py-2 shadow-xl"
      >
        {item.dropdown.map((child, index) => (
          <li key={child.path}>
            <SmartLink
              ref={(el) => {
                linkRefs.current[index] = el;
              }}
              to={child.path}
              aria-current={pathname === child.path ? 'page' : undefined}
              className="flex items-center px-4 py-2 text-sm text-ink hover:bg-brand-soft hover:text-brand focus-visible:bg-brand-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand"
            >
              {child.label}
              {child.isNew ? <NewBadge /> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function NavTopLink({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  return (
    <li className="flex items-center">
      <SmartLink
        to={item.path}
        className={topLinkClass(isInSection(pathname, item.path), item.highlight === 'monitor')}
        aria-current={pathname === item.path ? 'page' : undefined}
        data-highlight={item.highlight}
      >
        {item.label}
        {item.isNew ? <NewBadge /> : null}
      </SmartLink>
    </li>
  );
}
