import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface RouterAnchorButtonProps extends Omit<AnchorButtonProps, 'href' | 'onClick'> {
  to: To;
}

/**
 * A Blueprint AnchorButton that navigates in-app like a router Link: a real href (new tab,
 * copy link), and a click on the current location replaces it instead of stacking a duplicate.
 * It keeps the role of a link (Blueprint's AnchorButton would call it a button).
 */
export function RouterAnchorButton({ to, ...buttonProps }: RouterAnchorButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <AnchorButton role="link" {...buttonProps} href={href} onClick={onClick} />;
}
