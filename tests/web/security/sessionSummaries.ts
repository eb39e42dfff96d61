import type { SessionSummary } from '../../../src/web/api/generated';

/** A session as the list calls answer it. */
export function sessionSummary(n: number, overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    device: `Browser ${n} on Windows 10 (desktop)`,
    ip_address: `10.0.0.${n}`,
    signed_in_at: '2026-03-15T08:00:00.000Z',
    last_active_at: '2026-03-15T23:30:00.000Z',
    current: false,
    second_factor_used: false,
    ...overrides,
  };
}
