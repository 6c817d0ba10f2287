export interface AttemptGateOptions {
  /** Least time from the start of one spaced attempt on a key to the start of the next. */
  spacingMs: number;
  /** Attempts that may wait per key in each of the two queues; one more is refused. */
  maxWaiting: number;
}

/** What `run` answers instead of running the attempt when its queue is full. */
export const GATE_FULL = Symbol('gate full');

interface Waiter {
  address: string;
  start: () => void;
}

/** The spaced attempts of one key: the one running, and two queues of waiting ones. */
interface Lane {
  running: boolean;
  /** Epoch ms before which the next attempt may not start. */
  nextAt: number;
  timer: NodeJS.Timeout | undefined;
  /** Attempts from addresses that had no failure on the key: they go first, one place per address. */
  ahead: Waiter[];
  behind: Waiter[];
}

/**
 * Slows attempts on one key (an account) instead of refusing them: a spaced attempt waits for its
 * turn, attempts run one at a time and start at least `spacingMs` apart, and only when its queue
 * already holds `maxWaiting` attempts is one refused (`GATE_FULL`). Two queues, so that attempts
 * from others cannot push the account's owner back: an address with no failures on the account
 * (the caller says which attempts are `ahead`) is served before the rest, and holds at most one
 * place in that queue.
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
    const waiting = lane ? lane.ahead.length + lane.behind.length + 1 : 1;
    return Math.ceil((waiting * this.options.spacingMs) / 1000);
  }

  /**
   * Runs `attempt` now, or when its turn comes if `spaced`; `GATE_FULL` (without running it) when
   * its queue is full.
   */
  async run<T>(key: string, { spaced, ahead, address }: { spaced: boolean; ahead: boolean; address: string }, attempt: () => Promise<T>): Promise<T | typeof GATE_FULL> {
    this.active.set(key, this.inFlight(key) + 1);
    try {
      if (!spaced) return await attempt();
      const lane = this.lane(key);
      const queue = ahead && !lane.ahead.some((waiter) => waiter.address === address) ? lane.ahead : lane.behind;
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
      lane = { running: false, nextAt: 0, timer: undefined, ahead: [], behind: [] };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  /** Starts the next waiting attempt if its time has come, or sets a timer for then; forgets an idle lane. */
  private serve(key: string, lane: Lane): void {
    if (lane.running || lane.timer) return;
    const now = Date.now();
    if (now < lane.nextAt) {
      lane.timer = setTimeout(() => {
        lane.timer = undefined;
        this.serve(key, lane);
      }, lane.nextAt - now);
      return;
    }
    const next = lane.ahead.shift() ?? lane.behind.shift();
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
