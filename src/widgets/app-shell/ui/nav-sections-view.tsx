import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'react-router';
import { Popover, Tooltip } from '@/shared/ui';
import { findActivePath, isPathInside } from '../lib/nav-path';
import type { NavItem, NavSection } from '../model/nav-types';
import { ChevronIcon, NavIcon } from './icons';
import { navItemStyles as s } from './nav-styles';

export type NavLayout = 'vertical' | 'mini';

interface ItemProps {
  item: NavItem;
  activePath: string | null;
  pathname: string;
  /** Called after a link or action was used (the mobile drawer closes). */
  onNavigate?: () => void;
}

const sectionStyles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '1', '& + &': { mt: '4' } }),
  miniSection: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    '& + &': { mt: '2', pt: '2', borderTopWidth: '1px', borderTopStyle: 'dashed', borderColor: 'border.default' },
  }),
  subheader: css({
    px: '3',
    pt: '2',
    pb: '1',
    textStyle: 'xs',
    fontWeight: 'bold',
    letterSpacing: 'wide',
    textTransform: 'uppercase',
    color: 'fg.subtle',
  }),
  children: css({ display: 'flex', flexDirection: 'column', gap: '0.5', listStyle: 'none', m: '0', ps: '6', pt: '0.5' }),
  flyout: css({ display: 'flex', flexDirection: 'column', gap: '0.5', listStyle: 'none', m: '0', p: '0' }),
};

/** Icon, title and, for a disabled entry, the caption saying why. */
function ItemContent({ item, captionId }: { item: NavItem; captionId?: string }) {
  return (
    <>
      {item.icon && (
        <span className={s.icon}>
          <NavIcon name={item.icon} />
        </span>
      )}
      <span className={s.text}>
        <span className={s.title}>{item.title}</span>
        {item.caption && item.disabled && (
          <span id={captionId} className={s.caption}>
            {item.caption}
          </span>
        )}
      </span>
    </>
  );
}

/** A leaf in the vertical layout: a link, an action button, or a disabled entry. */
function VerticalLeaf({ item, activePath, onNavigate }: ItemProps) {
  const captionId = useId();
  if (item.disabled) {
    // The caption under the title says why (no tooltip: it would only repeat it).
    return (
      <a role="link" aria-disabled="true" tabIndex={0} aria-describedby={item.caption ? captionId : undefined} className={s.vertical}>
        <ItemContent item={item} captionId={captionId} />
      </a>
    );
  }
  if (!item.path) {
    return (
      <button
        type="button"
        className={s.vertical}
        onClick={() => {
          item.onClick?.();
          onNavigate?.();
        }}
      >
        <ItemContent item={item} captionId={captionId} />
      </button>
    );
  }
  return (
    <Link
      to={item.path}
      className={s.vertical}
      // An enabled entry's caption is only a hint.
      title={item.caption}
      aria-current={item.path === activePath ? 'page' : undefined}
      onClick={() => {
        item.onClick?.();
        onNavigate?.();
      }}
    >
      <ItemContent item={item} captionId={captionId} />
    </Link>
  );
}

function ChildLink({ item, activePath, onNavigate }: ItemProps) {
  if (item.disabled || !item.path) {
    return (
      <a role="link" aria-disabled="true" tabIndex={0} className={s.child} title={item.caption}>
        <span data-part="bullet" className={s.bullet} />
        {item.title}
      </a>
    );
  }
  return (
    <Link
      to={item.path}
      className={s.child}
      aria-current={item.path === activePath ? 'page' : undefined}
      onClick={() => onNavigate?.()}
    >
      <span data-part="bullet" className={s.bullet} />
      {item.title}
    </Link>
  );
}

/**
 * A group in the vertical layout. It opens by itself when the current path enters it, and the
 * user can still fold it; leaving the group keeps whatever state the user chose.
 */
function VerticalGroup(props: ItemProps) {
  const { item, pathname } = props;
  const listId = useId();
  const inside = isPathInside(item, pathname);
  const [open, setOpen] = useState(inside);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (inside && !open) setOpen(true);
  }
  return (
    <>
      <button
        type="button"
        className={s.vertical}
        aria-expanded={open}
        aria-controls={listId}
        data-inside={inside || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <ItemContent item={item} />
        <span className={s.chevron}>
          <ChevronIcon />
        </span>
      </button>
      <ul id={listId} className={sectionStyles.children} hidden={!open}>
        {(item.children ?? []).map((child) => (
          <li key={child.title}>
            <ChildLink {...props} item={child} />
          </li>
        ))}
      </ul>
    </>
  );
}

