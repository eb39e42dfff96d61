import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StateSetup } from '../verifyPacts';

interface StateChange {
  state: string;
  params?: unknown;
  action?: 'setup' | 'teardown';
}

/**
 * A state change URL in front of local state handlers: what the backend team's endpoint does
 * for their server, so that the remote verification path is exercised here too.
 */
export async function startStateChangeEndpoint(
  handlers: Record<string, StateSetup>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const change = JSON.parse(Buffer.concat(chunks).toString('utf8')) as StateChange;
      const setup = handlers[change.state];
      if (!setup) return response.writeHead(400).end(`Unknown provider state: ${change.state}`);
      try {
        const values = change.action === 'teardown' ? undefined : await setup(change.params);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(values ?? {}));
      } catch (error) {
        response.writeHead(500).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pact/provider-states`, server };
}
