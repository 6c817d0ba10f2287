import { css } from 'styled-system/css';
import { CREDIT_ROLE_LABELS, WRITER_ROLE_LABELS } from '@/entities/release';
import type { ReleaseEditor } from '@/features/edit-release';
import { Link } from 'react-router';
import { EmptyState } from '@/shared/ui';
import { trackEditPath } from '../../config/edit-tabs';
import { listStyles } from './entry-list';
import { frameStyles } from './release-edit-frame';

/** Who made each track: credits and writers, each edited on its track's page. */
export function CreditsPanel({ editor }: { editor: ReleaseEditor }) {
  const { release, values } = editor;
  const tracks = values.tracks ?? [];
  return (
    <section className={frameStyles.panel} aria-labelledby="release-credits-title">
      <h2 id="release-credits-title" className={frameStyles.panelTitle}>
        Credits and writers
      </h2>
      {tracks.length === 0 && <EmptyState variant="inline" title="No tracks yet" description="Add tracks first, then credit who made them." />}
      <ol className={listStyles.list}>
        {tracks.map((track, index) => (
          <li key={index} className={listStyles.row}>
            <div className={listStyles.main}>
              <div>
                <div className={listStyles.name}>
                  {index + 1}. {track.title || `Track ${index + 1}`}
                </div>
                <div className={listStyles.meta}>
                  Credits: {track.credits?.length ? track.credits.map((credit) => `${credit.name} (${CREDIT_ROLE_LABELS[credit.role]})`).join(', ') : 'none'}
                </div>
                <div className={listStyles.meta}>
                  Writers: {track.writers?.length ? track.writers.map((writer) => `${writer.name} (${WRITER_ROLE_LABELS[writer.role]})`).join(', ') : 'none'}
                </div>
              </div>
            </div>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
              <Link to={trackEditPath(release._id, index, 'credits', 'credits')} className={frameStyles.back}>
                Edit credits
              </Link>
              <Link to={trackEditPath(release._id, index, 'writers', 'credits')} className={frameStyles.back}>
                Edit writers
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
