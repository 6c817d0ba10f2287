/** Catalogue data: a small label's catalogue, as the app shows it. */
export interface CatalogTrack {
  id: string;
  title: string;
  artist: string;
  isrc: string;
  streams: number;
  change: number;
  released: string;
  status: 'live' | 'in_review' | 'scheduled' | 'draft' | 'rejected';
}

export const tracks: readonly CatalogTrack[] = [
  { id: 't1', title: 'Midnight Drive', artist: 'Nova Lane', isrc: 'GBUM72504411', streams: 1_284_903, change: 12.4, released: '2025-03-14', status: 'live' },
  { id: 't2', title: 'Low Tide', artist: 'Nova Lane', isrc: 'GBUM72504412', streams: 642_118, change: -3.1, released: '2025-03-14', status: 'live' },
  { id: 't3', title: 'Paper Satellites', artist: 'The Quiet Hours', isrc: 'USRC12500873', streams: 318_442, change: 41.7, released: '2025-06-06', status: 'live' },
  { id: 't4', title: 'Glasshouse (Acoustic)', artist: 'Mira Okafor', isrc: 'FRX202500219', streams: 95_207, change: 5.2, released: '2025-09-19', status: 'scheduled' },
  { id: 't5', title: 'Neon Orchard', artist: 'Kestrel & Vine', isrc: 'DEA812500064', streams: 48_930, change: 0, released: '2025-08-01', status: 'in_review' },
  { id: 't6', title: 'Salt in the Engine', artist: 'The Quiet Hours', isrc: 'USRC12500874', streams: 12_664, change: -18.9, released: '2025-06-06', status: 'rejected' },
  { id: 't7', title: 'Harbour Lights', artist: 'Mira Okafor', isrc: 'FRX202500220', streams: 0, change: 0, released: '2025-11-28', status: 'draft' },
];

export const trackStatusLooks = {
  live: ['Live', 'success'],
  in_review: ['In review', 'info'],
  scheduled: ['Scheduled', 'accent'],
  draft: ['Draft', 'neutral'],
  rejected: ['Changes requested', 'danger'],
} as const;

export interface CatalogArtist {
  id: string;
  name: string;
  listeners: string;
}

export const artists: readonly CatalogArtist[] = [
  { id: 'a1', name: 'Nova Lane', listeners: '412K monthly listeners' },
  { id: 'a2', name: 'Mira Okafor', listeners: '88K monthly listeners' },
  { id: 'a3', name: 'The Quiet Hours', listeners: '1.2M monthly listeners' },
  { id: 'a4', name: 'Kestrel & Vine', listeners: '23K monthly listeners' },
  { id: 'a5', name: 'Nova Lane & Mira Okafor', listeners: 'Collaboration' },
];

/** A request in each of its states, as `DataTable` takes it. */
export const requests = {
  done: { isPending: false, isError: false, error: null, refetch: () => undefined },
  pending: { isPending: true, isError: false, error: null, refetch: () => undefined },
  failed: { isPending: false, isError: true, error: new Error('The analytics service did not answer in time. Your data is safe.'), refetch: () => undefined },
};
