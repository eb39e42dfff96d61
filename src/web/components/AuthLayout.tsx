import { Card, H1, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { CURRENT_SERVICE } from '../../shared/services';
import { useRouteTitle } from '../app/useRouteTitle';

/** The centred card of the signed-out screens (and the second factor's enrolment, `wide`): product name, screen title, content. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className="app-centered auth-layout">
      <Card className={wide ? 'auth-card auth-card-wide' : 'auth-card'} elevation={2}>
        <H1 className="auth-product-name">{CURRENT_SERVICE}</H1>
        <H2>{useRouteTitle()}</H2>
        {children}
      </Card>
    </main>
  );
}
