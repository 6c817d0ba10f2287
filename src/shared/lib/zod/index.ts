// Not a plain re-export: configured-zod.ts configures Zod as it loads (slice indexes are marked
// side-effect free in rsbuild.config.ts, so the setting must not live in this file).
export { z } from './configured-zod';
export { ONE_LINE, oneLineMessage } from './one-line';
