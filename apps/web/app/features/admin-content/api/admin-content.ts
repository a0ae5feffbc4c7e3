import { queryOptions } from '@tanstack/react-query';
import {
  adminContentGetOp,
  adminContentListOp,
  adminContentOptionsOp,
  adminContentSaveOp,
  adminContentSetStatusOp,
  adminHomeConfigGetOp,
  adminHomeConfigSaveOp,
  adminUploadOp,
  cityListOp,
  districtListOp,
  type ContentType,
  type OpInput,
} from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

/** Every op the content console reads: what a save or a status change refreshes. */
export const ADMIN_CONTENT_OPS = [adminContentListOp, adminContentGetOp, adminContentOptionsOp, adminHomeConfigGetOp, cityListOp, districtListOp];

export const contentListQuery = (type: ContentType, q: string | undefined, status: 'published' | 'draft' | undefined, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(adminContentListOp, { asker: OPERATOR, input: { type, q, status }, page: { pageNum, pageSize } }),
    queryFn: () => adminCall(adminContentListOp, { type, q, status }, { pageParam: { pageNum, pageSize } }),
  });

export const contentItemQuery = (type: ContentType, id: number) =>
  queryOptions({
    queryKey: opKey(adminContentGetOp, { asker: OPERATOR, input: { type, id } }),
    queryFn: () => adminCall(adminContentGetOp, { type, id }),
    staleTime: 0,
  });

export const contentOptionsQuery = () =>
  queryOptions({ queryKey: opKey(adminContentOptionsOp, { asker: OPERATOR }), queryFn: () => adminCall(adminContentOptionsOp, {}), staleTime: 300_000 });

export const homeConfigQuery = () =>
  queryOptions({ queryKey: opKey(adminHomeConfigGetOp, { asker: OPERATOR }), queryFn: () => adminCall(adminHomeConfigGetOp, {}) });

export const saveContent = (input: OpInput<typeof adminContentSaveOp>) => adminCall(adminContentSaveOp, input, { silent: true });
export const setContentStatus = (input: OpInput<typeof adminContentSetStatusOp>) => adminCall(adminContentSetStatusOp, input);
export const saveHomeConfig = (input: OpInput<typeof adminHomeConfigSaveOp>) => adminCall(adminHomeConfigSaveOp, input, { silent: true });

/** Reads a picked file as base64 and stores it through the storage folder. */
export async function uploadImage(file: File): Promise<string> {
  const buf = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < buf.length; i += 0x8000) bin += String.fromCharCode(...buf.subarray(i, i + 0x8000));
  const { url } = await adminCall(adminUploadOp, { fileName: file.name.slice(0, 128) || 'image', dataBase64: btoa(bin) });
  return url;
}

/** Every city (for the city fields), from the public city list. */
export const allCitiesQuery = () =>
  queryOptions({
    queryKey: opKey(cityListOp, { asker: OPERATOR }),
    queryFn: () => adminCall(cityListOp, {}),
    select: (list) => list.region.flatMap((g) => g.cities).map((c) => ({ value: c.cityCode, label: `${c.cityName}（${c.provinceName}）` })),
    staleTime: 3_600_000,
  });

/** The districts of a city, for a district field: picked by name, stored as the code. */
export const cityDistrictsQuery = (cityCode: string) =>
  queryOptions({
    queryKey: opKey(districtListOp, { asker: OPERATOR, input: { cityCode } }),
    queryFn: () => adminCall(districtListOp, { cityCode }),
    select: (districts) => districts.map((d) => ({ value: d.regionId, label: d.regionName })),
    enabled: /^\d{6}$/.test(cityCode),
    staleTime: 3_600_000,
  });
