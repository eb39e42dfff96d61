import { screen } from '@testing-library/react';

/** The text an input points at with aria-describedby (its messages, or its hint). */
export function describedText(label: string | RegExp): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The JSON body of the last request to "METHOD /path". */
export async function lastBody(requests: Request[], method: string, pathname: string): Promise<unknown> {
  const request = requests.filter((r) => r.method === method && new URL(r.url).pathname === pathname).at(-1);
  if (!request) throw new Error(`No ${method} ${pathname} was sent.`);
  return request.clone().json();
}
