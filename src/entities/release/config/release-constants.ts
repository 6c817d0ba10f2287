import type {
  Advisory,
  ArtistRole,
  ClipStartMode,
  ContributorRole,
  CreditRole,
  ReleaseFormat,
  WriterRole,
} from '../api/release-api';

/** Spec 2 §9: Single, EP, Album (in the order the format select offers them). */
export const RELEASE_FORMAT_LABELS: Readonly<Record<ReleaseFormat, string>> = { SINGLE: 'Single', EP: 'EP', ALBUM: 'Album' };
export const RELEASE_FORMATS = ['SINGLE', 'EP', 'ALBUM'] as const satisfies readonly ReleaseFormat[];

export const ADVISORY_LABELS: Readonly<Record<Advisory, string>> = { NONE: 'None', CLEAN: 'Clean', EXPLICIT: 'Explicit' };

/** Spec 2 §9: STREAMING_SERVICES / USER_DEFINED, stored as StreamingServices / UserDefined. */
export const CLIP_START_LABELS: Readonly<Record<ClipStartMode, string>> = {
  StreamingServices: 'Let streaming services decide',
  UserDefined: 'Let me specify',
};

export const ARTIST_ROLE_LABELS: Readonly<Record<ArtistRole, string>> = {
  PRIMARY_ARTIST: 'Primary artist',
  FEATURED_ARTIST: 'Featured artist',
  REMIXER: 'Remixer',
};

export const CONTRIBUTOR_ROLE_LABELS: Readonly<Record<ContributorRole, string>> = {
  FEATURED_ARTIST: 'Featured artist',
  PRODUCER: 'Producer',
  REMIXER: 'Remixer',
};

export const CREDIT_ROLE_LABELS: Readonly<Record<CreditRole, string>> = {
  ASSISTANT_ENGINEER: 'Assistant engineer',
  'CO-PRODUCER': 'Co-producer',
  ENGINEER: 'Engineer',
  GRAPHIC_DESIGN: 'Graphic design',
  MASTERING_ENGINEER: 'Mastering engineer',
  MIXER: 'Mixer',
  MIXING_ENGINEER: 'Mixing engineer',
  PRODUCER: 'Producer',
  RECORDING_ENGINEER: 'Recording engineer',
  ASSISTANT_MIXING_ENGINEER: 'Assistant mixing engineer',
};

export const WRITER_ROLE_LABELS: Readonly<Record<WriterRole, string>> = {
  COMPOSER: 'Composer',
  LYRICIST: 'Lyricist',
  ARRANGER: 'Arranger',
  PUBLISHER: 'Publisher',
};

/** Spec 2 §5/§9 and DESIGN §4: what the server checks, pre-checked in the browser. */
export const COVER_RULES = {
  minWidth: 3000,
  minHeight: 3000,
  minDensity: 72,
  /** File-picker filter; the content decides, not the name. */
  accept: 'image/jpeg,image/png,image/tiff,.jpg,.jpeg,.png,.tif,.tiff',
  types: ['jpeg', 'jpg', 'png', 'tiff'] as const,
} as const;

/** The cover rules' codes and messages, as the server words them (browser pre-check and server answer alike). */
export const COVER_RULE_MESSAGES = {
  TOO_SMALL: 'Cover art must be at least 3000x3000 pixels.',
  LOW_DENSITY: 'Cover art must be at least 72 ppi.',
  NOT_SQUARE: 'Cover art must be square (1:1).',
  NOT_RGB: 'Cover art must be in RGB colour.',
  NOT_AN_IMAGE: 'Cover art must be a JPEG, PNG or TIFF image.',
  CORRUPT: 'Cover art is damaged or cut short: export it again and upload the whole file.',
  TOO_LARGE: 'Cover art must be at most 16383x16383 pixels.',
} as const;
export type CoverRuleCode = keyof typeof COVER_RULE_MESSAGES;

/** Spec 2 §8: what the artwork confirmation lists (Reading B's cover rules). */
export const COVER_RULE_HINTS = [
  'At least 3000×3000 pixels, square, at least 72 ppi, RGB colour',
  'Not blurry',
  'No text other than the project name and credited artists',
  'No third-party content (logos, photos or artwork you do not own)',
] as const;

/** Spec 2 §5: WAV and FLAC; 16-bit at 44.1 kHz, or 24-bit at these rates. */
export const AUDIO_RULES = {
  accept: 'audio/wav,audio/x-wav,audio/wave,audio/flac,audio/x-flac,.wav,.flac',
  hdSampleRates: [44100, 48000, 88200, 96000, 192000],
  standardSampleRate: 44100,
  hdBitDepth: 24,
  supportedFormatsText: [
    'HD WAV and HD FLAC: 24-bit at 44.1, 48, 88.2, 96 or 192 kHz',
    'WAV and FLAC: 16-bit at 44.1 kHz',
  ],
} as const;

/** Spec 2 §9: the waveform preview. */
export const WAVEFORM = { height: 30, barWidth: 1, gap: 4, sampleRate: 8000 } as const;

/** The release management list. */
export const RELEASE_LIST_PAGE_SIZE = 20;
export const RELEASE_SORTS = ['latest', 'popular', 'oldest', 'title'] as const;
export const RELEASE_SORT_LABELS: Readonly<Record<(typeof RELEASE_SORTS)[number], string>> = {
  latest: 'Latest',
  popular: 'Popular',
  oldest: 'Oldest',
  title: 'Title A–Z',
};
export const RELEASE_FILTER_LABELS = { published: 'Published', draft: 'Drafts' } as const;

/** Spec 2 §8: the toasts of a cover's answer, in the Create Release wizard and on the edit page. */
export const COVER_TOASTS = {
  success: { title: 'Upload Success', duration: 3000 },
  errorTitle: 'Image Error',
  errorDuration: 5000,
} as const;
