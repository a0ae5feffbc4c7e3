import { describe, expect, it } from 'vitest';
import { SHARE_TRACK_TABLE, shareTrackCodes } from './analytics.js';

describe('share-tracking table (SPEC §7)', () => {
  it('files a share from the mall, shop and space detail pages under their tuple at every address they have', () => {
    // /shoppingMallDetail and /productDetail are one mall page; /newShopDetails and /shopDetail one shop page.
    expect(shareTrackCodes('shoppingMallDetail')).toEqual(SHARE_TRACK_TABLE.productDetail);
    expect(shareTrackCodes('newShopDetails')).toEqual(SHARE_TRACK_TABLE.shopDetail);
    for (const page of ['productDetail', 'shoppingMallDetail', 'shopDetail', 'newShopDetails', 'spaceDetail']) {
      expect(shareTrackCodes(page)).not.toEqual(SHARE_TRACK_TABLE.default);
    }
  });
});
