import { queryOptions } from '@tanstack/react-query';
import { marketRentOp, type MarketRentInput } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

export type MarketRentAsk = Omit<MarketRentInput, 'kind'> & { kind?: MarketRentInput['kind'] };

/** The same answer for everyone: no asker in the key. */
export const marketRentQuery = (input: MarketRentAsk) =>
  queryOptions({
    queryKey: opKey(marketRentOp, { asker: null, input }),
    queryFn: () => callApi(marketRentOp, { kind: 'shop', ...input }, { silent: true }),
    staleTime: 10 * 60 * 1000,
  });
