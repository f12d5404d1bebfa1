import { AppError } from '@/shared/app-error';
import { parseAddress } from '@/shared/format/address';
import type { PropertyValueEstimate } from '@/shared/schemas/fact-find';
import type { PropertyValuationProvider } from '@/server/property/property-valuation';

/** POST /api/research-property-value: an estimate for one address line from the configured provider. */
export async function researchPropertyValue({
  provider,
  address,
}: {
  provider: PropertyValuationProvider;
  address: string;
}): Promise<PropertyValueEstimate> {
  const estimate = await provider.estimate(parseAddress(address));
  if (!estimate) throw new AppError('NOT_FOUND', 'No estimate is available for this address');
  return estimate;
}
