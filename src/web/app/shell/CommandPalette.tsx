import '@blueprintjs/select/lib/css/blueprint-select.css';
import './palette.css';
import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { Omnibar, type ItemListRenderer, type ItemRenderer } from '@blueprintjs/select';
import { useId, useMemo, useState } from 'react';
import { PALETTE_GROUPS, RECORD_SEARCH_MIN, usePaletteItems, type PaletteItem } from './paletteItems';

export interface CommandPaletteProps {
  isOpen: boolean;
  onClose: () => void;
}

const PLACEHOLDER = 'Go to a screen, a user, a role, a TPA or a ministry; run an action on the selected rows';

/**
 * The command palette (Ctrl/Cmd-K, docs/lists.md, Keyboard): Blueprint's Omnibar over the
 * palette's items, grouped; ↑ ↓ choose, Enter runs, Escape closes. The input is a combobox whose
 * active option a screen reader follows.
 */
export function CommandPalette({ isOpen, onClose }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<PaletteItem | null>(null);
  const listId = useId();
  const found = usePaletteItems(isOpen ? query : '', isOpen);
  // The Omnibar starts over (its active item back to the first) whenever its items change: only a change of content counts.
  const content = found.map((item) => `${item.group} ${item.key} ${item.text}`).join('\n');
  const items = useMemo(() => found, [content]);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeIndex = active ? items.findIndex((item) => item.key === active.key) : -1;

  const close = () => {
    setQuery('');
    onClose();
  };
  const renderItem: ItemRenderer<PaletteItem> = (item, { handleClick, handleFocus, modifiers, ref, index }) => (
    <MenuItem
      key={item.key}
      ref={(node) => {
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
        // The option itself (the <li>) carries the id aria-activedescendant names.
        if (node && index !== undefined) node.id = optionId(index);
      }}
      roleStructure="listoption"
      text={item.text}
      active={modifiers.active}
      selected={modifiers.active}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );
  const renderList: ItemListRenderer<PaletteItem> = ({ filteredItems, renderItem: render, itemsParentRef }) => (
    <Menu ulRef={itemsParentRef} role="listbox" id={listId} aria-label="Results" className="command-palette-results">
      {filteredItems.length === 0 && (
        <MenuItem
          disabled
          roleStructure="listoption"
          text={query.trim().length < RECORD_SEARCH_MIN ? 'Type a name or an email' : 'No matches'}
        />
      )}
      {PALETTE_GROUPS.map((group) => {
        const inGroup = filteredItems.flatMap((item, index) => (item.group === group ? [render(item, index)] : []));
        return inGroup.length === 0 ? null : [<MenuDivider key={group} title={group} />, ...inGroup];
      })}
    </Menu>
  );

  return (
    <Omnibar<PaletteItem>
      isOpen={isOpen}
      onClose={close}
      items={items}
      itemsEqual="key"
      query={query}
      onQueryChange={setQuery}
      onActiveItemChange={setActive}
      itemRenderer={renderItem}
      itemListRenderer={renderList}
      onItemSelect={(item) => {
        close();
        item.run();
      }}
      overlayProps={{ className: 'command-palette' }}
      inputProps={{
        placeholder: PLACEHOLDER,
        'aria-label': 'Command palette',
        role: 'combobox',
        'aria-expanded': true,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant': activeIndex < 0 ? undefined : optionId(activeIndex),
      }}
    />
  );
}
