import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';

type ImageValidation = components['schemas']['ImageValidation'];
type CoverRuleViolation = components['schemas']['CoverRuleViolation'];
export type CoverRuleCode = CoverRuleViolation['code'];

/** DESIGN §4 and spec 2 §9: at least 3000x3000 px and 72 ppi; jpeg, png or tiff. */
export const COVER_RULES = { minPixels: 3000, minDensity: 72, maxBytes: 60 * 1024 * 1024, maxSide: 0x3fff } as const;
/**
 * How every cover is decoded (the check, the thumbnail): a file cut short or damaged fails, and
 * an image past sharp's own pixel limit (16383x16383, a few bytes can announce more) is not tried.
 */
export const COVER_DECODING = { failOn: 'error', limitInputPixels: COVER_RULES.maxSide * COVER_RULES.maxSide } as const;
const COVER_FORMATS = new Set(['jpeg', 'png', 'tiff']);
/** sharp's colour spaces that are RGB (8 or 16 bits a channel). */
const RGB_SPACES = new Set(['srgb', 'rgb', 'rgb16', 'scrgb']);
/** No density recorded counts as 72 ppi (DESIGN §4). */
const DEFAULT_DENSITY = 72;

const COVER_RULE_MESSAGES: Readonly<Record<CoverRuleCode, string>> = {
  CORRUPT: 'Cover art is damaged or cut short: export it again and upload the whole file.',
  TOO_LARGE: `Cover art must be at most ${COVER_RULES.maxSide}x${COVER_RULES.maxSide} pixels.`,
  TOO_SMALL: `Cover art must be at least ${COVER_RULES.minPixels}x${COVER_RULES.minPixels} pixels.`,
  LOW_DENSITY: `Cover art must be at least ${COVER_RULES.minDensity} ppi.`,
  NOT_SQUARE: 'Cover art must be square (1:1).',
  NOT_RGB: 'Cover art must be in RGB colour.',
};

export const COVER_MESSAGES = {
  ...COVER_RULE_MESSAGES,
  notAnImage: 'Cover art must be a JPEG, PNG or TIFF image.',
  tooLarge: 'Cover art must be at most 60 MB.',
  missing: 'Choose a cover-art image to check.',
  unreadable: 'The upload could not be read: send the image as multipart/form-data.',
} as const;

export interface CoverFacts {
  format: string;
  width: number;
  height: number;
  /** Pixels per inch as recorded, or undefined when the file records none. */
  density: number | undefined;
  colorSpace: string;
  /** Whether decoding every pixel failed (cut short or damaged); not tried past the pixel limit. */
  damaged: boolean;
}

/** The cover rules an image breaks, in the order people fix them. Pure: the app checks the same. */
export function coverRuleViolations(facts: CoverFacts): CoverRuleViolation[] {
  const codes: CoverRuleCode[] = [];
  if (facts.damaged) codes.push('CORRUPT');
  if (facts.width * facts.height > COVER_DECODING.limitInputPixels) codes.push('TOO_LARGE');
  if (facts.width < COVER_RULES.minPixels || facts.height < COVER_RULES.minPixels) codes.push('TOO_SMALL');
  if (facts.width !== facts.height) codes.push('NOT_SQUARE');
  if ((facts.density ?? DEFAULT_DENSITY) < COVER_RULES.minDensity) codes.push('LOW_DENSITY');
  if (!RGB_SPACES.has(facts.colorSpace)) codes.push('NOT_RGB');
  return codes.map((code) => ({ code, field: 'coverArt', message: COVER_RULE_MESSAGES[code] }));
}

/** Whether sharp fails to decode every pixel of the image (the header alone does not show a file cut short). */
async function failsToDecode(path: string): Promise<boolean> {
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  return pipeline(sharp(path, COVER_DECODING).raw(), discard).then(
    () => false,
    () => true,
  );
}

/**
 * Reads an image file's header and refuses what is not a cover format, then decodes the whole
 * image (streamed, nothing kept) unless it is past the pixel limit.
 */
export async function readCoverFacts(path: string): Promise<CoverFacts> {
  const metadata = await sharp(path)
    .metadata()
    .catch(() => {
      throw new HttpError(400, COVER_MESSAGES.notAnImage);
    });
  if (!COVER_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw new HttpError(400, COVER_MESSAGES.notAnImage);
  const decodable = metadata.width * metadata.height <= COVER_DECODING.limitInputPixels;
  // EXIF orientations 5–8 turn the picture a quarter: width and height as people see it.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    format: metadata.format,
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
    density: metadata.density && metadata.density > 0 ? metadata.density : undefined,
    colorSpace: metadata.space ?? 'unknown',
    damaged: decodable && (await failsToDecode(path)),
  };
}

export function coverValidation(facts: CoverFacts): ImageValidation {
  const reasons = coverRuleViolations(facts);
  return {
    isValid: reasons.length === 0,
    width: facts.width,
    height: facts.height,
    density: facts.density ?? DEFAULT_DENSITY,
    format: facts.format as ImageValidation['format'],
    colorSpace: facts.colorSpace,
    reasons,
    ...(reasons[0] ? { message: reasons[0].message } : {}),
  };
}
