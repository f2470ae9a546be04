/**
 * What the shared react-router-dom singleton provides: only the exports the store's code uses,
 * so webpack tree-shakes the router (and its data routers) instead of sharing all of it, about
 * 60 kB gzip against 14. A page that needs another export adds it here; a host test checks that
 * every import of react-router-dom in the packages' code is listed.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom-implementation';
