export { inviteArtistOpened, releaseCreateOpened, useModalFlag } from './model/modal-flags';
export type { ModalKey } from './model/modal-flags';
export { NAV_CAPTIONS, buildNavSections, countVerifiedIntegrations, hasUsableArtist } from './model/nav-sections';
export type { NavActions, NavContext, NavUser } from './model/nav-sections';
export type { NavIconName, NavItem, NavSection, NavSectionId, ShellArea } from './model/nav-types';
export { AppShell } from './ui/app-shell';
export type { AppShellProps } from './ui/app-shell';
export type { HeaderSlots } from './ui/header';
