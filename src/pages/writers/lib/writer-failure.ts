import { WriterReadError } from '@/entities/writer';

/** A writer read failure: spec 1 §8 wording as the title, the API's message under it. */
export function writerFailure(error: unknown): { title?: string; error: unknown } {
  return error instanceof WriterReadError ? { title: error.message, error: error.detail } : { error };
}
