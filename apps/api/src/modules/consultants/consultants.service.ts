import { CONSULTANT_EVALUATION_NOT_SERVED_MSG, CONSULTANT_SERVICES, maskNickName, maskPhone, type Consultant, type PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext, MemberCallContext } from '../../lib/call-context.js';
import { badRequest, notFound, tooMany } from '../../lib/errors.js';
import { oneWorkingDayAfter } from '../../lib/working-day.js';
import { createMessage } from '../messages/messages.repository.js';
import { channelOf, insertLead } from '../leads/leads.repository.js';
import * as repo from './consultants.repository.js';
import { dbRateLimiter } from '../../lib/rate-limit.js';
import { cityNames } from '../../lib/regions.js';
import { isoTime } from '../../lib/dates.js';

const serviceName = (code: string) => CONSULTANT_SERVICES.find((s) => s.code === code)?.name ?? code;

/** 王** style: the first character of a nickname, the rest hidden. */

async function toConsultants(db: Db, rows: repo.ConsultantRow[]): Promise<Consultant[]> {
  const names = await cityNames(
    db,
    rows.map((r) => r.cityCode),
  );
  return rows.map((r) => ({
    ...r,
    rating: r.rating === null ? null : Number(r.rating),
    evaluationCount: Number(r.evaluationCount),
    cityName: names.get(r.cityCode) ?? '',
  }));
}

export function createConsultantsService(db: Db) {
  return {
    async list(input: { cityCode?: string; specialty?: string; keyword?: string }, page: PageParam) {
      const { rows, total } = await repo.consultantPage(db, { ...input, keyword: input.keyword || undefined }, page);
      return { list: await toConsultants(db, rows), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async detail(id: number, ctx: CallContext) {
      const row = await repo.consultantById(db, id);
      if (!row) throw notFound('顾问不存在');
      const [[c], stats, collected, evaluated] = await Promise.all([
        toConsultants(db, [row]),
        repo.serviceStats(db, id),
        ctx.member ? repo.isCollected(db, ctx.member.id, id) : false,
        ctx.member ? repo.evaluatedServices(db, ctx.member.id, id) : [],
      ]);
      const byCode = new Map(stats.map((s) => [s.serviceCode, s]));
      return {
        ...c,
        collected,
        evaluatedServices: evaluated,
        services: CONSULTANT_SERVICES.map((s) => ({
          code: s.code,
          name: s.name,
          description: s.description,
          evaluationCount: Number(byCode.get(s.code)?.n ?? 0),
          avgStars: byCode.get(s.code)?.avg ?? null,
        })),
      };
    },

    async evaluations(consultantId: number, page: PageParam) {
      if (!(await repo.consultantById(db, consultantId))) throw notFound('顾问不存在');
      const { rows, total } = await repo.evaluationPage(db, consultantId, page);
      return {
        list: rows.map((r) => ({
          id: r.id,
          consultantId: r.consultantId,
          memberName: maskNickName(r.nickName),
          serviceCode: r.serviceCode,
          serviceName: serviceName(r.serviceCode),
          stars: r.stars,
          content: r.content,
          createdAt: isoTime(r.createdAt),
        })),
        total,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
      };
    },

    async evaluate(input: { consultantId: number; serviceCode: string; stars: number; content: string }, ctx: MemberCallContext) {
      const member = ctx.member;
      if (!(await repo.consultantById(db, input.consultantId))) throw notFound('顾问不存在');
      const stored = await repo.insertEvaluation(db, { ...input, memberId: member.id });
      if ('refused' in stored) {
        if (stored.refused === 'not-served') throw badRequest(CONSULTANT_EVALUATION_NOT_SERVED_MSG);
        const evaluated = await repo.evaluatedServices(db, member.id, input.consultantId);
        throw badRequest(
          evaluated.includes(input.serviceCode)
            ? `您已评价过该顾问的“${serviceName(input.serviceCode)}”服务`
            : '您对该顾问的每次服务都已评价，再次接受服务后可继续评价',
        );
      }
      return { id: stored.id };
    },

    async collected(ctx: MemberCallContext, page: PageParam) {
      const { rows, total } = await repo.collectedPage(db, ctx.member.id, page);
      const list = await toConsultants(db, rows);
      return { list: list.map((c, i) => ({ ...c, collectedAt: isoTime(rows[i].collectedAt) })), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async collect(input: { consultantId: number; collect: boolean }, ctx: MemberCallContext) {
      if (!(await repo.consultantById(db, input.consultantId))) throw notFound('顾问不存在');
      await repo.setCollected(db, ctx.member.id, input.consultantId, input.collect);
      return { collected: input.collect };
    },

    async serviceProjects() {
      const [stats, consultantCount] = await Promise.all([repo.serviceStats(db), repo.consultantCountsBySpecialty(db)]);
      const byCode = new Map(stats.map((s) => [s.serviceCode, s]));
      return CONSULTANT_SERVICES.map((s) => ({
        code: s.code,
        name: s.name,
        description: s.description,
        evaluationCount: Number(byCode.get(s.code)?.n ?? 0),
        avgStars: byCode.get(s.code)?.avg ?? null,
        consultantCount,
      }));
    },

    async askQuestion(input: { consultantId?: number; category: string; content: string; liaison: string; phone: string }, ctx: CallContext) {
      if (!(await dbRateLimiter(db).hit(`question:ip:${ctx.ip}`, 20, 3600_000))) throw tooMany();
      const consultant = input.consultantId ? await repo.consultantById(db, input.consultantId) : undefined;
      if (input.consultantId && !consultant) throw notFound('顾问不存在');
      const now = new Date();
      const deadlineAt = oneWorkingDayAfter(now);
      // The question and the member's receipt commit together: a failed receipt would answer an
      // error for a question already stored, and the member's retry would store it twice.
      const id = await db.transaction(async (tx) => {
        const questionId = await repo.insertQuestion(tx, {
          memberId: ctx.member?.id ?? null,
          consultantId: input.consultantId ?? null,
          category: input.category,
          content: input.content,
          liaison: input.liaison,
          phone: input.phone,
          deadlineAt,
        });
        // The operators' inbox is where someone takes the question up within the working day.
        await insertLead(
          tx,
          {
            kind: 'question',
            sourcePage: input.consultantId ? 'consultantDetail' : 'consultant',
            memberId: ctx.member?.id ?? null,
            liaison: input.liaison,
            phone: input.phone,
            targetType: consultant ? 'consultant' : null,
            targetId: consultant?.id ?? null,
            details: {
              subject: `${input.category}问题`,
              questionId,
              fields: [
                { label: '问题类型', value: input.category },
                { label: '问题描述', value: input.content },
                ...(consultant ? [{ label: '指定顾问', value: consultant.name }] : []),
              ],
            },
            channel: channelOf(ctx.wrapper),
          },
          now,
        );
        if (ctx.member) {
          await createMessage(tx, ctx.member.id, {
            category: 'service',
            title: '问题已提交',
            content: `您的${input.category}问题已收到，顾问将在1个工作日内通过 ${maskPhone(input.phone)} 与您联系。`,
            link: input.consultantId ? `/consultantDetail?id=${input.consultantId}` : null,
          });
        }
        return questionId;
      });
      return { id, deadlineAt: deadlineAt.toISOString() };
    },
  };
}
