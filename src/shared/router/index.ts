// The app's router: the part of react-router's API this app uses, under its names and with its
// path syntax and ranking, in ~1.5 kB instead of react-router's ~11 kB Brotli on every first load
// (its package does not tree-shake: issue #10's LCP budget). Links and navigations take paths from
// the root (or a `?query` / `#hash` on the current path); there are no relative routes.
export {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  parsePath,
  type History,
  type Location,
  type NavigationType,
  type Path,
  type To,
} from './history';
export { matchRoutes, type Params, type RouteObject } from './match-routes';
export { Outlet, Router, Routes, useLocation, useNavigate, useParams, useSearchParams } from './router';
export { Link, Navigate, NavLink } from './links';
export { createMemoryRouter, RouterProvider, type MemoryRouter } from './memory-router';
