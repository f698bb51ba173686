/**
 * What the shell shares as 'react-router' and 'react-router-dom' (see vite.config.ts).
 *
 * Federation cannot tree-shake a shared package: the whole of react-router (about 65 KB
 * gzipped, most of it server rendering, framework mode, sessions and cookies) would load on
 * every first visit. This facade shares the browser API only: components, hooks and helpers
 * a client-side app uses, with the DOM RouterProvider. Roughly half the size.
 *
 * Contract for the remotes: import from 'react-router' or 'react-router-dom' only names
 * listed here; anything else is undefined at run time in the federated build. Add a name
 * here (it is one line) rather than importing it from elsewhere. The list is what a
 * client-side data router app uses (no forms, fetchers or loaders: the bff is the server),
 * and it comes from react-router's production build, without the development warnings.
 */
import { createElement, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
// The real package, by file: the bare name is aliased to this module.
import { RouterProvider as CoreRouterProvider } from '../../../../node_modules/react-router/dist/production/index.mjs';

export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Router,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '../../../../node_modules/react-router/dist/production/index.mjs';

const flushDom = (fn: () => unknown): undefined => {
  flushSync(fn);
  return undefined;
};

/** react-router-dom's RouterProvider: the core one with React DOM's flushSync wired in. */
export function RouterProvider(props: Omit<ComponentProps<typeof CoreRouterProvider>, 'flushSync'>) {
  return createElement(CoreRouterProvider, { flushSync: flushDom, ...props });
}
