/**
 * End-to-end harness: the real server (`npm start`'s command) on a fresh embedded database,
 * a stand-in beneficiaries portal, and Debian's headless Chromium driven by playwright-core.
 * Every wait is bounded and waits for a condition; `stop()` ends every process it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { signIn as signInOverHttp } from '../bench/http-session';
import { npmStartCommand } from '../server/support/main-process';
import { until } from '../server/support/until';
import { recordWebBuild, webBuildIsCurrent, webSourcesHash } from '../../src/server/web-build';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(ROOT, 'test-results');
/** The built SPA the server serves: dist/web, built here when stale; E2E_WEB_DIR runs against a prebuilt one. */
export const WEB_DIR = process.env.E2E_WEB_DIR ? path.resolve(process.env.E2E_WEB_DIR) : path.join(ROOT, 'dist/web');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The administrator's password, set in SEED_ADMIN_PASSWORD (so never printed); each demo account's own is read from the start's output. */
export const PASSWORD = 'E2e-Correct-Horse-7!';
export const ADMIN_EMAIL = 'admin@nhia.example';
/** Per-step bound (a click, a navigation, a text appearing) on a loaded 2-core machine. */
export const STEP_TIMEOUT_MS = 15_000;

const SERVER_START_TIMEOUT_MS = 90_000;
const WEB_BUILD_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 10_000;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits for `work` at most `ms`; the timer never outlives the wait (it would hold the process open). */
async function within<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A child in its own process group, so the whole tree (npm → parcel workers, tsx → node) can be ended. */
function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 2000) log.splice(0, log.length - 2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM to the group, a bounded wait, then SIGKILL to whatever of the group is left. */
async function stopGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid) return;
  const group = -child.pid;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(group, sig);
    } catch {
      /* the group is gone */
    }
  };
  if (!exited(child)) {
    signal('SIGTERM');
    await within(new Promise<void>((resolve) => child.once('exit', () => resolve())), STOP_TIMEOUT_MS);
  }
  // Children of the leader (parcel workers, tsx's node) may outlive it: end the group for sure.
  signal('SIGKILL');
}

