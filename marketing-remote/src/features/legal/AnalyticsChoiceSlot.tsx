import { lazy, Suspense, useEffect, useState } from 'react';
import type { AnalyticsChoiceBlock } from '../../content/types';

/** The room the choice takes before it is known, so nothing below it moves when it appears. */
export function AnalyticsChoicePlaceholder() {
  return <div className="mk:mt-6 mk:min-h-11" />;
}

const AnalyticsChoice = lazy(() => import('./AnalyticsChoice').then((module) => ({ default: module.AnalyticsChoice })));

/**
 * Where the cookie policy shows the visitor's analytics answer. The answer can only be read in the
 * browser, after mount, so its code is fetched then: content pages share one chunk, and the others
 * need not carry it.
 */
export function AnalyticsChoiceSlot({ choice }: { choice: AnalyticsChoiceBlock['choice'] }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <AnalyticsChoicePlaceholder />;
  return (
    <Suspense fallback={<AnalyticsChoicePlaceholder />}>
      <AnalyticsChoice choice={choice} />
    </Suspense>
  );
}
