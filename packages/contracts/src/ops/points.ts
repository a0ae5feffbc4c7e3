import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';
import { PHONE_PATTERN } from '../rules.js';
import { encodedPhone } from '../phone-codec.js';

/** Task template codes of SPEC §7: register, brand info, consult, share, scan, collect, sign. */
export const TASK_CODES = ['register', 'brand_info', 'consult', 'share', 'scan', 'collect', 'sign'] as const;
export const taskCodeSchema = z.enum(TASK_CODES, { message: '任务不存在' });

/** Points a lottery draw costs. */
export const LOTTERY_COST = 50;

export const taskSchema = z.object({
  taskTemplateId: taskCodeSchema,
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  rule: z.enum(['once', 'daily', 'per_target']),
  /** Awards a day for per-target tasks. */
  dailyLimit: z.number().int().nullable(),
  link: z.string(),
  /** Done for good (once), or today's quota used up. */
  done: z.boolean(),
  todayCount: z.number().int(),
});
export type PointTask = z.infer<typeof taskSchema>;

export const pointSummarySchema = z.object({
  balance: z.number().int(),
  totalEarned: z.number().int(),
  totalSpent: z.number().int(),
  todayEarned: z.number().int(),
  signedToday: z.boolean(),
  lotteryCost: z.number().int(),
  tasks: z.array(taskSchema),
  rules: z.array(z.string()),
});
export type PointSummary = z.infer<typeof pointSummarySchema>;

export const pointSummaryOp = defineOp({
  method: 'POST',
  path: '/api/foreground/points/summary',
  access: 'member',
  summary: '积分余额、规则与任务',
  input: noInput,
  output: pointSummarySchema,
});

/** SPEC §3 task request: actionType, taskTemplateId, targetId, taskId. */
export const doTaskOp = defineOp({
  method: 'POST',
  path: '/wact-web/wd/yypt/task/doTask',
  access: 'member',
  summary: '完成任务领积分（每个任务按其规则只奖励一次，幂等）',
  input: z.object({
    actionType: z.string().max(32).optional(),
    taskTemplateId: taskCodeSchema,
    targetId: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(64, '目标编号过长')).optional(),
    taskId: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(64)).optional(),
  }),
  output: z.object({
    awarded: z.boolean(),
    points: z.number().int(),
    balance: z.number().int(),
    /** Why nothing was awarded (already done, daily limit reached). */
    reason: z.string().nullable(),
  }),
});

export const billItemSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  kind: z.enum(['task', 'redeem', 'lottery', 'prize']),
  title: z.string(),
  createTime: z.string(),
});
export type BillItem = z.infer<typeof billItemSchema>;

export const pointBillOp = defineOp({
  method: 'POST',
  path: '/api/foreground/points/bill',
  access: 'member',
  summary: '积分明细（分页；可按收入/支出）',
  input: z.object({ direction: z.enum(['all', 'in', 'out']).default('all') }).default({ direction: 'all' }),
  output: pageOf(billItemSchema),
  paged: true,
});

export const goodsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  pointsCost: z.number().int(),
  stock: z.number().int(),
  virtual: z.boolean(),
});
export type Goods = z.infer<typeof goodsSchema>;

export const goodsListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/points/goodsList',
  access: 'member',
  summary: '积分商城商品（分页）',
  input: noInput,
  output: pageOf(goodsSchema),
  paged: true,
});

export const redeemOp = defineOp({
  method: 'POST',
  path: '/api/foreground/points/redeem',
  access: 'member',
  summary: '积分兑换商品（扣积分、减库存、生成订单，同一事务）',
  input: z.object({
    goodsId: z.coerce.number().int().positive('商品不存在'),
    receiver: z.string().trim().max(20, '收货人最多20个字').optional(),
    phone: encodedPhone(z.string().trim().regex(PHONE_PATTERN, '请输入正确的手机号码'), { plain: 'accept' }).optional(),
    address: z.string().trim().max(200, '地址最多200个字').optional(),
  }),
  output: z.object({ orderNo: z.string(), balance: z.number().int() }),
});

export const orderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  goodsName: z.string(),
  imageUrl: z.string(),
  points: z.number().int(),
  status: z.enum(['paid', 'shipped', 'done']),
  receiver: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  createTime: z.string(),
});
export type PointOrder = z.infer<typeof orderSchema>;

export const orderListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/points/orderList',
  access: 'member',
  summary: '我的积分订单（分页）',
  input: noInput,
  output: pageOf(orderSchema),
  paged: true,
});

export const orderDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/points/orderDetail',
  access: 'member',
  summary: '积分订单详情（仅本人）',
  input: z.object({ id: z.coerce.number().int().positive('订单不存在') }),
  output: orderSchema,
});

export const prizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  kind: z.enum(['points', 'goods', 'none']),
  pointsValue: z.number().int(),
  /** Chance of this prize on the next draw, 0–1, from the weights of prizes in stock. */
  probability: z.number(),
  inStock: z.boolean(),
});
export type LotteryPrize = z.infer<typeof prizeSchema>;

export const lotteryInfoOp = defineOp({
  method: 'POST',
  path: '/api/foreground/points/lotteryInfo',
  access: 'member',
  summary: '积分抽奖：奖品、概率、每次消耗',
  input: noInput,
  output: z.object({ cost: z.number().int(), balance: z.number().int(), prizes: z.array(prizeSchema) }),
});

export const drawSchema = z.object({
  id: z.number().int(),
  prizeId: z.number().int(),
  prizeName: z.string(),
  prizeKind: z.enum(['points', 'goods', 'none']),
  imageUrl: z.string(),
  cost: z.number().int(),
  status: z.enum(['none', 'credited', 'pending', 'delivered']),
  createTime: z.string(),
});
export type LotteryDraw = z.infer<typeof drawSchema>;

export const drawOp = defineOp({
  method: 'POST',
  path: '/api/foreground/points/draw',
  access: 'member',
  summary: '抽奖一次（服务器端加密随机数；扣积分、减奖品库存、记录结果，同一事务）',
  input: noInput,
  output: z.object({ draw: drawSchema, balance: z.number().int() }),
});

export const myPrizeListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/points/myPrizeList',
  access: 'member',
  summary: '我的奖品（中奖记录，分页）',
  input: z.object({ includeMisses: z.boolean().default(false) }).default({ includeMisses: false }),
  output: pageOf(drawSchema),
  paged: true,
});
