import { ancestorTrail, breadcrumbTrail } from '../../../src/web/app/shell/breadcrumbTrail';

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

describe('ancestorTrail', () => {
  const matches = (...titles: string[]) =>
    titles.map((title, i) => ({ handle: { title }, pathname: `/p${'/x'.repeat(i)}` }));

  it('should leave out the panel and the screen itself, whose title is its heading', () => {
    expect(ancestorTrail(matches('Agency panel', 'Users', 'View user'))).toEqual([
      { title: 'Users', pathname: '/p/x' },
    ]);
  });

  it('should be empty for a screen straight under the panel', () => {
    expect(ancestorTrail(matches('Agency panel', 'My exports'))).toEqual([]);
  });
});
