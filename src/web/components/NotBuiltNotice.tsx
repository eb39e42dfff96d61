import { NonIdealState } from '@blueprintjs/core';
import { BuildIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';

/** Says that a screen's own issue has not landed yet; that issue replaces the screen. */
export function NotBuiltNotice({ action }: { action?: ReactElement }) {
  return <NonIdealState icon={<BuildIcon size={48} />} title="This screen is not built yet." action={action} />;
}
