import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  adminReviewQueries,
  DELIVERY_ENVIRONMENT_LABELS,
  DELIVERY_PRIORITY_LABELS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_PALETTE,
  DELIVERY_TYPE_LABELS,
  deliveryRefusalsOf,
  RELEASE_FORMAT_LABELS,
  type DeliveryPayload,
  type Release,
  type ReleaseDelivery,
} from '@/entities/release';
import { DeliveryRefusalList, SendToDelivery } from '@/features/review-release';
import { formatMoment } from '@/shared/lib/dates';
import { Badge, Button, ErrorState, SkeletonText } from '@/shared/ui';
import { formatDuration } from '@/shared/lib/format';
import { ReviewSection, sectionStyles } from './section';

const styles = {
  details: css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', minW: '0' }),
  summary: css({
    cursor: 'pointer',
    px: '3',
    py: '2.5',
    fontWeight: 'medium',
    textStyle: 'sm',
    focusVisibleOutline: 'flush',
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '3', p: '3', borderTopWidth: '1px', borderColor: 'border.default', minW: '0' }),
  raw: css({ textStyle: 'xs', fontFamily: 'mono', bg: 'bg.subtle', p: '3', borderRadius: 'md', overflow: 'auto', maxH: '96', whiteSpace: 'pre' }),
  refused: css({ color: 'danger.fg', fontWeight: 'medium', textStyle: 'sm' }),
  subTitle: css({ fontWeight: 'semibold', textStyle: 'sm' }),
};

const dateOnly = (value: string | null) => (value ? formatMoment(`${value.slice(0, 10)}T12:00:00`) : '—');

function PayloadSummary({ payload }: { payload: DeliveryPayload }) {
  const covers = payload.files.filter((file) => file.kind === 'COVER').length;
  const audio = payload.files.length - covers;
  return (
    <>
      <dl className={sectionStyles.facts}>
        <dt>UPC</dt>
        <dd>{payload.upc}</dd>
        <dt>Title</dt>
        <dd>
          {payload.title}
          {payload.titleVersion && ` (${payload.titleVersion})`}
        </dd>
        <dt>Artists</dt>
        <dd>{payload.artists.map((artist) => artist.name).join(', ') || '—'}</dd>
        <dt>Label</dt>
        <dd>{payload.label}</dd>
        <dt>Format</dt>
        <dd>{RELEASE_FORMAT_LABELS[payload.format]}</dd>
        <dt>Release date</dt>
        <dd>{dateOnly(payload.releaseDate)}</dd>
        <dt>Lines</dt>
        <dd>
          {payload.pLine} · {payload.cLine}
        </dd>
        <dt>Territories</dt>
        <dd>{payload.territories.includes('WORLD') ? 'Worldwide' : payload.territories.join(', ')}</dd>
        <dt>Stores</dt>
        <dd>{payload.stores.length}</dd>
        <dt>Files</dt>
        <dd>
          {covers} cover, {audio} audio, with SHA-256 checksums
        </dd>
      </dl>
      <ol className={sectionStyles.list} aria-label="Tracks in the payload">
        {payload.tracks.map((track) => (
          <li key={track.sequence}>
            {track.sequence}. {track.title} · {track.isrc} · {formatDuration(track.durationSeconds, 'mm:ss')}
          </li>
        ))}
      </ol>
    </>
  );
}

function PayloadBody({ releaseId }: { releaseId: string }) {
  const payload = useQuery(adminReviewQueries.deliveryPayload(releaseId));
  const [raw, setRaw] = useState(false);
  if (payload.isPending) return <SkeletonText lines={4} />;
  if (payload.isError) {
    const reasons = deliveryRefusalsOf(payload.error);
    if (reasons)
      return (
        <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p className={styles.refused}>The payload cannot be built yet:</p>
          <DeliveryRefusalList reasons={reasons} />
        </div>
      );
    return <ErrorState error={payload.error} title="The payload could not be loaded" onRetry={() => void payload.refetch()} />;
  }
  return (
    <>
      <div className={sectionStyles.buttons}>
        <Button size="sm" variant="outline" aria-pressed={raw} onClick={() => setRaw((shown) => !shown)}>
          {raw ? 'Show summary' : 'Show raw JSON'}
        </Button>
      </div>
      {raw ? (
        <pre className={styles.raw} tabIndex={0} aria-label="Delivery payload as JSON">
          {JSON.stringify(payload.data, null, 2)}
        </pre>
      ) : (
        <PayloadSummary payload={payload.data} />
      )}
    </>
  );
}

function LatestDelivery({ delivery }: { delivery: ReleaseDelivery }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 className={styles.subTitle}>Latest delivery</h3>
      <dl className={sectionStyles.facts}>
        <dt>Status</dt>
        <dd>
          <Badge palette={DELIVERY_STATUS_PALETTE[delivery.status]}>{DELIVERY_STATUS_LABELS[delivery.status]}</Badge>
        </dd>
        <dt>Type</dt>
        <dd>{DELIVERY_TYPE_LABELS[delivery.type]}</dd>
        <dt>Environment</dt>
        <dd>{DELIVERY_ENVIRONMENT_LABELS[delivery.environment]}</dd>
        <dt>Priority</dt>
        <dd>{DELIVERY_PRIORITY_LABELS[delivery.priority]}</dd>
        <dt>Sent</dt>
        <dd>{formatMoment(delivery.sentAt, { withTime: true })}</dd>
        <dt>Stores</dt>
        <dd>{delivery.stores.length}</dd>
        {delivery.partnerRef && (
          <>
            <dt>Partner reference</dt>
            <dd>{delivery.partnerRef}</dd>
          </>
        )}
      </dl>
      {delivery.receipts.length === 0 ? (
        <p className={sectionStyles.muted}>No receipts from the partner yet.</p>
      ) : (
        <ol className={sectionStyles.timeline} aria-label="Receipts">
          {delivery.receipts.map((receipt) => (
            <li key={`${receipt.at}-${receipt.status}`}>
              <strong>{DELIVERY_STATUS_LABELS[receipt.status]}</strong> · {formatMoment(receipt.at, { withTime: true })}
              <div className={sectionStyles.muted}>{receipt.message}</div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The payload (read when opened), the latest delivery with its receipts, and Send to delivery. */
export function DeliverySection({ release }: { release: Release }) {
  const [open, setOpen] = useState(false);
  return (
    <ReviewSection id="review-delivery" title="Delivery" actions={<SendToDelivery release={release} />}>
      {release.delivery ? <LatestDelivery delivery={release.delivery} /> : <p className={sectionStyles.muted}>Not sent to delivery yet.</p>}
      <details className={styles.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={styles.summary}>Delivery payload</summary>
        {open && (
          <div className={styles.body}>
            <PayloadBody releaseId={release._id} />
          </div>
        )}
      </details>
    </ReviewSection>
  );
}
