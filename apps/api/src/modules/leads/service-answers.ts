import { and, desc, eq, sql } from 'drizzle-orm';
// The member's own names of lead statuses, as 我的合作 and the brand pages show them.
import { CHINA_UTC_OFFSET_MS, formatPhoneExtension, LEAD_STATUS_NAMES } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { leads, malls, PUBLISHED } from '../../db/schema/index.js';

export interface ServiceAnswer {
  content: string;
  links: { label: string; to: string }[];
}

const cst = (d: Date) => new Date(d.getTime() + CHINA_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

type Rule = { test: RegExp; answer: (db: Db, ctx: { memberId: number; sitePhone: string }) => Promise<ServiceAnswer> | ServiceAnswer };

/**
 * The automatic first answer of the online service: the question is matched against topics and
 * answered with the member's own data where there is some (their latest lead, counts from the
 * catalogue). Every question and answer is stored for operators to follow up.
 */
const RULES: Rule[] = [
  {
    test: /留资|顾问|预约|回电|联系我|进度/,
    async answer(db, { memberId }) {
      const [lead] = await db
        .select({ brandName: leads.brandName, status: leads.status, deadlineAt: leads.deadlineAt })
        .from(leads)
        .where(and(eq(leads.memberId, memberId), eq(leads.kind, 'consult')))
        .orderBy(desc(leads.id))
        .limit(1);
      if (!lead) {
        return {
          content: '您还没有预约咨询。留下品牌名称、联系人和手机号，顾问将在1个工作日内联系您。',
          links: [{ label: '预约咨询', to: '/?consult=1' }],
        };
      }
      return {
        content: `您最近一次留资（品牌：${lead.brandName}）当前状态：${LEAD_STATUS_NAMES[lead.status] ?? lead.status}。${lead.status === 'new' ? `顾问将在 ${cst(lead.deadlineAt)} 前与您联系。` : ''}`,
        links: [{ label: '查看我的品牌', to: '/personalCenter/myBrand' }],
      };
    },
  },
  {
    test: /电话|人工|客服|投诉热线/,
    answer: (_db, { sitePhone }) => ({
      content: `客服电话 ${formatPhoneExtension(sitePhone)}（工作日 9:00-18:00）。您也可以在这里留言，客服会尽快回复。`,
      links: [],
    }),
  },
  {
    test: /商场|购物中心|mall/i,
    async answer(db) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(malls)
        .where(and(eq(malls.status, PUBLISHED), eq(malls.openStatus, 'open')));
      return {
        content: `平台目前收录已开业商场 ${Number(row?.n ?? 0)} 个，可按城市、业态、面积筛选，并查看招商手册与周边配套。`,
        links: [{ label: '找商场', to: '/product' }],
      };
    },
  },
  {
    test: /租金|价格|多少钱|费用|铺位|商铺|店铺/,
    answer: () => ({
      content: '铺位租金因城市、商场、楼层和面积不同而差异较大，可在「找铺」按面积、租金和业态筛选；也可使用智能选址获得匹配推荐。',
      links: [
        { label: '找铺', to: '/findShopList?tabcheck=1' },
        { label: '智能选址', to: '/shopRecommended' },
      ],
    }),
  },
  {
    test: /场地|快闪|活动|路演|展览/,
    answer: () => ({ content: '活动与短租场地按天租赁，可查看热门场地并在线询价。', links: [{ label: '找场地', to: '/spaceList?tabcheck=2' }] }),
  },
  {
    test: /加盟|代理|连锁/,
    answer: () => ({
      content: '品牌加盟栏目提供加盟品牌的投资额、门店数与加盟政策，可直接提交加盟意向。',
      links: [{ label: '品牌加盟', to: '/franchiseBrands' }],
    }),
  },
  {
    test: /合作|供应商|异业|IP/i,
    answer: () => ({ content: '我们提供异业合作、供应商合作、加盟合作与IP合作的对接服务。', links: [{ label: '找合作', to: '/cooperAtions?tabcheck=0' }] }),
  },
  {
    test: /装修|保险|招聘|人事|社保/,
    answer: () => ({ content: '商户服务包括店铺装修、商户保险、商户招聘与人事代理。', links: [{ label: '商户服务', to: '/merchantService' }] }),
  },
  {
    test: /会员|VIP|积分|等级|抽奖/i,
    answer: () => ({ content: '会员等级与积分可在个人中心查看，积分可用于积分商城兑换和抽奖。', links: [{ label: '会员积分', to: '/personalCenter/point' }] }),
  },
  {
    test: /建议|意见|纠错|反馈/,
    answer: () => ({
      content: '感谢您的反馈！您可以在「投诉与建议」中详细描述，我们会在处理后通过消息通知您。',
      links: [{ label: '投诉与建议', to: '/personalCenter/proPosal' }],
    }),
  },
];

export async function answerQuestion(db: Db, ctx: { memberId: number; question: string; sitePhone: string }): Promise<ServiceAnswer> {
  const rule = RULES.find((r) => r.test.test(ctx.question));
  if (rule) return rule.answer(db, ctx);
  return {
    content: `已收到您的问题，客服将在工作时间内回复您；着急的话请拨打客服电话 ${formatPhoneExtension(ctx.sitePhone)}。`,
    links: [],
  };
}
