import { AnchorButton, Intent } from '@blueprintjs/core';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { inAppPath } from './inAppPath';

/** Opens a service: in-app through the router when it lives on this origin, else a normal link. */
export function ServiceLink({ name, url, current }: { name: string; url: string; current: boolean }) {
  const path = inAppPath(url, window.location.origin);
  const props = { text: `Open ${name}`, intent: current ? Intent.PRIMARY : Intent.NONE };
  return path ? <RouterAnchorButton {...props} to={path} /> : <AnchorButton {...props} role="link" href={url} />;
}
