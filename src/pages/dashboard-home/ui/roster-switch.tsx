import { lazy } from 'react';
import { css } from 'styled-system/css';
import { AfterFirstPaint } from '@/shared/ui';

// The header's roster popover, as a "Switch artist" button: its chunk is the header's own
// (fetched after the first paint), so the home's first load carries none of it.
const RosterPopover = lazy(() => import('@/widgets/roster-popover').then((module) => ({ default: module.RosterPopover })));

// The button's room while it comes (a small button: 32 px): the page's header does not move when it arrives.
const placeholder = css({ display: 'inline-block', w: '[8.5rem]', h: '8' });

/** The roster switcher of the artist home's header. */
export function RosterSwitch() {
  return (
    <AfterFirstPaint placeholder={<span className={placeholder} aria-hidden="true" />}>
      <RosterPopover variant="switch" />
    </AfterFirstPaint>
  );
}
