import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `check` until it answers true; fails after `timeoutMs` with what was awaited (for work a background loop does). */
export async function until(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await sleep(50);
  }
}
