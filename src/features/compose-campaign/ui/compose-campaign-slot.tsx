import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import type { ComposeCampaignDialogProps } from './compose-campaign-dialog';

// The editor (Conform, Zod, micromark) is fetched on first use, or on the button's hover or focus.
const composer = deferredModule(() => import(/* webpackChunkName: "admin-email-compose" */ './compose-campaign-dialog'));

export const preloadComposeCampaign = () => void composer.load().catch(() => undefined);

/** The campaign composer, mounted once it has been asked for. */
export function ComposeCampaignSlot(props: ComposeCampaignDialogProps) {
  const loaded = useDeferredModule(composer, props.open);
  return loaded ? <loaded.ComposeCampaignDialog {...props} /> : null;
}
