export { ComposeCampaignSlot, preloadComposeCampaign } from './ui/compose-campaign-slot';
export type { ComposeCampaignDialogProps } from './ui/compose-campaign-dialog';
