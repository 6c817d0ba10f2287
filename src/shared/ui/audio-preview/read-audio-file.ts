import { containerLabel, UNKNOWN_AUDIO, type AudioFacts } from './audio-facts';

/** The tags a mastered file carries (ID3, Vorbis comments, RIFF INFO, MP4 atoms), as written. */
export interface AudioTags {
  title: string | null;
  artists: string[];
  /** ID3 `TSRC`, Vorbis `ISRC`: as written, not checked. */
  isrc: string | null;
  year: number | null;
}

export interface AudioFileInfo {
  facts: AudioFacts;
  tags: AudioTags;
}

export const NO_TAGS: AudioTags = { title: null, artists: [], isrc: null, year: null };

/** music-metadata is fetched with the step that reads audio, never in a first load. */
const loadReader = () => import('music-metadata');

/** Starts fetching the reader (a step that will read a file calls it when it shows). */
export function preloadAudioReader(): void {
  void loadReader().catch(() => undefined);
}

const present = (value: string | undefined) => value?.trim() || null;

/**
 * Reads a picked file's format and tags in the browser, before any upload (only the headers and
 * tag blocks are read, not the audio). Spec 2 §5: an empty blob or HTML gives none; an unsupported
 * type only warns; what cannot be read gives Unknown values (an audio type: Audio).
 */
export async function readAudioFile(blob: Blob): Promise<AudioFileInfo | null> {
  if (blob.size === 0 || /html/i.test(blob.type)) return null;
  if (blob.type && !blob.type.startsWith('audio/')) console.warn(`Audio preview: unsupported type ${blob.type}`);
  try {
    const { parseBlob } = await loadReader();
    const { format, common } = await parseBlob(blob, { duration: false, skipCovers: true });
    return {
      facts: {
        container: containerLabel(format.container),
        codec: format.codec ?? null,
        sampleRate: format.sampleRate ?? null,
        bitsPerSample: format.bitsPerSample ?? null,
        channels: format.numberOfChannels ?? null,
        duration: format.duration ?? null,
      },
      tags: {
        title: present(common.title),
        artists: (common.artists ?? (common.artist ? [common.artist] : [])).map((name) => name.trim()).filter(Boolean),
        isrc: present(common.isrc?.[0]),
        year: common.year ?? null,
      },
    };
  } catch (error) {
    console.warn('Audio preview: the file could not be read', error);
    return { facts: blob.type.startsWith('audio/') ? { ...UNKNOWN_AUDIO, container: 'Audio' } : UNKNOWN_AUDIO, tags: NO_TAGS };
  }
}
