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
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      return <PageSpinner label="Checking your session" />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'beneficiaryPortal':
      return <BeneficiaryPortalRedirect />;
  }
}
