import { describe, expect, it } from 'vitest';
import { myCooperationHref } from './my-cooperation-href';

describe('myCooperationHref', () => {
  it('opens one application when the receipt names it, else the list', () => {
    expect(myCooperationHref(12)).toBe('/personalCenter/myCooperation?id=12');
    expect(myCooperationHref(undefined)).toBe('/personalCenter/myCooperation');
  });
});
