export { isSafariUserAgent, parseDevice, readDevice } from './parse-device';
export type { DeviceEnvironment, DeviceInfo, DeviceOs, DeviceType } from './parse-device';
export { useMediaQuery } from './use-media-query';
