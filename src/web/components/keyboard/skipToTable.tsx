import './keyboard.css';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetTarget = (id: string | undefined) => void;

const TargetContext = createContext<string | undefined>(undefined);
// Apart from the target, so a screen that registers one is not rendered again when it changes.
const SetTargetContext = createContext<SetTarget>(() => undefined);

/** Where the skip link leads: the element a list screen registers (its table). */
export function SkipTargetProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<string>();
  return (
    <SetTargetContext.Provider value={setTarget}>
      <TargetContext.Provider value={target}>{children}</TargetContext.Provider>
    </SetTargetContext.Provider>
  );
}

/** Makes the element with this id (focusable) the skip link's target while the caller is shown. */
export function useSkipTarget(id: string): void {
  const setTarget = useContext(SetTargetContext);
  useEffect(() => {
    setTarget(id);
    return () => setTarget(undefined);
  }, [id, setTarget]);
}

/**
 * "Skip to table" (docs/lists.md, Keyboard): the page's first tab stop where a table is shown,
 * visible once focused; it puts the keyboard on the table past the navigation and the toolbar.
 */
export function SkipLink() {
  const target = useContext(TargetContext);
  if (!target) return null;
  return (
    <a
      className="skip-link"
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      Skip to table
    </a>
  );
}
