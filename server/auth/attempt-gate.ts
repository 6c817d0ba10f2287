export interface AttemptGateOptions {
  /** Least time from the start of one spaced attempt on a key to the start of the next. */
  spacingMs: number;
  /** Attempts that may wait per key in each of the two queues; one more is refused. */
  maxWaiting: number;
}

/** What `run` answers instead of running the attempt when its queue is full. */
export const GATE_FULL = Symbol('gate full');

/**
 * Which queue a spaced attempt waits in, served in this order: `known` (an address the account
 * has signed in from, without failures since), `clean` (an address without failures on the
 * account), `other`. The first two hold one place per address.
 */
export const RANKS = ['known', 'clean', 'other'] as const;
export type AttemptRank = (typeof RANKS)[number];

interface Waiter {
  address: string;
  start: () => void;
}

/** The spaced attempts of one key: the one running, and a queue of waiting ones per rank. */
interface Lane {
  running: boolean;
  /** Epoch ms before which the next attempt may not start. */
  nextAt: number;
  timer: NodeJS.Timeout | undefined;
  queues: Record<AttemptRank, Waiter[]>;
}

/**
 * Slows attempts on one key (an account) instead of refusing them: a spaced attempt waits for its
 * turn, attempts run one at a time and start at least `spacingMs` apart, and only when its queue
 * already holds `maxWaiting` attempts is one refused (`GATE_FULL`). A queue per rank, so that
 * attempts from others cannot push the account's owner back: the caller ranks each attempt, and
 * an address holds at most one place in the `known` and `clean` queues (its other attempts wait
 * in `other`).
 *
 * Why `known` besides `clean`: an address with no failures is not the owner's for sure. Fifteen
 * guessing addresses are each clean until their first guess fails, so their first guesses filled
 * the clean queue and the owner waited up to 10 turns (10 s) or was refused; a botnet using every
 * address once keeps it full. An address the account signed in from before is one no guesser
 * gets (a guess that fails takes it out of `known`), so its attempt also skips the spacing: it
 * starts when the attempt running ends. A guesser behind the owner's address (one office, one
 * carrier's NAT) gains one such attempt, until its first failure is recorded.
 *
 * Held in process memory, not in the database: a turn is a promise that a request awaits, which
 * only the process serving the request can resolve. Each server instance therefore spaces its own
 * attempts (N instances allow N attempts per spacing), while the counts that decide *whether* an
 * account is spaced stay in the database and hold across instances and restarts.
 */
export class AttemptGate {
  private readonly lanes = new Map<string, Lane>();
  private readonly active = new Map<string, number>();

  constructor(readonly options: AttemptGateOptions) {}

  /** Attempts on `key` in this process that have not finished, spaced or not (running or waiting). */
  inFlight(key: string): number {
    return this.active.get(key) ?? 0;
  }

  /** Seconds until the waiting attempts on `key` have all had their turn (the Retry-After of a refusal). */
  drainSeconds(key: string): number {
    const lane = this.lanes.get(key);
    const waiting = (lane ? RANKS.reduce((sum, rank) => sum + lane.queues[rank].length, 0) : 0) + 1;
    return Math.ceil((waiting * this.options.spacingMs) / 1000);
  }

  /**
   * Runs `attempt` now, or when its turn comes if `spaced`; `GATE_FULL` (without running it) when
   * its queue is full.
   */
  async run<T>(key: string, { spaced, rank, address }: { spaced: boolean; rank: AttemptRank; address: string }, attempt: () => Promise<T>): Promise<T | typeof GATE_FULL> {
    this.active.set(key, this.inFlight(key) + 1);
    try {
      if (!spaced) return await attempt();
      const lane = this.lane(key);
      const ranked = lane.queues[rank];
      const queue = rank !== 'other' && !ranked.some((waiter) => waiter.address === address) ? ranked : lane.queues.other;
      if (queue.length >= this.options.maxWaiting) return GATE_FULL;
      await new Promise<void>((start) => {
        queue.push({ address, start });
        this.serve(key, lane);
      });
      try {
        return await attempt();
      } finally {
        lane.running = false;
        this.serve(key, lane);
      }
    } finally {
      const left = this.inFlight(key) - 1;
      if (left > 0) this.active.set(key, left);
      else this.active.delete(key);
    }
  }

  private lane(key: string): Lane {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: false, nextAt: 0, timer: undefined, queues: { known: [], clean: [], other: [] } };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  /** Starts the next waiting attempt if its time has come, or sets a timer for then; forgets an idle lane. */
  private serve(key: string, lane: Lane): void {
    if (lane.running) return;
    const now = Date.now();
    // A known address's attempt does not wait out the spacing (see the class comment).
    if (now < lane.nextAt && lane.queues.known.length === 0) {
      lane.timer ??= setTimeout(() => {
        lane.timer = undefined;
        this.serve(key, lane);
      }, lane.nextAt - now);
      return;
    }
    clearTimeout(lane.timer);
    lane.timer = undefined;
    const next = lane.queues.known.shift() ?? lane.queues.clean.shift() ?? lane.queues.other.shift();
    if (!next) {
      // Idle and past its spacing: a new attempt would start at once anyway.
      this.lanes.delete(key);
      return;
    }
    lane.running = true;
    lane.nextAt = now + this.options.spacingMs;
    next.start();
  }
}
