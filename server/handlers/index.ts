import { systemHandlers } from './system.js';
import type { Handlers } from './types.js';

/** operationId → handler for every built operation; the others answer 501 (see not-built.ts). */
export const service: Handlers = {
  ...systemHandlers,
};
