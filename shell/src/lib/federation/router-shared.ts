/**
 * What the shell shares as 'react-router' and 'react-router-dom' (see vite.config.ts).
 *
 * Federation cannot tree-shake a shared package: the whole of react-router (about 65 KB
 * gzipped, most of it server rendering, framework mode, sessions and cookies) would load on
 * every first visit. This facade shares the browser API only: the component router, its hooks
 * and helpers. Not the data router either (createBrowserRouter, loaders, fetchers): the shell
 * uses none of it and it would double the size; its one hook a page needs, useBlocker, comes
 * from the shell's guarded history with the same contract. About 16 KB gzipped in all.
 *
 * Contract for the remotes: import from 'react-router' or 'react-router-dom' only names
 * listed here; anything else is undefined at run time in the federated build. Add a name
 * here (it is one line) rather than importing it from elsewhere. The list comes from
 * react-router's production build, without the development warnings.
 */
export { useBlocker } from '../navigation/guarded-history';

// The real package, by file: the bare name is aliased to this module. Only the names some package
// uses (a unit test checks the list covers them): a shared chunk cannot be tree-shaken, so every
// name here is downloaded on every first visit.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  unstable_HistoryRouter,
} from '../../../../node_modules/react-router/dist/production/index.mjs';
