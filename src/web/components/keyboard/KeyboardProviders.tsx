import { HotkeysProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PaletteCommandsProvider } from './paletteCommands';
import { SkipTargetProvider } from './skipToTable';

/**
 * The panel's keyboard (docs/lists.md, Keyboard): Blueprint's hotkeys, whose `?` dialog lists
 * every shortcut registered, where the skip link leads, and the commands a screen offers the
 * palette. The panel shell holds it, so the sign-in screen loads none of it (docs/architecture.md, Weight).
 */
export function KeyboardProviders({ children }: { children: ReactNode }) {
  return (
    <HotkeysProvider dialogProps={{ title: 'Keyboard shortcuts' }}>
      <SkipTargetProvider>
        <PaletteCommandsProvider>{children}</PaletteCommandsProvider>
      </SkipTargetProvider>
    </HotkeysProvider>
  );
}
