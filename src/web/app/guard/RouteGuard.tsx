import { useDeferredValue } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useAuthCheck } from '../session';
import { requirementOf } from '../routeHandle';
import { needsAuthCheck } from './accessRules';
import { BeneficiaryPortalRedirect } from './BeneficiaryPortalRedirect';
import { decideAccess } from './decideAccess';

/**
 * The one route guard (docs/architecture.md, Routes and the guard): reads the matched routes'
 * guard row and permissions from the route table, waits for GET /api/user, then shows the
 * routed view or redirects.
 */
export function RouteGuard() {
  const requirement = requirementOf(useMatches().map((match) => match.handle));
  const auth = useAuthCheck({ skip: !needsAuthCheck(requirement.rule) });
  const decision = decideAccess(requirement, auth);
  // The screen let in renders as a Transition, after the spinner, even on the guard's first render: React
  // slices a Transition's render into short tasks, where a store update's render (the check's answer, or
  // the re-render a store change forces on a render under way) is one; the first screen's render was a
  // phone's longest task (docs/benchmarks.md, Weight). The spinner stays until that render is done.
  const allowed = useDeferredValue(decision.kind === 'allow', false);
  switch (decision.kind) {
    case 'allow':
      return allowed ? <Outlet /> : <PageSpinner label="Checking your session" />;
    case 'wait':
      return <PageSpinner label="Checking your session" />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'beneficiaryPortal':
      return <BeneficiaryPortalRedirect />;
  }
}
