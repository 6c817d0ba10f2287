import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Admin: email lists, campaigns and subscribers" lands.
const builtBy = CAPABILITY.adminEmail;
export const AdminEmailPage = createPlaceholderPage('Email', builtBy);
export const AdminEmailAnalyticsPage = createPlaceholderPage('Email analytics', builtBy);
export const AdminEmailCampaignAnalyticsPage = createPlaceholderPage('Campaign analytics', builtBy);
export const AdminEmailCampaignsPage = createPlaceholderPage('Campaigns', builtBy);
export const AdminEmailListsPage = createPlaceholderPage('Email lists', builtBy);
export const AdminEmailListPage = createPlaceholderPage('Email list', builtBy);
export const AdminEmailListAnalyticsPage = createPlaceholderPage('List analytics', builtBy);
export const AdminEmailListAnalyticsDetailsPage = createPlaceholderPage('List analytics details', builtBy);
export const AdminEmailActivityPage = createPlaceholderPage('Email activity', builtBy);
export const AdminEmailSegmentsPage = createPlaceholderPage('Segments', builtBy);
export const AdminEmailSubscribersPage = createPlaceholderPage('Subscribers', builtBy);
export const AdminEmailSubscriberDetailsPage = createPlaceholderPage('Subscriber details', builtBy);
