export { Menu, type MenuAction, type MenuEntry, type MenuProps } from './menu';
