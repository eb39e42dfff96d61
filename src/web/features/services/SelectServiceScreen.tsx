import { Callout, H1, Intent, NonIdealState } from '@blueprintjs/core';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useListServicesQuery } from '../../api/generated';
import { useSession } from '../../app/session';
import { AppHeader } from '../../app/shell/AppHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { useRouteTitle } from '../../app/useRouteTitle';
import { accessibleServices } from './accessibleServices';
import { ServiceCard } from './ServiceCard';

/** The launcher's services, limited to the user's accessible ones (docs/architecture.md, The web app). */
function ServiceGrid() {
  const session = useSession();
  const { data, error } = useListServicesQuery();
  if (error) return <Callout intent={Intent.DANGER}>{describeFailure(toApiFailure(error))}</Callout>;
  if (!data || !session) return <PageSpinner label="Loading services" />;
  const services = accessibleServices(data.services, session.user.accessible_services);
  return (
    <>
      {services.length === 0 && <NonIdealState title="No services are available to you." />}
      <div className="service-grid" role="list" aria-label="Services">
        {services.map((service) => (
          <ServiceCard key={service.name} service={service} />
        ))}
      </div>
    </>
  );
}

/** The service launcher under the same header as the panel, so anyone signed in can reach their menu and sign out. */
export function SelectServiceScreen() {
  return (
    <>
      <AppHeader />
      <main className="screen select-service">
        <H1>{useRouteTitle()}</H1>
        <ServiceGrid />
      </main>
    </>
  );
}
