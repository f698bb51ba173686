import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/portal-messages';

/**
 * A region that scrolls sideways and says so when its content is wider than the screen
 * (phones): a line of text the region is described by, and a fading edge at the side that
 * hides columns, so none is silently out of view. `id` must be unique on the page (remote
 * pages cannot use useId: they are rendered alone but hydrated inside the shell).
 */
export function ScrollArea({ label, id, children, testId }: { label: string; id: string; children: ReactNode; testId?: string }) {
  const { t } = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => {
      setOverflows(el.scrollWidth > el.clientWidth + 1);
      // scrollLeft is negative when scrolling toward the start edge in right-to-left pages.
      setAtEnd(Math.abs(el.scrollLeft) + el.clientWidth >= el.scrollWidth - 1);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', check);
    };
  }, []);
  const hintId = `${id}-scroll-hint`;
  return (
    <div className="pt:relative">
      {overflows ? (
        <p id={hintId} className="pt:mb-1 pt:text-sm pt:text-muted" data-testid="scroll-hint">
          {t('dataset.scrollHint')} <span aria-hidden="true" className="pt:inline-block pt:rtl:-scale-x-100">→</span>
        </p>
      ) : null}
      <div
        ref={ref}
        className="pt:overflow-x-auto pt:rounded-lg pt:border pt:border-line"
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        data-testid={testId}
        data-overflows={overflows ? 'true' : undefined}
      >
        {children}
      </div>
      {overflows && !atEnd ? (
        <div aria-hidden="true" data-testid="scroll-shadow" className="pt:pointer-events-none pt:absolute pt:top-7 pt:end-0 pt:bottom-0 pt:w-6 pt:rounded-e-lg pt:bg-linear-to-l pt:rtl:bg-linear-to-r pt:from-surface pt:to-transparent" />
      ) : null}
    </div>
  );
}
