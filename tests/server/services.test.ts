import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, createUserWith, startTestServer, type TestServer } from './support/server';

describe.each(DATABASE_KINDS)('GET /api/services on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: {
        APP_URL: 'https://admin.nhia.example',
        SERVICE_URL_CLAIMS_MANAGEMENT: 'https://claims.internal',
        BENEFICIARY_PORTAL_URL: 'https://portal.internal',
      },
    });
  });
  afterAll(() => server.close());

  it('answers 401 to an anonymous caller', async () => {
    expect((await new Browser(server.app).call('GET', '/api/services')).statusCode).toBe(401);
  });

  it('lists the eight services with addresses from the deployment settings', async () => {
    const browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
    const body = (await browser.call('GET', '/api/services')).json();
    expect(body.services.map((s: { name: string }) => s.name)).toEqual([
      'Dashboard',
      'User Management',
      'Provider Management',
      'Referral Management',
      'Encounter Management',
      'Beneficiary Management',
      'Contributions Management',
      'Claims Management',
    ]);
    const byName = Object.fromEntries(body.services.map((s: { name: string }) => [s.name, s]));
    expect(byName['User Management']).toMatchObject({
      is_currently_visited: true,
      serviceUrl: '/agency-panel/users?user_type=Agency+Staff',
    });
    expect(byName['Claims Management']).toMatchObject({
      is_currently_visited: false,
      serviceUrl: 'https://claims.internal',
    });
    expect(body.services.filter((s: { is_currently_visited: boolean }) => s.is_currently_visited)).toHaveLength(1);
    expect(body.beneficiary_portal_url).toBe('https://portal.internal');
  });

  it('serves each service icon the catalogue names', async () => {
    const browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
    const { services } = (await browser.call('GET', '/api/services')).json();
    for (const service of services as { icon: string }[]) {
      const icon = await server.app.inject(service.icon);
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('gives a TPA staff user only the services of their work, without User Management', async () => {
    await createUserWith(server.database, { email: 'tpa@nhia.example', permissions: [], userType: 'TPA Staff' });
    const browser = new Browser(server.app);
    await browser.signIn('tpa@nhia.example');
    const me = (await browser.call('GET', '/api/user')).json();
    expect(me.user.accessible_services).not.toContain('User Management');
    expect(me.user.accessible_services).toContain('Claims Management');
  });
});
