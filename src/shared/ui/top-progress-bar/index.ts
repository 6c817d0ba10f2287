export { TopProgressBar, type TopProgressBarProps } from './top-progress-bar';
