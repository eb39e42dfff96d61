/**
 * jsdom has no layout and no matchMedia: answer the min-width/max-width queries the app
 * asks for a given viewport width. Returns the restore function.
 */
export function stubViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const within = minWidth ? width >= Number(minWidth[1]) : true;
    const matches = query.trim().startsWith('not all and') ? !within : within;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  return () => {
    window.matchMedia = original;
  };
}
