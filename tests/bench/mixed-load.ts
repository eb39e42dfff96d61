/**
 * A load of reads and writes from a signed-in administrator, kept up by a few concurrent loops,
 * every call recorded (what was sent, when, and the answer) so the faults bench can check
 * afterwards what the database holds against what the clients were told.
 */
import { callApi, type CallOutcome, type HttpSession } from './http-session';

export type Operation = 'list users' | 'api/user' | 'create user' | 'create role';
const ROTATION: Operation[] = ['list users', 'api/user', 'create user', 'create role'];

/** The client gives up after this long: an answer must come well before it. */
export const CLIENT_TIMEOUT_MS = 10_000;
/** A failed call is retried after a short pause, as a client would, not in a hot loop. */
const PAUSE_AFTER_FAILURE_MS = 50;

export const ROLE_PERMISSIONS = ['list users', 'view users'];

export interface SentCall extends CallOutcome {
  operation: Operation;
  /** The created user's email or role's name. */
  key?: string;
}

export class MixedLoad {
  readonly calls: SentCall[] = [];
  #running = false;
  #loops: Promise<void>[] = [];
  #sequence = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly session: HttpSession,
    /** Tells this run's records from any other's. */
    readonly runId: string,
    /** The role every created user is given. */
    readonly roleId: number,
  ) {}

  /** How the emails of the users this run creates begin. */
  get emailPrefix(): string {
    return `fault-${this.runId}-`;
  }

  /** How the names of the roles this run creates begin. */
  get rolePrefix(): string {
    return `Fault role ${this.runId}-`;
  }

  start(loops: number): void {
    this.#running = true;
    this.#loops = Array.from({ length: loops }, (_, i) => this.#loop(i));
  }

  /** Stops the loops after the calls in flight have answered. */
  async stop(): Promise<SentCall[]> {
    this.#running = false;
    await Promise.all(this.#loops);
    return this.calls;
  }

  async #loop(offset: number): Promise<void> {
    for (let i = offset; this.#running; i++) {
      const call = await this.#send(ROTATION[i % ROTATION.length]);
      this.calls.push(call);
      if (call.status < 200 || call.status >= 300)
        await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_FAILURE_MS));
    }
  }

  async #send(operation: Operation): Promise<SentCall> {
    const call = (method: string, url: string, body?: unknown) =>
      callApi(this.baseUrl, this.session, method, url, { body, timeoutMs: CLIENT_TIMEOUT_MS });
    const n = ++this.#sequence;
    switch (operation) {
      case 'list users':
        return {
          operation,
          ...(await call('GET', `/api/users?page=1&items_per_page=12&search_string=${n % 2 ? 'fault' : ''}`)),
        };
      case 'api/user':
        return { operation, ...(await call('GET', '/api/user')) };
      case 'create user': {
        const key = `${this.emailPrefix}${n}@faults.example`;
        const body = {
          first_name: 'Fault',
          last_name: `Load ${n}`,
          email: key,
          user_type: 'Agency Staff',
          role_ids: [this.roleId],
        };
        return { operation, key, ...(await call('POST', '/api/users', body)) };
      }
      case 'create role': {
        const key = `${this.rolePrefix}${n}`;
        return {
          operation,
          key,
          ...(await call('POST', '/api/roles', {
            name: key,
            description: 'made under load',
            permissions: ROLE_PERMISSIONS,
          })),
        };
      }
    }
  }
}