function MiniContent({ item }: { item: NavItem }) {
  return (
    <>
      {item.icon && (
        <span className={s.icon}>
          <NavIcon name={item.icon} />
        </span>
      )}
      <span>{item.shortTitle ?? item.title}</span>
    </>
  );
}

/** A leaf in the mini layout: icon and short label; the tooltip gives the title (and why it is disabled). */
function MiniLeaf({ item, activePath, onNavigate }: ItemProps) {
  const captionId = useId();
  const tooltip = item.caption ? `${item.title} — ${item.caption}` : item.title;
  let entry;
  if (item.disabled) {
    entry = (
      <a role="link" aria-disabled="true" tabIndex={0} aria-label={item.title} aria-describedby={item.caption ? captionId : undefined} className={s.mini}>
        <MiniContent item={item} />
      </a>
    );
  } else if (!item.path) {
    entry = (
      <button
        type="button"
        aria-label={item.title}
        className={s.mini}
        onClick={() => {
          item.onClick?.();
          onNavigate?.();
        }}
      >
        <MiniContent item={item} />
      </button>
    );
  } else {
    entry = (
      <Link
        to={item.path}
        aria-label={item.title}
        aria-current={item.path === activePath ? 'page' : undefined}
        className={s.mini}
        onClick={() => {
          item.onClick?.();
          onNavigate?.();
        }}
      >
        <MiniContent item={item} />
      </Link>
    );
  }
  return (
    <>
      <Tooltip content={tooltip} positioning={{ placement: 'right' }}>
        {entry}
      </Tooltip>
      {/* Beside the link, not in it: its name is the title alone, which holds its visible label. */}
      {item.disabled && item.caption && (
        <span id={captionId} className={s.visuallyHidden}>
          {item.caption}
        </span>
      )}
    </>
  );
}

/** A group in the mini layout opens its children in a flyout beside the rail. */
function MiniGroup(props: ItemProps) {
  const { item, pathname } = props;
  const [open, setOpen] = useState(false);
  const inside = isPathInside(item, pathname);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      positioning={{ placement: 'right-start', gutter: 12 }}
      aria-label={item.title}
      width={220}
      trigger={
        <button type="button" aria-label={item.title} aria-haspopup="dialog" data-inside={inside || undefined} className={s.mini}>
          <MiniContent item={item} />
        </button>
      }
    >
      <ul className={sectionStyles.flyout}>
        {(item.children ?? []).map((child) => (
          <li key={child.title}>
            <ChildLink
              {...props}
              item={child}
              onNavigate={() => {
                setOpen(false);
                props.onNavigate?.();
              }}
            />
          </li>
        ))}
      </ul>
    </Popover>
  );
}

export interface NavSectionsViewProps {
  sections: readonly NavSection[];
  layout: NavLayout;
  pathname: string;
  onNavigate?: () => void;
}

/** The menu sections as lists, in the vertical or the mini layout. */
export function NavSectionsView({ sections, layout, pathname, onNavigate }: NavSectionsViewProps) {
  const activePath = findActivePath(sections, pathname);
  const mini = layout === 'mini';
  const baseId = useId();
  return (
    <>
      {sections.map((section) => {
        const headingId = `${baseId}-${section.id}`;
        return (
          <div key={section.id} className={mini ? sectionStyles.miniSection : sectionStyles.section}>
            <h2 id={headingId} className={mini ? s.visuallyHidden : sectionStyles.subheader}>
              {section.subheader}
            </h2>
            <ul className={sectionStyles.list} aria-labelledby={headingId}>
              {section.items.map((item) => {
                const props = { item, activePath, pathname, onNavigate };
                const Component = item.children
                  ? mini
                    ? MiniGroup
                    : VerticalGroup
                  : mini
                    ? MiniLeaf
                    : VerticalLeaf;
                return (
                  <li key={item.title}>
                    <Component {...props} />
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </>
  );
}
