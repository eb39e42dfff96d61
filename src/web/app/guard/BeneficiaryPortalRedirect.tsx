import { NonIdealState } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { toApiFailure, describeFailure } from '../../api/apiFailure';
import { useListServicesQuery } from '../../api/generated';
import { PageSpinner } from '../../components/PageSpinner';
import { browserLocation } from '../browserLocation';

/**
 * A Regular Beneficiary is sent to the beneficiaries portal, whose address is a
 * server deployment setting (GET /api/services), never a build-time constant.
 */
export function BeneficiaryPortalRedirect() {
  const { data, error } = useListServicesQuery();
  const portalUrl = data?.beneficiary_portal_url;
  useEffect(() => {
    if (portalUrl) browserLocation.redirectTo(portalUrl);
  }, [portalUrl]);
  if (error) {
    return <NonIdealState icon={<ErrorIcon size={48} />} title={describeFailure(toApiFailure(error))} />;
  }
  return <PageSpinner label="Opening the beneficiaries portal" />;
}
