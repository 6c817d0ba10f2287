import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  createEmailCampaign,
  emailCampaignQueries,
  updateEmailCampaign,
  type EmailCampaign,
} from '@/entities/email';
import { Dialog, ErrorState, SkeletonText } from '@/shared/ui';
import { toCampaignInput, type ComposeValues } from '../model/compose-schema';
import { CampaignSummary } from './campaign-summary';
import { ComposeForm } from './compose-form';

export interface ComposeCampaignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The campaign to open (`?campaign=<id>`); null: a new one (`?compose=new`). */
  campaignId: string | null;
  /** A new campaign was saved for the first time (the page puts its id in the address). */
  onCreated: (campaign: EmailCampaign) => void;
}

const editable = (campaign: EmailCampaign) => campaign.status === 'draft' || campaign.status === 'scheduled';

function ComposeBody({ campaignId, onCreated }: Pick<ComposeCampaignDialogProps, 'campaignId' | 'onCreated'>) {
  const queryClient = useQueryClient();
  const campaign = useQuery({ ...emailCampaignQueries.detail(campaignId ?? ''), enabled: campaignId !== null });
  // The id of the campaign this form saves to: known from its first save on, before the address follows.
  const savedId = useRef<string | null>(campaignId);

  const remember = async (saved: EmailCampaign) => {
    savedId.current = saved._id;
    queryClient.setQueryData(emailCampaignQueries.detail(saved._id).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: emailCampaignQueries.all(), refetchType: 'active', predicate: (query) => query.queryKey[2] !== 'detail' });
  };
  const save = async (values: ComposeValues) => {
    const body = toCampaignInput(values);
    const saved = savedId.current ? await updateEmailCampaign(savedId.current, body) : await createEmailCampaign(body);
    const created = savedId.current === null;
    await remember(saved);
    if (created) onCreated(saved);
    return saved;
  };

  if (campaignId !== null) {
    if (campaign.isPending) return <SkeletonText lines={6} />;
    if (campaign.isError) return <ErrorState title="Unable to load this campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />;
    if (!editable(campaign.data)) return <CampaignSummary campaign={campaign.data} />;
  }
  return <ComposeForm campaign={campaign.data ?? null} save={save} onChanged={(changed) => void remember(changed)} />;
}

/** Compose, edit and send a campaign; once it sends, its progress (refreshed every 3 s until sent). */
export function ComposeCampaignDialog({ open, onOpenChange, campaignId, onCreated }: ComposeCampaignDialogProps) {
  const campaign = useQuery({ ...emailCampaignQueries.detail(campaignId ?? ''), enabled: open && campaignId !== null });
  const title = campaignId === null ? 'New campaign' : (campaign.data?.name ?? 'Campaign');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} width={1040} closeOnInteractOutside={false}>
      {open && <ComposeBody campaignId={campaignId} onCreated={onCreated} />}
    </Dialog>
  );
}
