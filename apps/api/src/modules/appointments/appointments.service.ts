import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { APPOINTMENT_MAX_DAYS_AHEAD, APPOINTMENT_PERIODS, APPOINTMENT_STATUS, chinaDay, type Appointment } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { appointments, consultants, leadEvents, leads } from '../../db/schema/index.js';
import type { AuthMember } from '../../lib/call-context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { consultantRating } from '../consultants/consultants.repository.js';
import { insertLead, channelOf } from '../leads/leads.repository.js';
import { createMessage } from '../messages/messages.repository.js';
import { offsetOf } from '../../lib/paging.js';

type Row = { a: typeof appointments.$inferSelect; c: { name: string; title: string; avatarUrl: string } | null };

const toAppointment = ({ a, c }: Row): Appointment => ({
  id: a.id,
  consultantId: a.consultantId,
  consultantName: c?.name ?? '顾问',
  consultantTitle: c?.title ?? '',
  consultantAvatar: c?.avatarUrl ?? '',
  appointDate: a.appointDate,
  period: a.period as Appointment['period'],
  periodText: APPOINTMENT_PERIODS[a.period as Appointment['period']],
  topic: a.topic,
  status: a.status as Appointment['status'],
  statusText: APPOINTMENT_STATUS[a.status as Appointment['status']],
  createTime: a.createdAt.toISOString(),
});

export function createAppointmentsService(db: Db) {
  const select = () =>
    db
      .select({ a: appointments, c: { name: consultants.name, title: consultants.title, avatarUrl: consultants.avatarUrl } })
      .from(appointments)
      .leftJoin(consultants, eq(consultants.id, appointments.consultantId));

  return {
    async consultants(cityCode?: string) {
      const rows = await db
        .select({ id: consultants.id, name: consultants.name, title: consultants.title, avatarUrl: consultants.avatarUrl, cityCode: consultants.cityCode })
        .from(consultants)
        .where(and(eq(consultants.status, 'published'), cityCode ? eq(consultants.cityCode, cityCode) : undefined))
        .orderBy(sql`${consultantRating} desc nulls last`, asc(consultants.id))
        .limit(50);
      return rows;
    },

    async create(
      member: AuthMember,
      wrapper: Record<string, unknown>,
      input: { consultantId: number; appointDate: string; period: Appointment['period']; topic: string; liaison?: string; phone?: string },
    ) {
      if (input.appointDate <= chinaDay()) throw badRequest('请选择明天及以后的日期');
      if (input.appointDate > chinaDay(new Date(), APPOINTMENT_MAX_DAYS_AHEAD)) throw badRequest(`只能预约${APPOINTMENT_MAX_DAYS_AHEAD}天内的日期`);
      const [c] = await db
        .select()
        .from(consultants)
        .where(and(eq(consultants.id, input.consultantId), eq(consultants.status, 'published')));
      if (!c) throw notFound('顾问不存在');
      const phone = input.phone ?? member.phone;
      if (!phone) throw badRequest('请输入正确的手机号码');
      const lead = await insertLead(db, {
        kind: 'appointment',
        sourcePage: 'makeAppointment',
        memberId: member.id,
        liaison: input.liaison ?? member.nickName.slice(0, 20),
        phone,
        cityCode: c.cityCode,
        targetType: 'consultant',
        targetId: c.id,
        details: { appointDate: input.appointDate, period: input.period, topic: input.topic },
        channel: channelOf(wrapper),
      });
      const [a] = await db
        .insert(appointments)
        .values({ memberId: member.id, leadId: lead.id, consultantId: c.id, appointDate: input.appointDate, period: input.period, topic: input.topic })
        .returning();
      await createMessage(db, member.id, {
        category: 'service',
        title: '预约已提交',
        content: `您已预约顾问 ${c.name}（${input.appointDate} ${APPOINTMENT_PERIODS[input.period]}），顾问将在 1 个工作日内与您确认。`,
        link: '/personalCenter/makeAppointment',
      });
      return toAppointment({ a, c: { name: c.name, title: c.title, avatarUrl: c.avatarUrl } });
    },

    async list(memberId: number, page: { pageNum: number; pageSize: number }) {
      const where = eq(appointments.memberId, memberId);
      const [rows, [{ n }]] = await Promise.all([
        select().where(where).orderBy(desc(appointments.id)).limit(page.pageSize).offset(offsetOf(page).offset),
        db.select({ n: count() }).from(appointments).where(where),
      ]);
      return { list: rows.map(toAppointment), total: Number(n), ...page };
    },

    async cancel(memberId: number, id: number) {
      return db.transaction(async (tx) => {
        const [a] = await tx
          .update(appointments)
          .set({ status: 'cancelled' })
          .where(and(eq(appointments.id, id), eq(appointments.memberId, memberId), inArray(appointments.status, ['pending', 'confirmed'])))
          .returning();
        if (!a) {
          const [exists] = await tx
            .select({ id: appointments.id })
            .from(appointments)
            .where(and(eq(appointments.id, id), eq(appointments.memberId, memberId)));
          if (!exists) throw notFound('预约不存在');
          throw badRequest('该预约已结束，不能取消');
        }
        // The history names the status the lead left: the console shows a move only with both ends.
        const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, a.leadId)).for('update');
        if (lead && lead.status !== 'won' && lead.status !== 'lost') {
          await tx.update(leads).set({ status: 'lost', updatedAt: new Date() }).where(eq(leads.id, a.leadId));
          await tx
            .insert(leadEvents)
            .values({ leadId: a.leadId, actor: `member:${memberId}`, fromStatus: lead.status, toStatus: 'lost', note: '会员取消了预约' });
        }
        return null;
      });
    },
  };
}
