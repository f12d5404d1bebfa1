import type { AddressParts } from '@/shared/format/address';
import type { PropertyValueEstimate } from '@/shared/schemas/fact-find';

/**
 * A source of property value estimates. The shipped default works offline from median values; a real
 * valuation service (an AVM) plugs in behind the same shape, chosen by PROPERTY_VALUATION_PROVIDER.
 * Returns null when it has nothing to go on for the address.
 */
export type PropertyValuationProvider = {
  name: string;
  estimate: (address: AddressParts) => Promise<PropertyValueEstimate | null>;
};
