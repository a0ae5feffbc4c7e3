import { savedSearchDeleteOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';

export const deleteSavedSearch = (id: number) => callApi(savedSearchDeleteOp, { id });
