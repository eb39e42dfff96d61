import { useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { CommandPalette } from './CommandPalette';

/** The `?` dialog's group of the keys that work on every screen of the panel. */
export const PANEL_KEYS = 'Anywhere in the panel';

/**
 * The panel's own keys (docs/lists.md, Keyboard): Ctrl/Cmd-K opens the command palette anywhere
 * (also in a field), and `?` Blueprint's dialog of every shortcut.
 */
export function PanelKeyboard() {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const keys = useMemo<HotkeyConfig[]>(
    () => [
      {
        combo: 'mod+k',
        label: 'Open the command palette',
        global: true,
        group: PANEL_KEYS,
        allowInInput: true,
        preventDefault: true,
        onKeyDown: () => setPaletteOpen((open) => !open),
      },
      // Blueprint opens its dialog on `?` itself; this entry only lists the key in it.
      { combo: '?', label: 'Show every shortcut', global: true, group: PANEL_KEYS },
    ],
    [],
  );
  useHotkeys(keys);
  return <CommandPalette isOpen={paletteOpen} onClose={() => setPaletteOpen(false)} />;
}
