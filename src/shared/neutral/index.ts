// Runtime-neutral: what the app and the server both need, one copy. The app imports it as
// `@/shared/neutral`; the server imports this file directly (`src/shared/neutral/index.js`, run
// by tsx). Nothing here may reach the DOM, Node, React or the app's aliases beyond type imports
// (eslint.config.js holds the folder to that).
export { dayRangeProblem, daysInRange, MAX_RANGE_DAYS } from './day-range';
export { DEVICE_LABELS, DEVICE_TYPES, deviceLabel, type DeviceType } from './devices';
export { gs1CheckDigit, isValidUpc } from './gs1';
export { isIdSegment, pageLabelFromPath, titleCase } from './page-label';
export { DEFAULT_PLATFORMS, PLATFORM_LABELS, PLATFORMS } from './platforms';
export { randomId } from './random-id';
export { EMAIL_PATTERN, EMAIL_REDACTED, REDACTED, scrubEmails, scrubPathSegments } from './scrub';
