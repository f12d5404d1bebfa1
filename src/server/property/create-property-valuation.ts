import { createOfflineMedianValuation } from './create-offline-median-valuation';
import type { PropertyValuationProvider } from './property-valuation';

/**
 * The property valuation provider chosen by PROPERTY_VALUATION_PROVIDER. Only the offline median provider
 * ships; a valuation service is added here as another name, with its own settings.
 */
export function createPropertyValuation(
  environment: NodeJS.ProcessEnv = process.env,
): PropertyValuationProvider {
  const name = environment.PROPERTY_VALUATION_PROVIDER || 'offline';
  if (name === 'offline') return createOfflineMedianValuation();
  throw new Error(`PROPERTY_VALUATION_PROVIDER=${name} is not a known provider (known: offline)`);
}
