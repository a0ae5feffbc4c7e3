import { describe, expectTypeOf, it } from 'vitest';
import { hotWordsOp, sellerWithdrawalBalanceOp, storeUpOp, businessReportOp, adminLeadStatsOp } from '@shp/contracts';
import type { AuthMember } from '../lib/call-context.js';
import type { OpContext } from './ops.js';

// Checked by `npm run typecheck`: a handler of a member, seller or report operation gets the member
// as non-null (access is checked before it runs), every other handler may get none.
describe('the context a handler is given', () => {
  it('holds a member for member, seller and report operations', () => {
    expectTypeOf<OpContext<typeof storeUpOp>['member']>().toEqualTypeOf<AuthMember>();
    expectTypeOf<OpContext<typeof sellerWithdrawalBalanceOp>['member']>().toEqualTypeOf<AuthMember>();
    expectTypeOf<OpContext<typeof businessReportOp>['member']>().toEqualTypeOf<AuthMember>();
  });

  it('may hold none for public and operator operations', () => {
    expectTypeOf<OpContext<typeof hotWordsOp>['member']>().toEqualTypeOf<AuthMember | null>();
    expectTypeOf<OpContext<typeof adminLeadStatsOp>['member']>().toEqualTypeOf<AuthMember | null>();
  });
});
