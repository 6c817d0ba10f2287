import { adminAnalyticsHandlers } from './admin-analytics.js';
import { agreementHandlers } from './agreements.js';
import { adminEmailHandlers } from './admin-email.js';
import { adminArtistHandlers } from './admin-artists.js';
import { adminBehaviorHandlers } from './admin-behavior.js';
import { adminOverviewHandlers } from './admin-overview.js';
import { adminPostHandlers } from './admin-posts.js';
import { adminReleaseHandlers } from './admin-releases.js';
import { adminServiceHealthHandlers } from './admin-service-health.js';
import { adminUsageHandlers } from './admin-usage.js';
import { adminUserHandlers } from './admin-users.js';
import { artistHandlers } from './artists.js';
import { assistantHandlers } from './assistant.js';
import { authHandlers } from './auth.js';
import { catalogHandlers } from './catalog.js';
import { copyrightHandlers } from './copyright.js';
import { deliveryHandlers } from './delivery.js';
import { emailPreferenceHandlers } from './email-preferences.js';
import { emailTrackingHandlers } from './email-tracking.js';
import { inviteHandlers } from './invites.js';
import { presenceHandlers } from './presence.js';
import { referenceHandlers } from './reference.js';
import { releaseHandlers } from './releases.js';
import { uploadHandlers } from './uploads.js';
import { searchHandlers } from './search.js';
import { systemHandlers } from './system.js';
import type { Handlers } from './types.js';
import { userHandlers } from './user.js';
import { userPostHandlers } from './user-posts.js';
import { verificationHandlers } from './verification.js';
import { writerHandlers } from './writers.js';

/** operationId → handler for every built operation; the others answer 501 (see not-built.ts). */
export const service: Handlers = {
  ...systemHandlers,
  ...presenceHandlers,
  ...authHandlers,
  ...userHandlers,
  ...agreementHandlers,
  ...userPostHandlers,
  ...inviteHandlers,
  ...verificationHandlers,
  ...emailPreferenceHandlers,
  ...emailTrackingHandlers,
  ...artistHandlers,
  ...catalogHandlers,
  ...writerHandlers,
  ...referenceHandlers,
  ...searchHandlers,
  ...adminUserHandlers,
  ...adminArtistHandlers,
  ...releaseHandlers,
  ...uploadHandlers,
  ...deliveryHandlers,
  ...adminReleaseHandlers,
  ...copyrightHandlers,
  ...adminPostHandlers,
  ...adminOverviewHandlers,
  ...adminServiceHealthHandlers,
  ...adminUsageHandlers,
  ...adminAnalyticsHandlers,
  ...adminEmailHandlers,
  ...adminBehaviorHandlers,
  ...assistantHandlers,
};
