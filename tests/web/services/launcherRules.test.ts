import { accessibleServices } from '../../../src/web/features/services/accessibleServices';
import { inAppPath } from '../../../src/web/features/services/inAppPath';
import { serviceCatalogue } from '../support/fixtures';

describe('accessibleServices', () => {
  it('should keep the entries whose name is accessible, in catalogue order', () => {
    const names = accessibleServices(serviceCatalogue().services, ['Claims Management', 'Dashboard']).map(
      (s) => s.name,
    );
    expect(names).toEqual(['Dashboard', 'Claims Management']);
  });
  it('should keep nothing for a user with no accessible services', () => {
    expect(accessibleServices(serviceCatalogue().services, [])).toEqual([]);
  });
});

describe('inAppPath', () => {
  it('should turn an address on the app origin into a router path with its query', () => {
    expect(inAppPath('https://um.example/agency-panel/users?user_type=Agency+Staff', 'https://um.example')).toBe(
      '/agency-panel/users?user_type=Agency+Staff',
    );
  });
  it('should leave an address on another origin external', () => {
    expect(inAppPath('https://claims.example/', 'https://um.example')).toBeUndefined();
  });
  it('should treat another port as another origin', () => {
    expect(inAppPath('http://localhost:9000/x', 'http://localhost:8080')).toBeUndefined();
  });
});
