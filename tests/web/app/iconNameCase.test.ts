import { BlueprintIcons_16 } from '@blueprintjs/icons/lib/cjs/generated/16px/blueprint-icons-16';
import * as changeCase from 'change-case';
import { pascalCase, snakeCase } from '../../../src/web/app/iconNameCase';

// The web build hands Blueprint's icons this module for change-case (package.json's alias): on every icon name it must agree.
describe('icon names cased as change-case cases them', () => {
  const names = Object.values(BlueprintIcons_16);

  test('there are icon names to case', () => {
    expect(names.length).toBeGreaterThan(500);
  });

  test.each([
    ['pascalCase', pascalCase, changeCase.pascalCase],
    ['snakeCase', snakeCase, changeCase.snakeCase],
  ])('%s of every icon name', (_name, ours, theirs) => {
    const differing = names.filter((name) => ours(name) !== theirs(name));
    expect(differing).toEqual([]);
  });
});
