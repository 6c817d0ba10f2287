import type { AudioTags } from './read-audio-file';

export type PrefillField = 'title' | 'isrc';
/** The fields a file's tags filled in, with the values they gave. */
export type FromFile = Partial<Record<PrefillField, string>>;

export interface PrefillRules {
  /** The app's ISRC rule: the code as stored, or null when the tag's text is not an ISRC. */
  isrc: (text: string) => string | null;
  /** Whether a field counts as empty (default: blank). */
  isEmpty?: (field: PrefillField, value: string) => boolean;
}

/** A title and an ISRC from the file's tags, for the fields that are empty; an ISRC the rule refuses is left out. */
export function prefillFromTags(fields: Readonly<Record<PrefillField, string>>, tags: AudioTags, rules: PrefillRules): FromFile {
  const isEmpty = rules.isEmpty ?? ((_, value) => value.trim() === '');
  const found: FromFile = {};
  if (tags.title && isEmpty('title', fields.title)) found.title = tags.title;
  const isrc = tags.isrc ? rules.isrc(tags.isrc) : null;
  if (isrc && isEmpty('isrc', fields.isrc)) found.isrc = isrc;
  return found;
}

/** Drops the fields a change gave another value: what the user typed is theirs, not the file's. */
export function keepUntouched(fromFile: FromFile, patch: Readonly<Partial<Record<string, unknown>>>): FromFile {
  const touched = (Object.keys(fromFile) as PrefillField[]).filter((key) => key in patch && patch[key] !== fromFile[key]);
  if (!touched.length) return fromFile;
  const rest = { ...fromFile };
  for (const key of touched) delete rest[key as PrefillField];
  return rest;
}
