import { desc, eq } from 'drizzle-orm';
import { CHAT_HUMAN_REQUEST, formatPhoneExtension, LEAD_KIND_LABELS, LEAD_STATUS_NAMES } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import { isWorkingTime, WORK_END_HOUR, WORK_START_HOUR } from '../../lib/working-hours.js';
import { chinaMinuteText } from '../../lib/dates.js';

export interface BotAnswer {
  content: string;
  links: { label: string; to: string }[];
}

/** Every automatic answer says so, and offers a person. */
export const BOT_PREFIX = '【自动回复】';
const OFFER = `如需人工服务，请点击「${CHAT_HUMAN_REQUEST}」。`;
export const HOURS_TEXT = `工作日 ${WORK_START_HOUR}:00-${WORK_END_HOUR}:00（法定节假日除外）`;

/** The member asks for a person (转人工, 人工客服, 找真人…). */
export const wantsHuman = (text: string) => /转人工|人工|真人|找顾问|联系顾问/.test(text);

type Rule = { test: RegExp; answer: (db: Db, ctx: { memberId: number; sitePhone: string; now: Date }) => Promise<BotAnswer> | BotAnswer };

/**
 * The simple questions the bot answers at once: the member's own lead status, opening hours and
 * the phone line. Anything else goes to a consultant (their open lead's, else the shared queue).
 */
const RULES: Rule[] = [
  {
    test: /进度|状态|留资|我的(需求|咨询|线索|申请)|回电|什么时候联系/,
    async answer(db, { memberId }) {
      const [lead] = await db
        .select({ kind: leads.kind, brandName: leads.brandName, status: leads.status, deadlineAt: leads.deadlineAt })
        .from(leads)
        .where(eq(leads.memberId, memberId))
        .orderBy(desc(leads.id))
        .limit(1);
      if (!lead) {
        return {
          content: `${BOT_PREFIX}您还没有留资记录。留下品牌名称、联系人和手机号，顾问将在1个工作日内联系您。${OFFER}`,
          links: [{ label: '预约咨询', to: '/?consult=1' }],
        };
      }
      const what = LEAD_KIND_LABELS[lead.kind as keyof typeof LEAD_KIND_LABELS] ?? '留资';
      const brand = lead.brandName ? `（品牌：${lead.brandName}）` : '';
      const due = lead.status === 'new' ? `顾问将在 ${chinaMinuteText(lead.deadlineAt)} 前与您联系。` : '';
      return {
        content: `${BOT_PREFIX}您最近一次${what}${brand}当前状态：${LEAD_STATUS_NAMES[lead.status] ?? lead.status}。${due}${OFFER}`,
        links: [{ label: '查看我的品牌', to: '/personalCenter/myBrand' }],
      };
    },
  },
  {
    test: /几点|上班|下班|营业|工作时间|服务时间|什么时候(有人|在线)/,
    answer: (_db, { now }) => ({
      content: `${BOT_PREFIX}人工客服时间：${HOURS_TEXT}。${isWorkingTime(now) ? '现在是工作时间，顾问会尽快回复您。' : '现在是非工作时间，您的留言顾问上班后会第一时间回复。'}${OFFER}`,
      links: [],
    }),
  },
  {
    test: /电话|热线|号码|座机/,
    answer: (_db, { sitePhone }) => ({
      content: `${BOT_PREFIX}客服电话 ${formatPhoneExtension(sitePhone)}（${HOURS_TEXT}）。${OFFER}`,
      links: [],
    }),
  },
];

/** The bot's answer, or null when the question is for a person. */
export async function botAnswer(db: Db, ctx: { memberId: number; question: string; sitePhone: string; now: Date }): Promise<BotAnswer | null> {
  const rule = RULES.find((r) => r.test.test(ctx.question));
  return rule ? rule.answer(db, ctx) : null;
}
