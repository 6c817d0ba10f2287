export { Sparkline } from './sparkline';
