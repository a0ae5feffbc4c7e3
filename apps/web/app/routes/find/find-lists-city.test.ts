import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { districtListOp, formatTreeOp, projectPageListOp, shopPageListOp, type OpDef } from '@shp/contracts';
import { loader as shopListLoader } from './find-shop-list';
import { loader as mallListLoader } from './product';

/** Beijing's districts as the API lists them; the request carries no city cookie, so the city is Beijing. */
const BEIJING = [
  { regionId: '110101', regionName: '东城区' },
  { regionId: '110105', regionName: '朝阳区' },
];

function fakeContext() {
  const calls: { path: string; input: Record<string, unknown> }[] = [];
  const call = async (op: OpDef, input: Record<string, unknown>) => {
    calls.push({ path: op.path, input });
    if (op.path === districtListOp.path) return BEIJING;
    if (op.path === formatTreeOp.path) return [];
    return { total: 0, list: [] };
  };
  return { calls, context: { api: { call }, pageUrl: '/' } as unknown as AppLoadContext };
}

const args = (url: string, context: AppLoadContext) =>
  ({ request: new Request(`http://localhost${url}`), context, params: {} }) as Parameters<typeof shopListLoader>[0];

describe('find lists after a city switch', () => {
  it('drops a district of the previous city from 找铺 (the list showed 0 units and no district chosen)', async () => {
    const { calls, context } = fakeContext();
    // 310101 is Shanghai's 黄浦区, chosen before the visitor switched to Beijing.
    const data = await shopListLoader(args('/findShopList?tabcheck=1&addressList=310101,110105', context));
    const lists = calls.filter((c) => c.path === shopPageListOp.path);
    expect(lists.at(-1)!.input.addressList).toEqual(['110105']);
    expect(data.filter.addressList).toEqual(['110105']);
    const onlyOther = fakeContext();
    const other = await shopListLoader(args('/findShopList?tabcheck=2&region=310101', onlyOther.context));
    expect(onlyOther.calls.filter((c) => c.path === shopPageListOp.path).at(-1)!.input.region).toBeUndefined();
    expect(other.filter.region).toBeUndefined();
  });

  it("keeps the city's own districts and asks for the list once", async () => {
    const { calls, context } = fakeContext();
    await shopListLoader(args('/findShopList?tabcheck=1&addressList=110101,110105', context));
    const lists = calls.filter((c) => c.path === shopPageListOp.path);
    expect(lists).toHaveLength(1);
    expect(lists[0].input.addressList).toEqual(['110101', '110105']);
  });

  it('drops a district of the previous city from 找商场', async () => {
    const { calls, context } = fakeContext();
    const data = await mallListLoader(args('/product?districtCode=310101', context));
    expect(calls.filter((c) => c.path === projectPageListOp.path).at(-1)!.input.districtCode).toBeUndefined();
    expect(data.filter.districtCode).toBeUndefined();
    const own = fakeContext();
    await mallListLoader(args('/product?districtCode=110105', own.context));
    const lists = own.calls.filter((c) => c.path === projectPageListOp.path);
    expect(lists).toHaveLength(1);
    expect(lists[0].input.districtCode).toBe('110105');
  });
});
