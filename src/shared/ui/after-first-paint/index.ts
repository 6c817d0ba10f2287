export { AfterFirstPaint, type AfterFirstPaintProps } from './after-first-paint';
