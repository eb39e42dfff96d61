import { Collapse, type CollapseProps } from '@blueprintjs/core';
import { useState } from 'react';

/**
 * Blueprint's Collapse, mounted the first time it opens: on mount it measures its body, which
 * forces a layout of the whole page while a screen is still being built (docs/benchmarks.md, Weight).
 */
export function CollapseOnceOpened(props: CollapseProps) {
  const [opened, setOpened] = useState(props.isOpen ?? false);
  if (props.isOpen && !opened) setOpened(true);
  return opened ? <Collapse {...props} /> : null;
}
