import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  ADVISORY_LABELS,
  ARTIST_ROLE_LABELS,
  CONTRIBUTOR_ROLE_LABELS,
  RELEASE_FORMAT_LABELS,
  type Release,
} from '@/entities/release';
import { COMING_SOON, distributionSourcesQuery } from '@/entities/general-store';
import { formatMoment } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { isWorldwide, PREVIOUS_DISTRIBUTOR_LABELS, rightsLines } from '@/shared/api';
import { ReviewSection, sectionStyles } from './section';

/** A release date is a calendar day (stored at noon UTC): shown as that day wherever the moderator is. */
const releaseDay = (value: string | null) => (value ? formatMoment(`${value.slice(0, 10)}T12:00:00`) : 'None');

// Every country's flag colours: loaded only for a release sold in chosen countries.
const TerritoryList = lazy(() => import(/* webpackChunkName: "territory-list" */ './territory-list').then((module) => ({ default: module.TerritoryList })));

function Territories({ territories }: { territories: readonly string[] }) {
  if (isWorldwide(territories)) return <>Worldwide</>;
  return (
    <Suspense fallback={territories.join(', ')}>
      <TerritoryList codes={territories} />
    </Suspense>
  );
}

function previousRelease(release: Release): string {
  if (!release.previouslyReleased) return 'No';
  const distributor = release.previousDistributor ? PREVIOUS_DISTRIBUTOR_LABELS[release.previousDistributor] : 'distributor not given';
  return `Yes, with ${distributor}, first out ${releaseDay(release.originalReleaseDate)}`;
}

/** The delivered stores, or before a delivery every store a delivery goes to when none are chosen. */
function StoresText({ release }: { release: Release }) {
  const sources = useQuery({ ...distributionSourcesQuery(), enabled: !release.delivery });
  const names = new Map((sources.data ?? []).map((source) => [source.key, source.name]));
  if (release.delivery) return <>{release.delivery.stores.map((key) => names.get(key) ?? key).join(', ') || 'None'}</>;
  if (sources.isPending) return <>Loading the stores…</>;
  if (sources.isError) return <>The stores could not be loaded</>;
  const open = sources.data.filter((source) => source.notice !== COMING_SOON).map((source) => source.name);
  return <>{open.length > 0 ? `${open.join(', ')} (every available store unless the delivery chooses)` : 'None available'}</>;
}

/** What the stores receive about the release, in the words of the stores' listing. */
export function MetadataSection({ release }: { release: Release }) {
  const { pLine, cLine } = rightsLines(release.label, release.originalReleaseDate);
  const explicit = release.advisory === 'EXPLICIT' || release.tracks.some((track) => track.advisory === 'EXPLICIT');
  return (
    <ReviewSection id="review-metadata" title="Release metadata">
      <dl className={sectionStyles.facts}>
        <dt>Title</dt>
        <dd>{release.title || 'None'}</dd>
        <dt>Version</dt>
        <dd>{release.titleVersion || 'None'}</dd>
        <dt>Format</dt>
        <dd>{RELEASE_FORMAT_LABELS[release.format]}</dd>
        <dt>Artists</dt>
        <dd>
          {release.artists.length === 0 ? (
            'None'
          ) : (
            <ul aria-label="Release artists">
              {release.artists.map((artist) => (
                <li key={`${artist.name}-${artist.role}`}>
                  {artist.name} · {ARTIST_ROLE_LABELS[artist.role]}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Contributors</dt>
        <dd>
          {release.contributors.length === 0
            ? 'None'
            : release.contributors.map((contributor) => `${contributor.name} (${CONTRIBUTOR_ROLE_LABELS[contributor.role]})`).join(', ')}
        </dd>
        <dt>Label</dt>
        <dd>{release.label || 'None'}</dd>
        <dt>Rights lines</dt>
        <dd>
          {pLine} · {cLine}
        </dd>
        <dt>Primary genre</dt>
        <dd>{release.primaryGenre || 'None'}</dd>
        <dt>Secondary genre</dt>
        <dd>{release.secondaryGenre || 'None'}</dd>
        <dt>Audio language</dt>
        <dd>{release.audioLanguage || 'None'}</dd>
        <dt>Explicit</dt>
        <dd>{explicit ? 'Yes (Explicit)' : `No (${ADVISORY_LABELS[release.advisory]})`}</dd>
        <dt>Release date</dt>
        <dd>{releaseDay(release.releaseDate)}</dd>
        <dt>Original release date</dt>
        <dd>{releaseDay(release.originalReleaseDate)}</dd>
        <dt>Previously released</dt>
        <dd>{previousRelease(release)}</dd>
        <dt>Pre-order date</dt>
        <dd>{releaseDay(release.preOrderDate)}</dd>
        <dt>Recording location</dt>
        <dd>{release.recordingLocation || 'None'}</dd>
        <dt>Price</dt>
        <dd>{release.albumPrice != null ? formatMoney(release.albumPrice) : 'The stores’ standard price'}</dd>
        <dt>Territories</dt>
        <dd>
          <Territories territories={release.territories} />
        </dd>
        <dt>Stores</dt>
        <dd>
          <StoresText release={release} />
        </dd>
      </dl>
    </ReviewSection>
  );
}
