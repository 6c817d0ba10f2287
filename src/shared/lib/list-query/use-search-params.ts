import { use, useCallback } from 'react';
import {
  createSearchParams,
  UNSAFE_DataRouterContext as DataRouterContext,
  useNavigate,
  useSearchParams as useRouterSearchParams,
  type SetURLSearchParams,
} from 'react-router';

/**
 * react-router's `useSearchParams`, whose functional update reads the address as it is now (the
 * data router's navigation under way or location; under the app's declarative router, the
 * browser's address), not as the last render saw it: two changes made before the page renders
 * again (two filters picked at once) both stay. react-router's own setter hands the function the
 * render's parameters, so the second change would drop the first.
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [searchParams] = useRouterSearchParams();
  const router = use(DataRouterContext)?.router;
  const navigate = useNavigate();
  const setSearchParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      const now = router ? (router.state.navigation.location ?? router.state.location) : window.location;
      const params = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(now.search)) : next);
      void navigate(`?${params.toString()}`, options);
    },
    [navigate, router],
  );
  return [searchParams, setSearchParams];
}
