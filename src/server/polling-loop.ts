export type LoopState = 'not started' | 'running' | 'stopped';

/**
 * The background loop of a durable queue (export jobs, the mail outbox): runs `work` at once on
 * start, then every `pollMs` until stop(); wake() runs it again as soon as the run in hand ends.
 * All state lives in the queue's rows, so the loop itself holds nothing worth keeping.
 */
export class PollingLoop {
  #started = false;
  #stopped = false;
  #timer: NodeJS.Timeout | undefined;
  #busy: Promise<void> | undefined;
  #wokenWhileBusy = false;

  constructor(
    private readonly pollMs: number,
    /** Does the due work; checks `running` between pieces so stop() is not kept waiting. */
    private readonly work: () => Promise<void>,
    /** The database is unreachable or similar: logged, and the next poll tries again. */
    private readonly onError: (error: unknown) => void,
  ) {}

  get running(): boolean {
    return this.#started;
  }

  /** Where the loop is: never started (a test's app, a script), running, or stopped (a shutdown began). */
  get state(): LoopState {
    return this.#started ? 'running' : this.#stopped ? 'stopped' : 'not started';
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#schedule(0);
  }

  /** Work was just recorded in this process: look now rather than at the next poll. */
  wake(): void {
    if (!this.#started) return;
    if (this.#busy) this.#wokenWhileBusy = true;
    else this.#schedule(0);
  }

  /** Stops polling and lets the run in hand finish, so nothing is left half-done. */
  async stop(): Promise<void> {
    this.#stopped = this.#started || this.#stopped;
    this.#started = false;
    clearTimeout(this.#timer);
    await this.#busy;
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), delayMs);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    this.#wokenWhileBusy = false;
    this.#busy = this.work().catch(this.onError);
    await this.#busy;
    this.#busy = undefined;
    if (this.#started) this.#schedule(this.#wokenWhileBusy ? 0 : this.pollMs);
  }
}
