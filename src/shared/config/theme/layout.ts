// Layout measures (spec 1 §2, spec 2 §9) for code that cannot use the Panda tokens, e.g. matchMedia.
export const MOBILE_MAX_WIDTH = 768;
export const mobileMediaQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export const layoutSizes = {
  navVertical: 240,
  navMini: 88,
  headerMobile: 64,
  headerDesktop: 80,
  headerOffset: 64,
} as const;
