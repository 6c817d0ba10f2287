import { artistFiguresTool, topArtistsTool } from './artists.js';
import { campaignResultsTool } from './campaigns.js';
import { serviceHealthTool } from './health.js';
import { pendingReviewsTool, releasesByStatusTool } from './releases.js';
import type { AssistantTool } from './types.js';
import { countUsersTool, listUsersTool } from './users.js';

export type { AssistantTool } from './types.js';

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
