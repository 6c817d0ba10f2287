import type { FastifyInstance } from 'fastify';
import { stat } from 'node:fs/promises';
import type { components } from '../generated/openapi.js';
import { newStorageKey } from '../storage/storage.js';
import { checkUnusedAudio } from '../storage/upload-quota.js';
import { recordAudioPassed } from './audio-checks.js';
import { readAudioMetadata } from './audio.js';

type AudioUpload = components['schemas']['AudioUpload'];

/**
 * The tail of every audio upload (multipart `uploadAudio`, tus `completeUpload`): checks the file
 * at `path` by content (422 with its code), the account's unused-audio quota with its real size
 * (429), then stores it (the local file is moved) as checked, and answers the `AudioUpload`, its
 * link on `baseUrl`.
 */
export async function storeCheckedAudio(app: FastifyInstance, userId: string, path: string, baseUrl: string): Promise<AudioUpload> {
  const { storage, db } = app;
  const { metadata, extension } = await readAudioMetadata(path);
  await checkUnusedAudio(db, storage, userId, (await stat(path)).size);
  const key = newStorageKey('audio', userId, extension);
  await storage.putFile(key, path);
  await recordAudioPassed(db, key);
  const url = storage.urlOf(key, baseUrl);
  return { source: url, audio: { bucket: storage.bucket, location: key, url }, metadata };
}
