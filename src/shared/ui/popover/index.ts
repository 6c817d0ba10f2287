export { Popover, preloadPopover, type PopoverProps } from './popover';
