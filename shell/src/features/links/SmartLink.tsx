import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useShellRuntime, scrollToTop } from '../../lib/shell-runtime/shell-runtime';
import { isPrefetchedSection } from '../prefetch';
import { classifyHref, EXTERNAL_LINK_REL, isCurrentPage, isPlainLeftClick } from './link-rules';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * One link component for the spec's rules: internal paths go through the router (modifier keys
 * and middle clicks keep the browser's behaviour), hash/mailto/tel links are plain anchors,
 * external http links open a new tab without an opener, and a link to the current page
 * scrolls smoothly to the top. Section links prefetch their page's code on hover or touch.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { to, onClick, onMouseEnter, onTouchStart, onFocus, children, ...rest },
  ref,
) {
  const location = useLocation();
  const runtime = useShellRuntime();
  // Prerendering at build time has no window: the site's own origin stands in for it.
  const kind = classifyHref(to, typeof window === 'undefined' ? runtime.config.publicOrigin : window.location.origin);

  if (kind === 'external') {
    return (
      <a ref={ref} href={to} target="_blank" rel={EXTERNAL_LINK_REL} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (kind === 'plain') {
    return (
      <a ref={ref} href={to} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }

  const prefetch = () => {
    if (isPrefetchedSection(to)) runtime.prefetch(to);
  };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (isPlainLeftClick(event) && isCurrentPage(to, location.pathname, location.search)) {
      event.preventDefault();
      scrollToTop(true);
    }
  };
  return (
    <Link
      ref={ref}
      to={to}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      {...rest}
    >
      {children}
    </Link>
  );
});
