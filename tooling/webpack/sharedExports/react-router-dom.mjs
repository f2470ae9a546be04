/**
 * What the shared react-router-dom singleton provides: only the exports the store's code uses,
 * so webpack tree-shakes the router (and its data routers) instead of sharing all of it, about
 * 60 kB gzip against 14. Each file here does the same for one shared package; a page that needs
 * another export adds it to the package's file (a host test checks every import is listed).
 * '<package>-implementation' is the real package (an alias of the webpack configuration).
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
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom-implementation';
