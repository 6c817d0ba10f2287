import type { ComponentType, ReactNode } from 'react';
import type { Path } from './history';

/** One entry of a route table: a path (or an index or pathless layout route), what it renders, its children. */
export interface RouteObject {
  id?: string;
  /** Relative to the parent's (or from the root with a leading `/`); `:name` a parameter, `:name?` an optional one, `*` the rest. */
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  children?: RouteObject[];
  /** Anything the app keeps with the route (the page's loader, see app/router). */
  handle?: unknown;
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteObject;
  /** The parameters of the whole match (the same object on each of its routes). */
  params: Params;
  /** The part of the URL this route and its parents matched. */
  pathname: string;
}

interface Branch {
  path: string;
  score: number;
  /** The routes from the root down, with each one's own path and place among its siblings. */
  routes: { route: RouteObject; relativePath: string; childIndex: number }[];
}

const PARAM = /^:[\w-]+$/;
const isSplat = (segment: string) => segment === '*';
const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** react-router's ranking: static segments outrank parameters, which outrank a splat; an index route its parent. */
function scoreOf(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (isSplat(segment)) continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** `a/:b?/c` → `a/c` and `a/:b/c`: each optional segment makes two paths to rank. */
function explodeOptional(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restPaths = explodeOptional(rest.join('/'));
  const withFirst = restPaths.map((sub) => (sub === '' ? required : joinPaths([required, sub])));
  const result = [...withFirst];
  if (optional) result.push(...restPaths);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

function flatten(routes: RouteObject[], branches: Branch[] = [], parents: Branch['routes'] = [], parentPath = ''): Branch[] {
  routes.forEach((route, childIndex) => {
    let relativePath = route.path ?? '';
    if (relativePath.startsWith('/')) {
      if (!relativePath.startsWith(parentPath)) {
        throw new Error(`Route path "${relativePath}" nested under "${parentPath}" must start with it`);
      }
      relativePath = relativePath.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, relativePath]);
    const chain = [...parents, { route, relativePath, childIndex }];
    if (route.children?.length) flatten(route.children, branches, chain, path);
    if (route.path === undefined && !route.index) return;
    for (const exploded of explodeOptional(path)) branches.push({ path: exploded, score: scoreOf(exploded, route.index), routes: chain });
  });
  return branches;
}

/** Siblings keep their table order on equal scores; otherwise no preference. */
function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

function rankBranches(branches: Branch[]): Branch[] {
  return branches.sort((a, b) =>
    a.score !== b.score
      ? b.score - a.score
      : compareIndexes(
          a.routes.map((entry) => entry.childIndex),
          b.routes.map((entry) => entry.childIndex),
        ),
  );
}

type Compiled = [RegExp, { name: string; optional: boolean }[]];

/** Each route's pattern is compiled once: every navigation matches the table (twice: its loads, then its render). */
const compiled = new Map<string, Compiled>();

function compile(pattern: string, caseSensitive: boolean, end: boolean): Compiled {
  const key = `${caseSensitive ? 'i' : '-'}${end ? '$' : '-'}${pattern}`;
  let found = compiled.get(key);
  if (!found) compiled.set(key, (found = compilePattern(pattern, caseSensitive, end)));
  return found;
}

/** `pattern` as a RegExp and its parameter names (react-router's path syntax). */
function compilePattern(pattern: string, caseSensitive: boolean, end: boolean): Compiled {
  const params: { name: string; optional: boolean }[] = [];
  let source =
    '^' +
    pattern
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
        params.push({ name, optional: optional !== undefined });
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      });
  if (pattern.endsWith('*')) {
    params.push({ name: '*', optional: false });
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (pattern !== '' && pattern !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return [new RegExp(source, caseSensitive ? undefined : 'i'), params];
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchSegment(pattern: string, pathname: string, caseSensitive: boolean, end: boolean) {
  const [regexp, names] = compile(pattern, caseSensitive, end);
  const found = pathname.match(regexp);
  if (!found) return null;
  const matched = found[0];
  let base = matched.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  names.forEach(({ name, optional }, at) => {
    const value = found[at + 1] as string | undefined;
    if (name === '*') base = matched.slice(0, matched.length - (value ?? '').length).replace(/(.)\/+$/, '$1');
    // The pathname was decoded segment by segment (an encoded `/` kept): a value has it back.
    params[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase: base };
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Params = {};
  const matches: RouteMatch[] = [];
  let matchedPathname = '/';
  for (const [at, { route, relativePath }] of branch.routes.entries()) {
    const end = at === branch.routes.length - 1;
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const found = matchSegment(relativePath, remaining, route.caseSensitive ?? false, end);
    if (!found) return null;
    Object.assign(params, found.params);
    matches.push({ route, params, pathname: joinPaths([matchedPathname, found.pathname]) });
    if (found.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, found.pathnameBase]);
  }
  return matches;
}

const rankedTables = new WeakMap<RouteObject[], Branch[]>();

/** The routes `location` renders, from the root down (the best-ranked branch), or null when none matches. */
export function matchRoutes(routes: RouteObject[], location: Partial<Path> | string): RouteMatch[] | null {
  const pathname = typeof location === 'string' ? location : (location.pathname ?? '/');
  let branches = rankedTables.get(routes);
  if (!branches) {
    branches = rankBranches(flatten(routes));
    rankedTables.set(routes, branches);
  }
  const decoded = decodePathname(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

/** Decodes what the address bar encodes (`%20`), but not an encoded `/`, which stays within a segment. */
function decodePathname(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => decode(segment).replace(/\//g, '%2F'))
    .join('/');
}
