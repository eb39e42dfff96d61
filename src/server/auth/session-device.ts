import Bowser from 'bowser';

const UNKNOWN = 'Unknown device';

/**
 * A session's device as people read it, from the user agent it signed in with:
 * "Chrome 131 on Windows 10 (desktop)". Bowser reads the string; a missing or unknown one is
 * "Unknown device".
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const browserText = browser.name ? [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ') : '';
  const osText = os.name ? [os.name, os.versionName ?? os.version].filter(Boolean).join(' ') : '';
  const named = [browserText, osText].filter(Boolean).join(' on ');
  if (!named) return UNKNOWN;
  return platform.type ? `${named} (${platform.type})` : named;
}
