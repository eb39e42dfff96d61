import type { ReactNode } from 'react';
import { PaletteCommandsProvider } from './paletteCommands';
import { SkipTargetProvider } from './skipToTable';

/** What a screen tells the panel's keyboard: where the skip link leads, and the commands it offers the palette. */
export function KeyboardProviders({ children }: { children: ReactNode }) {
  return (
    <SkipTargetProvider>
      <PaletteCommandsProvider>{children}</PaletteCommandsProvider>
    </SkipTargetProvider>
  );
}
