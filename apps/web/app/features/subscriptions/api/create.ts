import { savedSearchCreateOp, type OpInput } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';

export const createSavedSearch = (input: OpInput<typeof savedSearchCreateOp>) => callApi(savedSearchCreateOp, input);
