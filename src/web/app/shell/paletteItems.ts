import { useNavigate } from 'react-router-dom';
import { FETCH_DEBOUNCE_MS } from '../../../shared/constants';
import {
  useListMinistryOptionsQuery,
  useListRoleOptionsQuery,
  useListTpaOptionsQuery,
  useListUserOptionsQuery,
  type OptionList,
} from '../../api/generated';
import { useDebouncedValue } from '../../components/data-table/useDebouncedValue';
import { useRegisteredCommands } from '../../components/keyboard/paletteCommands';
import { usePanelScreens } from '../navigation';
import { paths } from '../paths';
import { useMayOpen } from '../useCanOpen';

/** The palette's groups, in the order shown: what the screen offers first, then where to go. */
export const PALETTE_GROUPS = ['Selected rows', 'Screens', 'Users', 'Roles', 'TPAs', 'Ministries'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

export interface PaletteItem {
  key: string;
  group: PaletteGroup;
  text: string;
  run: () => void;
}

/** Records are looked up from this many characters: one letter would match most of them. */
export const RECORD_SEARCH_MIN = 2;
/** Records shown per group: a longer search narrows them. */
export const RECORDS_PER_GROUP = 8;

const matches = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase());

/**
 * One kind of record's matches as items. While the answer for what is typed now is on its way,
 * the previous answer is narrowed by its text; the fresh answer is shown as the server matched it
 * (a phone number matches a user whose option text does not show it).
 */
function recordItems(
  group: PaletteGroup,
  answer: { data?: OptionList; originalArgs?: { searchString?: string } },
  query: string,
  addressOf: (id: number) => string,
  navigate: (to: string) => void,
): PaletteItem[] {
  const options = answer.data?.options ?? [];
  const fresh = answer.originalArgs?.searchString === query.trim();
  return options
    .filter((option) => fresh || matches(option.item_text, query))
    .slice(0, RECORDS_PER_GROUP)
    .map((option) => {
      const to = addressOf(Number(option.item_value));
      return { key: to, group, text: option.item_text, run: () => navigate(to) };
    });
}

/**
 * What the command palette offers for a query (docs/lists.md, Keyboard): the shown screen's
 * commands (a list's bulk actions on its selected rows), the panel's screens the user may open,
 * and users, roles, TPAs and ministries by name (users also by email or phone) through their
 * option calls, each kind only for those who may open its records. Closed, it offers nothing: working
 * out which screens the user may open is a first-load cost the closed palette need not pay.
 */
export function usePaletteItems(query: string, isOpen: boolean): PaletteItem[] {
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to);
  const mayOpen = useMayOpen();
  const typed = query.trim();
  const search = useDebouncedValue(typed, FETCH_DEBOUNCE_MS, (text) => text);
  const lookUp = (pattern: string) => ({
    skip: search.length < RECORD_SEARCH_MIN || !mayOpen(pattern),
  });
  const users = useListUserOptionsQuery({ searchString: search }, lookUp(paths.users.view.pattern));
  const roles = useListRoleOptionsQuery({ searchString: search }, lookUp(paths.roles.view.pattern));
  const tpas = useListTpaOptionsQuery({ searchString: search }, lookUp(paths.tpas.view.pattern));
  const ministries = useListMinistryOptionsQuery({ searchString: search }, lookUp(paths.ministries.view.pattern));
  const commands = useRegisteredCommands();
  const screens = usePanelScreens();
  if (!isOpen) return [];

  const records =
    typed.length < RECORD_SEARCH_MIN
      ? []
      : [
          ...(mayOpen(paths.users.view.pattern) ? recordItems('Users', users, typed, paths.users.view, go) : []),
          ...(mayOpen(paths.roles.view.pattern) ? recordItems('Roles', roles, typed, paths.roles.view, go) : []),
          ...(mayOpen(paths.tpas.view.pattern) ? recordItems('TPAs', tpas, typed, paths.tpas.view, go) : []),
          ...(mayOpen(paths.ministries.view.pattern)
            ? recordItems('Ministries', ministries, typed, paths.ministries.view, go)
            : []),
        ];
  return [
    ...commands
      .filter((command) => matches(command.text, typed))
      .map((command) => ({ key: command.id, group: 'Selected rows' as const, text: command.text, run: command.run })),
    ...screens
      .filter((screen) => mayOpen(screen.to) && matches(screen.title, typed))
      .map((screen) => ({ key: screen.to, group: 'Screens' as const, text: screen.title, run: () => go(screen.to) })),
    ...records,
  ];
}
