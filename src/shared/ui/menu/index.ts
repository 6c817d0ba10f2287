export { Menu, preloadMenu, type MenuAction, type MenuEntry, type MenuProps } from './menu';
