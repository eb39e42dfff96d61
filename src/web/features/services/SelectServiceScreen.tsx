import { Callout, H1, Intent, NonIdealState } from '@blueprintjs/core';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useListServicesQuery } from '../../api/generated';
import { useSession } from '../../app/session';
import { PageSpinner } from '../../components/PageSpinner';
import { useRouteTitle } from '../../app/useRouteTitle';
import { accessibleServices } from './accessibleServices';
import { ServiceCard } from './ServiceCard';

/** The service launcher, limited to the user's accessible services (docs/architecture.md, The web app). */
export function SelectServiceScreen() {
  const title = useRouteTitle();
  const session = useSession();
  const { data, error } = useListServicesQuery();
  if (error) return <Callout intent={Intent.DANGER}>{describeFailure(toApiFailure(error))}</Callout>;
  if (!data || !session) return <PageSpinner label="Loading services" />;
  const services = accessibleServices(data.services, session.user.accessible_services);
  return (
    <main className="screen select-service">
      <H1>{title}</H1>
      {services.length === 0 && <NonIdealState title="No services are available to you." />}
      <div className="service-grid" role="list" aria-label="Services">
        {services.map((service) => (
          <ServiceCard key={service.name} service={service} />
        ))}
      </div>
    </main>
  );
}
