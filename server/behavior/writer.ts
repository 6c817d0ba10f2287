import type { Queryable } from '../db/index.js';
import { type BatchInput, type BatchResult, type Interners, type PreparedBatch, prepareBatch, sessionKey, writeBatches } from './ingest.js';

const MAX_GROUP = 50;
/**
 * Events per write, past which a group takes no more batches (a larger batch goes alone): a
 * write is one statement that holds the event loop while it runs (PGlite works in-process),
 * so other requests wait for at most one write of this size, not for a group of full batches.
 */
export const MAX_GROUP_EVENTS = 100;

interface Pending {
  batch: PreparedBatch;
  resolve: (accepted: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: while one write runs, the batches that arrive wait and then go in the next write
 * together (two statements however many), so the cost per batch falls as the load rises instead of
 * a queue of single writes building up. An idle server writes a batch at once. Each caller still
 * gets its own batch's figures once its write is done.
 */
export class GroupWriter {
  private queue: Pending[] = [];
  private writing = false;

  constructor(
    private readonly db: Queryable,
    private readonly interners: Interners,
  ) {}

  async record(input: BatchInput): Promise<BatchResult> {
    const batch = prepareBatch(input);
    if (batch.events.length === 0) return { accepted: 0, rejected: batch.rejected };
    const accepted = await new Promise<number>((resolve, reject) => {
      this.queue.push({ batch, resolve, reject });
      if (!this.writing) void this.drain();
    });
    return { accepted, rejected: batch.rejected + batch.events.length - accepted };
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const group = this.takeGroup();
        try {
          const batches = group.map((pending) => pending.batch);
          // Once more after a failure, without the sessions known in memory (one may have been deleted).
          const accepted = await writeBatches(this.db, this.interners, batches).catch(() => writeBatches(this.db, this.interners, batches));
          group.forEach((pending, index) => pending.resolve(accepted[index] ?? 0));
        } catch (error) {
          for (const pending of group) pending.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  /**
   * Up to MAX_GROUP waiting batches of distinct sessions and MAX_GROUP_EVENTS events, in order (a
   * second batch of a session waits for the next write); the first batch always goes.
   */
  private takeGroup(): Pending[] {
    const group: Pending[] = [];
    const sessions = new Set<string>();
    const rest: Pending[] = [];
    let events = 0;
    for (const pending of this.queue) {
      const key = sessionKey(pending.batch);
      const fits = group.length === 0 || (group.length < MAX_GROUP && events + pending.batch.events.length <= MAX_GROUP_EVENTS);
      if (fits && !sessions.has(key)) {
        sessions.add(key);
        group.push(pending);
        events += pending.batch.events.length;
      } else {
        rest.push(pending);
      }
    }
    this.queue = rest;
    return group;
  }
}
