import type { MemberOrderFilter } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './member-orders.repository.js';
import { offsetOf } from '../../lib/paging.js';

/** 我的订单 › 服务订单: a member reads only the orders they bought (buyer_member_id). */
export function createMemberOrdersService(db: Db) {
  return {
    async page(memberId: number, filter: MemberOrderFilter, pageParam: CallContext['pageParam']) {
      const { pageNum, pageSize } = pageParam;
      const { list, total } = await repo.orderPage(db, memberId, filter, pageSize, offsetOf(pageParam).offset);
      return { list, total, pageNum, pageSize };
    },
    async detail(memberId: number, id: number) {
      const order = await repo.findOrder(db, memberId, id);
      // Another member's order reads exactly like a missing one.
      if (!order) throw notFound('订单不存在');
      return order;
    },
  };
}
