import { queryOptions } from '@tanstack/react-query';
import { marketRentOp, type MarketRentInput } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

export type MarketRentAsk = Omit<MarketRentInput, 'kind'> & { kind?: MarketRentInput['kind'] };

/** How often a scope still being computed (统计中) is asked again; the server caches answers a minute. */
export const PENDING_REFETCH_MS = 30 * 1000;

/** The same answer for everyone: no asker in the key. */
export const marketRentQuery = (input: MarketRentAsk) =>
  queryOptions({
    queryKey: opKey(marketRentOp, { asker: null, input }),
    queryFn: () => callApi(marketRentOp, { kind: 'shop', ...input }, { silent: true }),
    staleTime: 10 * 60 * 1000,
    refetchInterval: (q) => (q.state.data?.pending ? PENDING_REFETCH_MS : false),
  });
