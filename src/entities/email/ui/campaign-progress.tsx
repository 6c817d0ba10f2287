import { css } from 'styled-system/css';
import type { EmailCampaignProgress } from '../api/email-types';
import { formatCount } from '@/shared/lib/money';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  track: css({ position: 'relative', h: '2', w: 'full', minW: '24', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden', display: 'flex' }),
  sent: css({ h: 'full', bg: 'accent.default', transition: 'size' }),
  failed: css({ h: 'full', bg: 'danger.fg', transition: 'size' }),
  text: css({ textStyle: 'caption', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
};

/** Sending progress: sent and failed messages out of the total, as a bar and in words. */
export function CampaignProgress({ progress, label = 'Sending progress' }: { progress: EmailCampaignProgress; label?: string }) {
  const { total, sent, failed } = progress;
  const done = sent + failed;
  const share = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  return (
    <div className={styles.root}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${formatCount(sent)} of ${formatCount(total)} sent${failed > 0 ? `, ${formatCount(failed)} failed` : ''}`}
      >
        <div className={styles.sent} style={{ width: `${share(sent)}%` }} />
        <div className={styles.failed} style={{ width: `${share(failed)}%` }} />
      </div>
      <span className={styles.text}>
        {formatCount(sent)} of {formatCount(total)} sent{failed > 0 ? ` · ${formatCount(failed)} failed` : ''}
      </span>
    </div>
  );
}
