import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './match-routes';

const table: RouteObject[] = [
  {
    id: 'root',
    children: [
      { index: true, id: 'home' },
      { path: '/login', id: 'login' },
      {
        id: 'dashboard',
        path: '/dashboard',
        children: [
          { id: 'layout', children: [{ index: true, id: 'dashboard-home' }] },
          { path: 'artists/:artistId', id: 'artist' },
          { path: 'artists/:artistId/catalog', id: 'artist-catalog' },
          { path: 'releases/:releaseId/edit/:tabSection?', id: 'release-edit' },
          { path: 'releases/:releaseId/edit/:tabSection/track/:trackIndex/:trackTab?', id: 'track-edit' },
          { path: 'posts/:postId', id: 'post' },
          { path: 'posts/create', id: 'post-create' },
        ],
      },
      { path: '*', id: 'not-found' },
    ],
  },
];

const ids = (pathname: string) => matchRoutes(table, { pathname })?.map((match) => match.route.id);
const params = (pathname: string) => matchRoutes(table, { pathname })?.at(-1)?.params;

describe('matchRoutes', () => {
  it('matches nested, index and pathless layout routes from the root down', () => {
    expect(ids('/')).toEqual(['root', 'home']);
    expect(ids('/login')).toEqual(['root', 'login']);
    expect(ids('/login/')).toEqual(['root', 'login']);
    expect(ids('/dashboard')).toEqual(['root', 'dashboard', 'layout', 'dashboard-home']);
    expect(ids('/dashboard/artists/a1/catalog')).toEqual(['root', 'dashboard', 'artist-catalog']);
  });

  it('ranks a static segment over a parameter, and anything over the splat', () => {
    expect(ids('/dashboard/posts/create')).toEqual(['root', 'dashboard', 'post-create']);
    expect(ids('/dashboard/posts/p1')).toEqual(['root', 'dashboard', 'post']);
    expect(ids('/nowhere/at/all')).toEqual(['root', 'not-found']);
    expect(params('/nowhere/at/all')).toEqual({ '*': 'nowhere/at/all' });
  });

  it('reads parameters, optional ones included, decoded', () => {
    expect(params('/dashboard/artists/a%20b')).toEqual({ artistId: 'a b' });
    expect(params('/dashboard/releases/r1/edit')).toEqual({ releaseId: 'r1', tabSection: undefined });
    expect(params('/dashboard/releases/r1/edit/tracks')).toEqual({ releaseId: 'r1', tabSection: 'tracks' });
    expect(ids('/dashboard/releases/r1/edit/details/track/2')).toEqual(['root', 'dashboard', 'track-edit']);
    expect(params('/dashboard/releases/r1/edit/details/track/2/credits')).toEqual({
      releaseId: 'r1',
      tabSection: 'details',
      trackIndex: '2',
      trackTab: 'credits',
    });
  });

  it('is case-insensitive and null when nothing matches', () => {
    expect(ids('/LOGIN')).toEqual(['root', 'login']);
    expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
  });

  it('keeps the table order between siblings of equal rank', () => {
    const routes: RouteObject[] = [{ path: '/x/:a', id: 'first' }, { path: '/x/:b', id: 'second' }];
    expect(matchRoutes(routes, '/x/1')?.[0]?.route.id).toBe('first');
  });
});
