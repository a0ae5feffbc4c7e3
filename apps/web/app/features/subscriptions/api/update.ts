import { savedSearchUpdateOp, type OpInput } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';

export const updateSavedSearch = (input: OpInput<typeof savedSearchUpdateOp>) => callApi(savedSearchUpdateOp, input);
