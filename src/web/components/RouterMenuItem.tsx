import { MenuItem } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/** A menu entry that opens an in-app address like a router Link (a real href, no page load). */
export function RouterMenuItem({ to, text, icon }: { to: To; text: string; icon?: ReactElement }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <MenuItem icon={icon} text={text} href={href} onClick={onClick} />;
}
