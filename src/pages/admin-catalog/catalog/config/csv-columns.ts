import { platformLabel, unclaimedRoyaltyStatusLabel } from '@/entities/artist';
import type { CsvColumn } from '@/shared/lib/csv';
import type { AdminUnclaimedRoyalty, CatalogItem } from '../api/admin-catalog-api';

/** The columns of the unclaimed-royalties export (amounts are estimates, in USD). */
export const MLC_CSV_COLUMNS: readonly CsvColumn<AdminUnclaimedRoyalty>[] = [
  { header: 'Recording', value: (line) => line.recordingTitle },
  { header: 'ISRC', value: (line) => line.isrc },
  { header: 'Work', value: (line) => line.workTitle },
  { header: 'ISWC', value: (line) => line.iswc },
  { header: 'Performer', value: (line) => line.performerName },
  { header: 'Artist', value: (line) => line.artist.name },
  { header: 'Period', value: (line) => line.period },
  { header: 'Platform', value: (line) => (line.platform ? platformLabel(line.platform) : null) },
  { header: 'Streams', value: (line) => line.streams },
  { header: 'Estimated amount (USD)', value: (line) => line.estimatedAmount.amount },
  { header: 'Status', value: (line) => unclaimedRoyaltyStatusLabel(line.status) },
  { header: 'Status updated', value: (line) => line.statusUpdatedAt },
  { header: 'Rejection reason', value: (line) => line.rejectionReason },
];

const artistsOf = (item: CatalogItem) => item.artists.map((artist) => artist.name).join('; ');

export const TRACK_CSV_COLUMNS: readonly CsvColumn<CatalogItem>[] = [
  { header: 'Track', value: (item) => item.name },
  { header: 'Artists', value: artistsOf },
  { header: 'Album', value: (item) => item.album?.name },
  { header: 'ISRC', value: (item) => item.isrc },
  { header: 'Release date', value: (item) => item.releaseDate },
  { header: 'Duration (s)', value: (item) => (item.durationMs == null ? null : Math.round(item.durationMs / 1000)) },
  { header: 'Platform', value: (item) => platformLabel(item.platform) },
  { header: 'Platform id', value: (item) => item.id },
  { header: 'Streams', value: (item) => item.streams },
  { header: 'Estimated earnings (USD)', value: (item) => item.estimatedEarnings.amount },
];

export const ALBUM_CSV_COLUMNS: readonly CsvColumn<CatalogItem>[] = [
  { header: 'Album', value: (item) => item.name },
  { header: 'Artists', value: artistsOf },
  { header: 'UPC', value: (item) => item.upc },
  { header: 'Release date', value: (item) => item.releaseDate },
  { header: 'Tracks', value: (item) => item.trackCount },
  { header: 'Platform', value: (item) => platformLabel(item.platform) },
  { header: 'Platform id', value: (item) => item.id },
  { header: 'Streams', value: (item) => item.streams },
  { header: 'Estimated earnings (USD)', value: (item) => item.estimatedEarnings.amount },
];
