import { UPCOMING_AREA, createNotBuiltPage } from '@/widgets/not-built-page';

// Not built yet until "Admin: email lists, campaigns and subscribers" lands.
const builtBy = UPCOMING_AREA.adminEmail;
export const AdminEmailPage = createNotBuiltPage('Email', builtBy);
export const AdminEmailAnalyticsPage = createNotBuiltPage('Email analytics', builtBy);
export const AdminEmailCampaignAnalyticsPage = createNotBuiltPage('Campaign analytics', builtBy);
export const AdminEmailCampaignsPage = createNotBuiltPage('Campaigns', builtBy);
export const AdminEmailListsPage = createNotBuiltPage('Email lists', builtBy);
export const AdminEmailListPage = createNotBuiltPage('Email list', builtBy);
export const AdminEmailListAnalyticsPage = createNotBuiltPage('List analytics', builtBy);
export const AdminEmailListAnalyticsDetailsPage = createNotBuiltPage('List analytics details', builtBy);
export const AdminEmailActivityPage = createNotBuiltPage('Email activity', builtBy);
export const AdminEmailSegmentsPage = createNotBuiltPage('Segments', builtBy);
export const AdminEmailSubscribersPage = createNotBuiltPage('Subscribers', builtBy);
export const AdminEmailSubscriberDetailsPage = createNotBuiltPage('Subscriber details', builtBy);
