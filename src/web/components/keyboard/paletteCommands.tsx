import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';

/** Something the current screen can do, offered in the command palette (a list's bulk actions). */
export interface PaletteCommand {
  id: string;
  text: string;
  run: () => void;
}

type Register = (owner: string, commands: readonly PaletteCommand[] | undefined) => void;

const CommandsContext = createContext<readonly PaletteCommand[]>([]);
// Apart from the commands, so a screen that registers some is not rendered again when they change.
const RegisterContext = createContext<Register>(() => undefined);

/** The commands the shown screens have registered, for the palette. */
export function PaletteCommandsProvider({ children }: { children: ReactNode }) {
  const [byOwner, setByOwner] = useState<ReadonlyMap<string, readonly PaletteCommand[]>>(new Map());
  const register = useCallback<Register>(
    (owner, commands) =>
      setByOwner((current) => {
        const next = new Map(current);
        if (commands && commands.length > 0) next.set(owner, commands);
        else next.delete(owner);
        return next;
      }),
    [],
  );
  const commands = useMemo(() => [...byOwner.values()].flat(), [byOwner]);
  return (
    <RegisterContext.Provider value={register}>
      <CommandsContext.Provider value={commands}>{children}</CommandsContext.Provider>
    </RegisterContext.Provider>
  );
}

/**
 * Offers these commands in the palette while the caller is shown (docs/lists.md, Keyboard). They
 * run with what the caller had when it last rendered; none (an empty list) withdraws them.
 */
export function usePaletteCommands(commands: readonly PaletteCommand[]): void {
  const owner = useId();
  const register = useContext(RegisterContext);
  useEffect(() => {
    register(owner, commands);
  }, [owner, register, commands]);
  useEffect(() => () => register(owner, undefined), [owner, register]);
}

export function useRegisteredCommands(): readonly PaletteCommand[] {
  return useContext(CommandsContext);
}
