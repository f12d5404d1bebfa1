import type { AddressParts, StateCode } from '@/shared/format/address';
import { formatMoney } from '@/shared/format/money';
import type { PropertyValueEstimate } from '@/shared/schemas/fact-find';
import medianValues from './median-values.json';
import type { PropertyValuationProvider } from './property-valuation';

type MedianTable = {
  source: string;
  asAt: string;
  rangePercent: number;
  regions: { name: string; state: string; postcodes: number[][]; house: number; unit: number }[];
  regional: Record<string, { name: string; house: number; unit: number }>;
};

/** Australia Post's postcode ranges by state (territory ranges first: they sit inside NSW's). */
const statePostcodes: [StateCode, number, number][] = [
  ['ACT', 200, 299],
  ['ACT', 2600, 2618],
  ['ACT', 2900, 2920],
  ['NT', 800, 999],
  ['NSW', 1000, 2999],
  ['VIC', 3000, 3999],
  ['QLD', 4000, 4999],
  ['SA', 5000, 5999],
  ['WA', 6000, 6999],
  ['TAS', 7000, 7999],
  ['VIC', 8000, 8999],
  ['QLD', 9000, 9999],
];

/** "Unit 4, 12 Smith St", "4/12 Smith St", "Apt 3 ..." are units; anything else is taken as a house. */
function dwellingOf(streetAddress: string): 'house' | 'unit' {
  return /^\s*(unit|apartment|apt|flat|suite|level)\b|^\s*\d+[a-z]?\s*\/\s*\d/i.test(streetAddress)
    ? 'unit'
    : 'house';
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The offline provider: an indicative estimate from the median house or unit price of the address's
 * region (by postcode, or the state's regional median when only the state is known), with a range of
 * ± the table's percentage. It says so in the answer: this is not a valuation.
 */
export function createOfflineMedianValuation(table: MedianTable = medianValues): PropertyValuationProvider {
  return {
    name: 'offline-median',
    estimate: async (address: AddressParts): Promise<PropertyValueEstimate | null> => {
      const postcode = /^\d{4}$/.test(address.postcode) ? Number(address.postcode) : null;
      const state =
        address.state ||
        (postcode === null
          ? ''
          : (statePostcodes.find(([, low, high]) => postcode >= low && postcode <= high)?.[0] ?? ''));
      const region =
        postcode === null
          ? undefined
          : table.regions.find(
              (candidate) =>
                (!state || candidate.state === state) &&
                candidate.postcodes.some(([low = 0, high = 0]) => postcode >= low && postcode <= high),
            );
      const medians = region ?? (state ? table.regional[state] : undefined);
      if (!medians) return null;

      const dwelling = dwellingOf(address.streetAddress);
      const median = medians[dwelling];
      const spread = median * (table.rangePercent / 100);
      const place = [address.suburb, state, address.postcode].filter(Boolean).join(' ');
      return {
        estimatedValue: roundTo(median, 5000),
        low: roundTo(median - spread, 5000),
        high: roundTo(median + spread, 5000),
        indicative: true,
        dwelling,
        region: medians.name,
        basis:
          `Indicative only: the approximate median ${dwelling} price for ${medians.name}` +
          `${place ? ` (matched from ${place})` : ''}, ${formatMoney(median)} as at ${table.asAt}. ` +
          'It does not consider the property itself and is not a valuation.',
        source: table.source,
        asAt: table.asAt,
      };
    },
  };
}
