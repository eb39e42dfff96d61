import { useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { lazyPart } from '../../components/lazyPart';

// The palette (Blueprint's Omnibar, the record search) loads the first time it opens, not with the panel's first load.
const CommandPalette = lazyPart(() => import('./CommandPalette').then((m) => m.CommandPalette), {
  name: 'The command palette',
  close: (props) => props.onClose(),
  isOpen: (props) => props.isOpen,
});

/** The `?` dialog's group of the keys that work on every screen of the panel. */
export const PANEL_KEYS = 'Anywhere in the panel';

/**
 * The panel's own keys (docs/lists.md, Keyboard): Ctrl/Cmd-K opens the command palette anywhere
 * (also in a field), and `?` Blueprint's dialog of every shortcut.
 */
export function PanelKeyboard() {
  // Undefined until the palette is first opened; it stays mounted after, open or closed.
  const [paletteOpen, setPaletteOpen] = useState<boolean>();
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
  if (paletteOpen === undefined) return null;
  return <CommandPalette isOpen={paletteOpen} onClose={() => setPaletteOpen(false)} />;
}
