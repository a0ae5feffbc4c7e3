import { queryOptions } from '@tanstack/react-query';
import { adminListingTrustOp, adminVerifyListingOp, type OpInput } from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

export const adminListingTrustQuery = (target: 'shop' | 'mall', id: number) =>
  queryOptions({
    queryKey: opKey(adminListingTrustOp, { asker: OPERATOR, input: { target, id } }),
    queryFn: () => adminCall(adminListingTrustOp, { target, id }),
  });

export const verifyListing = (input: OpInput<typeof adminVerifyListingOp>) => adminCall(adminVerifyListingOp, input);

/** A picked file as base64 for the envelope. */
export async function fileBase64(file: File): Promise<string> {
  const buf = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < buf.length; i += 0x8000) bin += String.fromCharCode(...buf.subarray(i, i + 0x8000));
  return btoa(bin);
}
