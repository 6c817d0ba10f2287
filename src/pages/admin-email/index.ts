export {
  AdminEmailActivityPage,
  AdminEmailAnalyticsPage,
  AdminEmailCampaignAnalyticsPage,
  AdminEmailCampaignsPage,
  AdminEmailListAnalyticsDetailsPage,
  AdminEmailListAnalyticsPage,
  AdminEmailListPage,
  AdminEmailListsPage,
  AdminEmailPage,
  AdminEmailSegmentsPage,
  AdminEmailSubscriberDetailsPage,
  AdminEmailSubscribersPage,
} from './ui/admin-email-pages';
