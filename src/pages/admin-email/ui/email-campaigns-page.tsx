import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  CampaignProgress,
  CampaignStatusBadge,
  deleteEmailCampaign,
  emailCampaignQueries,
  type EmailCampaign,
} from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { ComposeCampaignSlot, preloadComposeCampaign } from '@/features/compose-campaign';
import { formatMoment } from '@/shared/lib/dates';
import { toApiQuery, useSearchParams } from '@/shared/lib/list-query';
import { Link, useNavigate } from 'react-router';
import { Button, DataTable, FilterBar, ListSearch, listCountLine, SelectFilter, tableStyles as t, toaster, useListTable, type DataTableColumn, type MenuEntry } from '@/shared/ui';
import { campaignsQuerySchema } from '../model/list-queries';
import { ConfirmDialog } from './confirm-dialog';
import { EmailPage } from './email-page';

const styles = {
  name: css({ all: 'unset', cursor: 'pointer', fontWeight: 'semibold', textAlign: 'start', overflowWrap: 'anywhere', _hover: { textDecoration: 'underline' }, focusVisibleOutline: 'flush' }),
  subject: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'normal', maxW: 'xs', overflowWrap: 'anywhere' }),
  status: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', minW: '32' }),
};

function when(campaign: EmailCampaign): string {
  if (campaign.sentAt) return `Sent ${formatMoment(campaign.sentAt, { withTime: true })}`;
  if (campaign.status === 'scheduled' && campaign.scheduledAt) return `For ${formatMoment(campaign.scheduledAt, { withTime: true })}`;
  return `Edited ${formatMoment(campaign.updatedAt)}`;
}

function campaignColumns(onOpen: (campaign: EmailCampaign) => void): DataTableColumn<EmailCampaign>[] {
  return [
    {
      key: 'name',
      header: 'Campaign',
      rowHeader: true,
      cell: (campaign) => (
        <>
          <button type="button" className={styles.name} onClick={() => onOpen(campaign)} onPointerEnter={preloadComposeCampaign}>
            {campaign.name}
          </button>
          {campaign.subject && <div className={styles.subject}>{campaign.subject}</div>}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (campaign) => (
        <div className={styles.status}>
          <CampaignStatusBadge status={campaign.status} />
          {campaign.status === 'sending' && campaign.progress && <CampaignProgress progress={campaign.progress} label={`Sending progress of ${campaign.name}`} />}
        </div>
      ),
    },
    { key: 'recipients', header: 'Recipients', numeric: true, cell: (campaign) => (campaign.recipientCount === null ? '—' : formatCount(campaign.recipientCount)) },
    { key: 'when', header: 'When', cell: when },
  ];
}

/** A campaign's actions: open or edit it, its analytics once sent, delete a draft or cancel a scheduled one. */
function campaignActions(campaign: EmailCampaign, { onOpen, onAnalytics, onDelete }: { onOpen: () => void; onAnalytics: () => void; onDelete: () => void }): MenuEntry[] {
  const entries: MenuEntry[] = [{ value: 'open', label: campaign.status === 'draft' || campaign.status === 'scheduled' ? 'Edit…' : 'Open…', onSelect: onOpen }];
  if (campaign.status === 'sent' || campaign.status === 'sending') entries.push({ value: 'analytics', label: 'Analytics', onSelect: onAnalytics });
  if (campaign.status === 'draft' || campaign.status === 'scheduled') {
    entries.push({ type: 'separator', id: 'danger' }, { value: 'delete', label: campaign.status === 'draft' ? 'Delete…' : 'Cancel…', tone: 'danger', onSelect: onDelete });
  }
  return entries;
}

/**
 * `/admin/email/campaigns`: campaigns by status, paged in the address; the composer opens over the
 * list as `?compose=new` or `?campaign=<id>` (so a campaign can be linked to and survives a reload).
 */
export function AdminEmailCampaignsPage() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const list = useListTable(campaignsQuerySchema);
  const { query, update } = list;
  const campaigns = useQuery(emailCampaignQueries.list(toApiQuery(query)));
  const [deleting, setDeleting] = useState<EmailCampaign | null>(null);
  const openId = searchParams.get('campaign');
  const composing = searchParams.get('compose') === 'new' || (openId !== null && /^[0-9a-f]{24}$/.test(openId));

  const openComposer = (campaignId: string | null, replace = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('compose');
        next.delete('campaign');
        if (campaignId) next.set('campaign', campaignId);
        else next.set('compose', 'new');
        return next;
      },
      { replace },
    );
  const closeComposer = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('compose');
      next.delete('campaign');
      return next;
    });

  const newCampaign = (
    <Button onClick={() => openComposer(null)} onPointerEnter={preloadComposeCampaign} onFocus={preloadComposeCampaign}>
      New campaign
    </Button>
  );
  return (
    <EmailPage title="Campaigns" subtitle={listCountLine(campaigns, 'campaign')} actions={newCampaign}>
      <FilterBar label="Filter campaigns" {...list.filterBar} search={<ListSearch {...list.search} placeholder="Name or subject" />}>
        <SelectFilter label="Status" value={query.status} labels={CAMPAIGN_STATUS_LABELS} options={CAMPAIGN_STATUSES} allLabel="All statuses" onChange={(status) => update({ status })} />
      </FilterBar>
      <DataTable
        {...list.table}
        label="Campaigns"
        cards
        columns={campaignColumns((campaign) => openComposer(campaign._id))}
        rowKey={(campaign) => campaign._id}
        rowProps={() => ({ 'data-testid': 'campaign-row' })}
        actions={{
          label: (campaign) => `Actions for ${campaign.name}`,
          items: (campaign) =>
            campaignActions(campaign, {
              onOpen: () => openComposer(campaign._id),
              onAnalytics: () => void navigate(`/admin/email/analytics/${campaign._id}`),
              onDelete: () => setDeleting(campaign),
            }),
        }}
        page={campaigns}
        pagesLabel="Campaign pages"
        subject="campaigns"
        filteredEmpty={{ title: 'No campaigns match these filters', description: 'Try another search or status.' }}
        empty={{
          title: 'No campaigns yet',
          description: (
            <>
              Write one and send it to a list or a <Link to="/admin/email/segments" className={t.link}>segment</Link>, now or at a set time.
            </>
          ),
          action: newCampaign,
        }}
      />
      <ComposeCampaignSlot
        open={composing}
        onOpenChange={(open) => !open && closeComposer()}
        campaignId={searchParams.get('compose') === 'new' ? null : openId}
        onCreated={(campaign) => openComposer(campaign._id, true)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting?.status === 'scheduled' ? 'Cancel this campaign?' : 'Delete this draft?'}
        description={deleting?.status === 'scheduled' ? `“${deleting.name}” will not be sent. It stays in the list as canceled.` : `“${deleting?.name ?? ''}” is deleted for good.`}
        confirmLabel={deleting?.status === 'scheduled' ? 'Cancel the campaign' : 'Delete draft'}
        cancelLabel="Keep it"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteEmailCampaign(deleting._id);
          toaster.create({ type: 'success', title: deleting.status === 'scheduled' ? `“${deleting.name}” canceled` : `“${deleting.name}” deleted` });
          await queryClient.invalidateQueries({ queryKey: emailCampaignQueries.all() });
        }}
      />
    </EmailPage>
  );
}
