export { preloadTooltip, Tooltip, type TooltipProps } from './tooltip';
