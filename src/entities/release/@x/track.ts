// A track's row shows its release's cover the way release lists do.
export { ReleaseCover } from '../ui/release-cover';
