// What the host provides under the shared key `react-router-dom`. Shared modules are not tree-shaken, so the
// whole package would ship (66 KB gzipped); this kit re-exports only the names the product uses (about 16 KB).
// Lint allows importing only the names in router-kit-names.json: add a name there and here together.
// react-router-dom 7 only re-exports react-router, so these are the very same components and contexts.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
