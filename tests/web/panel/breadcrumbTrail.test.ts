import { breadcrumbTrail } from '../../../src/web/app/shell/breadcrumbTrail';

describe('breadcrumbTrail', () => {
  it('should list each address once, with its route title, skipping routes without one', () => {
    const trail = breadcrumbTrail([
      { handle: undefined, pathname: '/' },
      { handle: { title: 'Agency panel' }, pathname: '/agency-panel' },
      { handle: { title: 'Users' }, pathname: '/agency-panel/users' },
      { handle: { title: 'Users list' }, pathname: '/agency-panel/users/' },
    ]);
    expect(trail).toEqual([
      { title: 'Agency panel', pathname: '/agency-panel' },
      { title: 'Users', pathname: '/agency-panel/users' },
    ]);
  });
});
