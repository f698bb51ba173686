import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A region that scrolls sideways and says so when its content is wider than the screen
 * (phones): a line of text and a fading edge, so no column is silently out of view.
 */
export function ScrollArea({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="pt:relative">
      {overflows ? (
        <p className="pt:mb-1 pt:text-sm pt:text-muted" data-testid="scroll-hint">
          Scroll sideways to see every column <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div ref={ref} className="pt:overflow-x-auto pt:rounded-lg pt:border pt:border-line" tabIndex={0} role="region" aria-label={label} data-testid={testId}>
        {children}
      </div>
      {overflows ? <div aria-hidden="true" className="pt:pointer-events-none pt:absolute pt:top-7 pt:end-0 pt:bottom-0 pt:w-6 pt:rounded-e-lg pt:bg-linear-to-l pt:from-surface pt:to-transparent" /> : null}
    </div>
  );
}
