import { useEffect, type AnchorHTMLAttributes, type CSSProperties, type MouseEvent, type ReactNode, type Ref } from 'react';
import { createPath, resolvePath, type To } from './history';
import { useLocation, useNavigate, type NavigateOptions } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: To;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain left click the app handles itself (not one that opens a new tab or window). */
function isOwnClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link within the app: a real `<a href>` whose plain clicks navigate without reloading. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const href = createPath(resolvePath(to, location));
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isOwnClick(event, target)) return;
    event.preventDefault();
    // A link to where the app already is replaces the entry rather than stacking a copy.
    navigate(to, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkRenderProps {
  isActive: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on its own path, not also below it. */
  end?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

/** A link that knows whether it leads to the current page (`aria-current="page"` and the `active` class then). */
export function NavLink({ to, end = false, className, style, children, ...rest }: NavLinkProps) {
  const location = useLocation();
  const current = location.pathname.toLowerCase();
  let target = resolvePath(to, location).pathname.toLowerCase();
  if (target !== '/' && target.endsWith('/')) target = target.slice(0, -1);
  const isActive = current === target || (!end && current.startsWith(target) && current.charAt(target.length) === '/');
  const props = { isActive };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(props) : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined}
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
}

export interface NavigateProps extends NavigateOptions {
  to: To;
}

/** Navigates to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: NavigateProps) {
  const navigate = useNavigate();
  const path = createPath(resolvePath(to, useLocation()));
  useEffect(() => navigate(path, { replace, state }), [navigate, path, replace, state]);
  return null;
}
