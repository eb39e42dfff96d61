import type { StateSetup } from './verifyPacts';

/**
 * Provider states set up by the provider's own endpoint, Pact's standard state change URL:
 * POST {state, params, action: "setup"} as JSON; a 2xx answer whose JSON object holds the
 * values to inject (sessionCookie, xsrfToken for session states), or an empty body.
 */
export function forwardToStateChangeUrl(url: string): (state: string) => StateSetup {
  return (state) => async (params) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 500)}`);
    if (text.trim() === '') return undefined;
    const values: unknown = JSON.parse(text);
    if (typeof values !== 'object' || values === null || Array.isArray(values))
      throw new Error(`${url} answered ${text.slice(0, 200)}, not a JSON object`);
    return values as Record<string, string>;
  };
}
