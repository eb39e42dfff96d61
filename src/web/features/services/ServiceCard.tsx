import { Card, H2, Intent } from '@blueprintjs/core';
import { StaticTag } from '../../components/StaticTag';
import { useId } from 'react';
import type { ServiceEntry } from '../../api/generated';
import { ServiceLink } from './ServiceLink';

/** One launcher entry: icon, name, description and address; the visited one marked. */
export function ServiceCard({ service }: { service: ServiceEntry }) {
  const current = service.is_currently_visited;
  const headingId = useId();
  return (
    <Card
      className="service-card"
      elevation={current ? 2 : 1}
      selected={current}
      aria-current={current ? 'true' : undefined}
      aria-labelledby={headingId}
      role="listitem"
    >
      <img className="service-icon" src={service.icon} alt="" width={48} height={48} />
      <H2 id={headingId}>{service.name}</H2>
      {current && (
        <StaticTag intent={Intent.PRIMARY} minimal>
          Current service
        </StaticTag>
      )}
      <p className="service-description">{service.description}</p>
      <ServiceLink name={service.name} url={service.serviceUrl} current={current} />
    </Card>
  );
}
