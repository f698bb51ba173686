/**
 * The browser history the shell's router runs on, with room for a page to hold a navigation
 * (a form with unsaved changes asks first).
 *
 * The shell uses react-router's component router, not its data router: the data router's state
 * machine (loaders, actions, fetchers, revalidation) is half of the router's code and the shell
 * uses none of it, but it is where react-router keeps `useBlocker`. So blocking lives here, on
 * the history every navigation goes through, and `useBlocker` is shared under react-router's name
 * with the same contract, so the remotes' code does not change.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Blocker, BlockerFunction, Location, To } from 'react-router';
// The real package, by file: the bare name is aliased to the shared facade (see router-shared.ts).
import { UNSAFE_createBrowserHistory as createBrowserHistory, parsePath } from '../../../../node_modules/react-router/dist/production/index.mjs';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type HistoryAction = BrowserHistory['action'];
type Update = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

interface Guard {
  blocks(currentLocation: Location, nextLocation: Location, historyAction: HistoryAction): boolean;
  hold(nextLocation: Location, proceed: () => void): void;
}

const guards = new Set<Guard>();

function firstBlockingGuard(currentLocation: Location, nextLocation: Location, historyAction: HistoryAction): Guard | undefined {
  for (const guard of guards) if (guard.blocks(currentLocation, nextLocation, historyAction)) return guard;
  return undefined;
}

function locationOf(current: Location, to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? current.pathname, search: path.search ?? '', hash: path.hash ?? '', state: state ?? null, key: 'pending' };
}

/**
 * A browser history whose push and replace first ask the mounted blockers, and whose back and
 * forward are undone while a blocker holds them (and redone if it lets them go).
 */
export function createGuardedHistory(window: Window): BrowserHistory {
  const inner = createBrowserHistory({ window, v5Compat: true });
  let undoingPop = false;
  let releasedPop = false;
  // Where the router is: during a held back/forward the address bar briefly is not.
  let previous: Location = inner.location;

  const guarded = (action: 'PUSH' | 'REPLACE') => (to: To, state?: unknown) => {
    const go = () => (action === 'PUSH' ? inner.push(to, state) : inner.replace(to, state));
    const next = locationOf(inner.location, to, state);
    const guard = firstBlockingGuard(inner.location, next, action as HistoryAction);
    if (guard) guard.hold(next, go);
    else go();
  };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    go: (delta) => inner.go(delta),
    push: guarded('PUSH'),
    replace: guarded('REPLACE'),
    listen(listener: (update: Update) => void) {
      return inner.listen((update) => {
        if (undoingPop) {
          undoingPop = false;
          return;
        }
        const { action, location, delta } = update;
        if (action === 'POP' && delta !== null && delta !== 0 && !releasedPop) {
          // The address has already changed: the router has not. Step back to where it is, and
          // let the blocker decide whether to take the step again.
          const guard = firstBlockingGuard(previous, location, action);
          if (guard) {
            undoingPop = true;
            inner.go(-delta);
            guard.hold(location, () => {
              releasedPop = true;
              inner.go(delta);
            });
            return;
          }
        }
        releasedPop = false;
        previous = location;
        listener(update);
      });
    },
  } satisfies BrowserHistory;
}

const idle: Blocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

/**
 * react-router's `useBlocker`, on the guarded history: while `shouldBlock` says so, a navigation
 * away is held, and the page shows its own question; `proceed()` goes on, `reset()` stays.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const [held, setHeld] = useState<{ location: Location; proceed: () => void } | null>(null);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });

  useEffect(() => {
    const guard: Guard = {
      blocks(currentLocation, nextLocation, historyAction) {
        const rule = latest.current;
        return typeof rule === 'function' ? rule({ currentLocation, nextLocation, historyAction }) : rule;
      },
      hold: (location, proceed) => setHeld({ location, proceed }),
    };
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }, []);

  return useMemo<Blocker>(() => {
    if (!held) return idle;
    return {
      state: 'blocked',
      location: held.location,
      proceed: () => {
        setHeld(null);
        held.proceed();
      },
      reset: () => setHeld(null),
    };
  }, [held]);
}
