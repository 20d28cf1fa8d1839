import { DEFAULT_PRICES, defaultBusinessSettings, type Prices, type PublicBusiness } from '@common/business-settings';

/** GET /api/business as an empty database starts it (UTC, SPEC's prices and slots), with `prices` changed. */
export function sampleBusiness(prices: Partial<Prices> = {}): PublicBusiness {
  const {
    boardingCapacity: _boarding,
    daycareCapacity: _daycare,
    ...business
  } = defaultBusinessSettings({
    timeZone: 'UTC',
    boardingCapacity: 20,
    vaccinePolicy: 'enforce',
  });
  return { ...business, prices: { ...DEFAULT_PRICES, ...prices } };
}
