import { PollingLoop, type LoopState } from '../polling-loop';

/** What a request handler may do to a queue's worker: work was just recorded, so look now. */
export interface Wakeable {
  wake(): void;
}

/** A queue's use: how it claims its next due piece of work and how it does it. */
export interface QueueWork<Claim> {
  pollMs: number;
  claimNext: () => Promise<Claim | undefined>;
  work: (claim: Claim) => Promise<void>;
  /** Runs whenever the loop has run out of due work (housekeeping such as removing expired files). */
  whenIdle?: () => Promise<void>;
  /** The database is unreachable or similar: logged, and the next poll tries again. */
  onError: (error: unknown) => void;
}

/**
 * The worker of a durable queue, one piece of work at a time per process. All state is in the
 * queue's rows, so any number of processes may run one and a restart loses nothing.
 */
export class QueueWorker<Claim> implements Wakeable {
  readonly #use: QueueWork<Claim>;
  readonly #loop: PollingLoop;

  constructor(use: QueueWork<Claim>) {
    this.#use = use;
    this.#loop = new PollingLoop(
      use.pollMs,
      async () => {
        while (this.#loop.running && (await this.runOnce()));
        await use.whenIdle?.();
      },
      use.onError,
    );
  }

  /** Polls every pollMs until stop(); wake() cuts the wait short. */
  start(): void {
    this.#loop.start();
  }

  /** Work was just recorded in this process: look now rather than at the next poll. */
  wake(): void {
    this.#loop.wake();
  }

  /** Not started, running, or stopped (readiness and the metrics ask). */
  get state(): LoopState {
    return this.#loop.state;
  }

  /** Stops polling and lets the work in hand finish, so nothing is left half-done. */
  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /** Does the next due piece of work, if any; answers whether there was one. */
  async runOnce(): Promise<boolean> {
    const claim = await this.#use.claimNext();
    if (claim === undefined) return false;
    await this.#use.work(claim);
    return true;
  }

  /** Works until nothing is due; answers how many pieces of work were done. */
  async drain(): Promise<number> {
    let done = 0;
    while (await this.runOnce()) done += 1;
    return done;
  }
}
