import type { ServiceEntry, ServiceName } from '../../api/generated';

/** The launcher entries whose name is in the user's accessible_services. */
export function accessibleServices(
  services: readonly ServiceEntry[],
  accessible: readonly ServiceName[],
): ServiceEntry[] {
  return services.filter((service) => accessible.includes(service.name));
}
