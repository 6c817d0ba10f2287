export { GuestFrame, TextLink, type GuestFrameProps } from './guest-frame';
