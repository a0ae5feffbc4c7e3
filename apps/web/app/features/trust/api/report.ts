import { reportListingOp, type OpInput } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';

export const reportListing = (input: OpInput<typeof reportListingOp>) => callApi(reportListingOp, input);