/** Builds dist/web with `npm run build` when its sources changed since its build (as `npm start` would). */
export async function ensureWebBuild(): Promise<'fresh' | 'built' | 'given'> {
  if (process.env.E2E_WEB_DIR) {
    if (!existsSync(path.join(WEB_DIR, 'index.html'))) throw new Error(`E2E_WEB_DIR=${WEB_DIR} holds no index.html`);
    return 'given';
  }
  const sourcesHash = webSourcesHash(ROOT);
  if (webBuildIsCurrent(WEB_DIR, sourcesHash)) return 'fresh';
  const log: string[] = [];
  const started = Date.now();
  const child = spawnGroup('npm', ['run', 'build'], { ...process.env }, log);
  const code = await within(
    new Promise<number | null>((resolve) => child.once('exit', (status) => resolve(status))),
    WEB_BUILD_TIMEOUT_MS,
  );
  await stopGroup(child);
  if (code !== 0) {
    throw new Error(
      `npm run build ${code === 'timeout' ? 'timed out' : `failed (exit ${code})`}:\n${log.join('').slice(-4000)}`,
    );
  }
  recordWebBuild(WEB_DIR, sourcesHash);
  console.log(`# built the web app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 'built';
}

/**
 * The served entry script must be a browser bundle: a bare `import … from "react"` left in it
 * means parcel built for Node (it bundles no node_modules there) and no page would ever render.
 */
export function checkBrowserBundle(webDir: string = WEB_DIR): void {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  for (const [, src] of html.matchAll(/<script[^>]*\bsrc=["']?([^"' >]+)/g)) {
    const file = path.join(webDir, src.replace(/^\//, ''));
    if (!existsSync(file)) throw new Error(`${webDir}/index.html loads ${src}, which is missing`);
    const head = readFileSync(file, 'utf8').slice(0, 4000);
    const bare = [...head.matchAll(/\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"'./][^"']*)["']/g)].map((m) => m[1]);
    if (bare.length) {
      throw new Error(
        `${path.relative(ROOT, file)} imports bare modules (${[...new Set(bare)].slice(0, 5).join(', ')}): the SPA was built for a ` +
          'Node context (package.json has engines.node and its parcel target names no context), so node_modules ' +
          'were not bundled and a browser cannot load it: give targets.default "context": "browser"',
      );
    }
  }
}

/** A tiny stand-in for the external beneficiaries portal, so the redirect target really loads. */
export interface Portal {
  url: string;
  close(): Promise<void>;
}

export const PORTAL_HEADING = 'Beneficiaries portal (end-to-end stand-in)';

export async function startPortal(): Promise<Portal> {
  const port = await freePort();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'close' });
    res.end(`<!doctype html><title>Beneficiaries portal</title><h1>${PORTAL_HEADING}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/portal`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface AppServer {
  baseUrl: string;
  /** The server's DATA_DIR (its embedded database, export files and mail outbox); removed by stop(). */
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** An account's password: the administrator's PASSWORD, a demo account's own as the start printed it. */
  passwordOf(email: string): string;
  /** SIGTERM to the server alone, as a process manager stops it; resolves with its exit code. */
  terminate(): Promise<number | null | 'timeout'>;
  stop(): Promise<void>;
}

/** The accounts the start printed with their own password (the demo accounts of a trial), by email. */
function printedPasswords(output: string): Map<string, string> {
  return new Map([...output.matchAll(/^ +(\S+@\S+) +password: (\S+) {2,}\S/gm)].map((m) => [m[1], m[2]]));
}

export async function startServer(options: { portalUrl: string }): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nhia-e2e-'));
  // localhost, not 127.0.0.1: WebAuthn takes no IP address as the relying party (passkeys.ts), and
  // APP_URL names it. The server still listens on 127.0.0.1 alone; localhost resolves there.
  const baseUrl = `http://localhost:${port}`;
  const log: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Mail to DATA_DIR/outbox as .eml files, export files under DATA_DIR, whatever the caller's environment says.
    SMTP_URL: '',
    EXPORT_DIR: '',
    SEED_ADMIN_EMAIL: ADMIN_EMAIL,
    SEED_ADMIN_PASSWORD: PASSWORD,
    BENEFICIARY_PORTAL_URL: options.portalUrl,
    SKIP_WEB_BUILD: 'true',
    WEB_DIR,
    LOG_LEVEL: 'warn',
    SCARF_ANALYTICS: 'false',
    PACT_DO_NOT_TRACK: 'true',
  };
  const { command, args } = npmStartCommand();
  const child = spawnGroup(command, args, env, log);
  let stopped = false;
  const server: AppServer = {
    baseUrl,
    dataDir,
    output: () => log.join(''),
    passwordOf(email) {
      if (email === ADMIN_EMAIL) return PASSWORD;
      const printed = printedPasswords(server.output()).get(email);
      if (!printed) throw new Error(`the server printed no password for ${email}:\n${server.output().slice(-4000)}`);
      return printed;
    },
    async terminate() {
      const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return within(exit, STOP_TIMEOUT_MS);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopGroup(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await until(
      `server at ${baseUrl} healthy`,
      SERVER_START_TIMEOUT_MS,
      async () => {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
        return response.ok;
      },
      () =>
        exited(child)
          ? `the server exited (${child.exitCode ?? child.signalCode}):\n${server.output().slice(-4000)}`
          : undefined,
    );
    // The accounts are printed right after listen(): wait for the last one.
    await until('server printed its accounts', STEP_TIMEOUT_MS, async () =>
      /^ +beneficiary@nhia\.example +password: /m.test(server.output()),
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (never let a tool download a browser)`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
}

/**
 * A fresh browser profile (cookies, storage) per scenario, with every uncaught page error recorded;
 * `storageState` starts it with a signed-in session's cookies.
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  storageState?: BrowserContextOptions['storageState'],
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 }, storageState });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  return { context, page, pageErrors };
}

/**
 * The administrator's role (Super Admin) requires a second factor: as the first administrator
 * would on the Security screen, they enrol an authenticator app at their first sign-in, here
 * through the API (tests/bench/http-session.ts); every sign-in of theirs in the browser then
 * answers the second step with its code (scenario.ts, signIn).
 */
async function enrolAdministrator(baseUrl: string): Promise<void> {
  await signInOverHttp(baseUrl, ADMIN_EMAIL, PASSWORD);
}

/** Everything a run starts, stopped in reverse order; safe to call more than once. */
export class Environment {
  portal?: Portal;
  server?: AppServer;
  browser?: Browser;
  private stopping?: Promise<void>;

  async start(): Promise<void> {
    const build = await ensureWebBuild();
    checkBrowserBundle();
    if (build !== 'built') console.log(`# serving ${build === 'fresh' ? 'dist/web (up to date)' : WEB_DIR}`);
    this.portal = await startPortal();
    this.server = await startServer({ portalUrl: this.portal.url });
    await enrolAdministrator(this.server.baseUrl);
    this.browser = await launchBrowser();
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await within(this.browser?.close().catch(() => undefined) ?? Promise.resolve(), STOP_TIMEOUT_MS);
      await this.server?.stop().catch(() => undefined);
      await this.portal?.close().catch(() => undefined);
    })();
    return this.stopping;
  }
}
