import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';

export const CONTRACT_STATUS = { template: '合同范本', signing: '签署中', active: '履约中', ended: '已到期' } as const;

export const contractItemSchema = z.object({
  id: z.number().int(),
  contractNo: z.string(),
  title: z.string(),
  kind: z.enum(['template', 'lease', 'service']),
  partyA: z.string(),
  partyB: z.string(),
  amount: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(['template', 'signing', 'active', 'ended']),
  statusText: z.string(),
  /** True for the member's own contracts, false for public templates. */
  mine: z.boolean(),
});
export type ContractItem = z.infer<typeof contractItemSchema>;

/**
 * /newsContractList needs no login (SPEC): a visitor sees the public standard templates; a logged-in
 * member sees their own contracts as well.
 */
export const contractListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/contract/list',
  access: 'public',
  summary: '合同列表（访客：合同范本；会员：另含本人合同）',
  input: z.object({ scope: z.enum(['all', 'mine', 'template']).default('all') }).default({ scope: 'all' }),
  output: pageOf(contractItemSchema).extend({ loggedIn: z.boolean() }),
  paged: true,
});

export const contractDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/contract/detail',
  access: 'member',
  summary: '合同详情（范本或本人合同）',
  input: z.object({ id: z.coerce.number().int().positive('合同不存在') }),
  output: contractItemSchema.extend({ paragraphs: z.array(z.string()) }),
});
