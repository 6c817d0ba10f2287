export { Badge, type BadgePalette, type BadgeProps } from './badge';
