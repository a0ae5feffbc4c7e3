import { asc, inArray } from 'drizzle-orm';
import { CONSULTANT_SERVICES } from '@shp/contracts';
import type { Db } from '../client.js';
import { consultantEvaluations, consultants, members } from '../schema/index.js';
import { Rng, daysFromEpoch } from './random.js';

/** Demo members who evaluate (the seed's only members: see seedDatabase). */
const EVALUATOR_PHONES = ['13800000003', '13800000011'];

const TEXTS: Record<(typeof CONSULTANT_SERVICES)[number]['code'], string[]> = {
  site_selection: ['选址报告很扎实，客群分析到位', '推荐的三个商圈都很贴合品牌定位', '对比了几个点位，建议很中肯'],
  viewing: ['带看很专业，动线讲解细致', '现场把工程条件讲得很清楚', '约的时间很准，带看效率高'],
  negotiation: ['帮我们争取到了三个月免租期', '谈判节奏把握得好，条件比预期好', '租金递增谈下来了，省心'],
  opening: ['进场装修协调得很顺利', '证照办理跟进及时，按期开业', '开业活动对接很周到'],
  policy: ['首店补贴政策讲得很透', '帮忙梳理了申请材料，少走弯路', '政策解读清楚，回复及时'],
};

/**
 * Evaluations behind the consultants' scores (a score is their mean): about half the consultants
 * have some, the rest show 暂无评分, so the demo shows both. Its own Rng, so the demo data drawn
 * elsewhere does not shift. Same rule as the API: one evaluation per member, consultant and service.
 */
export async function seedConsultantEvaluations(db: Db) {
  const rng = new Rng(20261125);
  const evaluators = await db.select({ id: members.id }).from(members).where(inArray(members.phone, EVALUATOR_PHONES)).orderBy(asc(members.id));
  if (!evaluators.length) return;
  const rows = await db.select({ id: consultants.id }).from(consultants).orderBy(asc(consultants.id));
  const values: (typeof consultantEvaluations.$inferInsert)[] = [];
  for (const c of rows) {
    if (!rng.chance(0.5)) continue;
    for (const m of evaluators) {
      for (const service of rng.pickSome(CONSULTANT_SERVICES, rng.int(1, 2))) {
        values.push({
          consultantId: c.id,
          memberId: m.id,
          serviceCode: service.code,
          stars: rng.pick([3, 4, 4, 5, 5, 5]),
          content: rng.pick(TEXTS[service.code]),
          createdAt: daysFromEpoch(-rng.int(3, 300)),
        });
      }
    }
  }
  if (values.length) await db.insert(consultantEvaluations).values(values);
}
