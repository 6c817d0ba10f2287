import { css } from 'styled-system/css';
import { ADVISORY_LABELS, ARTIST_ROLE_LABELS, CREDIT_ROLE_LABELS, WRITER_ROLE_LABELS, type Release, type ReleaseTrack } from '@/entities/release';
import { formatMoney } from '@/shared/lib/money';
import { SONGWRITER_ROLES } from '@/shared/api';
import { ReviewSection, sectionStyles } from './section';

const styles = {
  tracks: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  track: css({ display: 'flex', flexDirection: 'column', gap: '2', pt: '4', borderTopWidth: '1px', borderColor: 'border.default', _first: { pt: '0', borderTopWidth: '0' } }),
  name: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  missing: css({ color: 'danger.fg', fontWeight: 'medium' }),
};

const people = (entries: readonly string[]) => (entries.length === 0 ? null : entries.join(', '));

function TrackPeople({ release, track, index }: { release: Release; track: ReleaseTrack; index: number }) {
  const writers = track.writers ?? [];
  const credits = track.credits ?? [];
  const ownArtists = track.artists ?? [];
  const hasSongwriter = writers.some((writer) => SONGWRITER_ROLES.includes(writer.role));
  const titleId = `review-credits-track-${index}`;
  return (
    <li className={styles.track} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.name}>
        {index + 1}. {track.title || `Track ${index + 1}`}
        {track.titleVersion ? ` (${track.titleVersion})` : ''}
      </h3>
      <dl className={sectionStyles.facts}>
        <dt>Artists</dt>
        <dd>
          {people(ownArtists.map((artist) => `${artist.name} (${ARTIST_ROLE_LABELS[artist.role]})`)) ??
            `The release’s: ${people(release.artists.map((artist) => artist.name)) ?? 'none'}`}
        </dd>
        <dt>Writers</dt>
        <dd>
          {people(writers.map((writer) => `${writer.name} (${WRITER_ROLE_LABELS[writer.role]}${writer.ipiNumber ? `, IPI ${writer.ipiNumber}` : ''})`)) ?? 'None'}
          {!hasSongwriter && <div className={styles.missing}>No songwriter (composer or lyricist)</div>}
        </dd>
        <dt>Credits</dt>
        <dd>{people(credits.map((credit) => `${credit.name} (${CREDIT_ROLE_LABELS[credit.role]})`)) ?? 'None'}</dd>
        <dt>Explicit</dt>
        <dd>{track.advisory === 'EXPLICIT' ? 'Yes (Explicit)' : `No (${ADVISORY_LABELS[track.advisory ?? 'NONE']})`}</dd>
        <dt>Secondary genre</dt>
        <dd>{track.secondaryGenre || 'None'}</dd>
        <dt>Price</dt>
        <dd>{track.trackPrice != null ? formatMoney(track.trackPrice) : 'The stores’ standard price'}</dd>
      </dl>
    </li>
  );
}

/** Every track's artists, writers and credits as the stores receive them. */
export function CreditsSection({ release }: { release: Release }) {
  return (
    <ReviewSection id="review-credits" title="Credits and writers">
      {release.tracks.length === 0 ? (
        <p className={sectionStyles.muted}>No tracks yet.</p>
      ) : (
        <ol className={styles.tracks}>
          {release.tracks.map((track, index) => (
            <TrackPeople key={index} release={release} track={track} index={index} />
          ))}
        </ol>
      )}
    </ReviewSection>
  );
}
