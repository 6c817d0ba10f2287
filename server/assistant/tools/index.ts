import { artistFiguresTool, topArtistsTool } from './artists.js';
import { campaignResultsTool } from './campaigns.js';
import { serviceHealthTool } from './health.js';
import { pendingReviewsTool, releasesByStatusTool } from './releases.js';
import type { AssistantTool } from './types.js';
import { countUsersTool, listUsersTool } from './users.js';

export { artistFiguresTool, topArtistsTool } from './artists.js';
export { campaignResultsTool } from './campaigns.js';
export { serviceHealthTool } from './health.js';
export { PERIODS, type Period } from './periods.js';
export { pendingReviewsTool, releasesByStatusTool } from './releases.js';
export type { AssistantTool, ParameterSchema } from './types.js';
export { countUsers, countUsersTool, listUsersTool } from './users.js';

/** Every read-only tool of the assistant, as the model is offered them. */
export const ASSISTANT_TOOLS = [
  countUsersTool,
  listUsersTool,
  releasesByStatusTool,
  pendingReviewsTool,
  topArtistsTool,
  artistFiguresTool,
  campaignResultsTool,
  serviceHealthTool,
] as unknown as readonly AssistantTool[];
