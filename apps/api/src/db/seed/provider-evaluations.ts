import { asc, inArray } from 'drizzle-orm';
import { MERCHANT_SERVICES } from '@shp/contracts';
import type { Db } from '../client.js';
import { leads, members, merchantServiceProviders, providerEvaluations, regions } from '../schema/index.js';
import { oneWorkingDayAfter } from '../../lib/working-day.js';
import { Rng, daysFromEpoch } from './random.js';

/** Demo members who enquire and evaluate (the seed's only members: see seedDatabase). */
const EVALUATOR_PHONES = ['13800000003', '13800000011'];

/** The business each demo member enquires for (the L3 member's brand profile is 演示茶饮). */
const COMPANY_OF: Record<string, string> = { '13800000003': '演示茶饮', '13800000011': '演示商家' };

const TEXTS: Record<(typeof MERCHANT_SERVICES)[number]['code'], string[]> = {
  decoration: ['工期按约定完成，现场管理规范', '设计方案贴合品牌调性，商场审图一次通过', '报价透明，没有增项，售后响应快'],
  insurance: ['理赔流程顺畅，一周内到账', '方案按门店面积定制，保费合理', '顾问讲解细致，条款清楚'],
  recruiting: ['两周内招满了店员，到岗率高', '候选人质量不错，面试安排高效', '旺季临时用工解决得很及时'],
  hr_agency: ['社保公积金按时缴纳，从未出错', '多城市门店的人事手续统一办理，省心', '入离职手续办理很快，响应及时'],
};

/**
 * The enquiries behind the providers' scores, and the evaluations on them: about half the
 * providers are rated by one or both demo members, each evaluation resting on an enquiry a
 * consultant followed up (won), as the API requires. The L3 member also has one followed-up
 * enquiry not yet evaluated, so the demo offers 评价服务商. Its own Rng, so other demo data does not shift.
 */
export async function seedProviderEvaluations(db: Db) {
  const rng = new Rng(20261126);
  const evaluators = (
    await db.select({ id: members.id, phone: members.phone }).from(members).where(inArray(members.phone, EVALUATOR_PHONES)).orderBy(asc(members.phone))
  ).filter((m): m is { id: number; phone: string } => m.phone !== null);
  if (!evaluators.length) return;
  const providers = await db
    .select({
      id: merchantServiceProviders.id,
      serviceCode: merchantServiceProviders.serviceCode,
      name: merchantServiceProviders.name,
      cityCodes: merchantServiceProviders.cityCodes,
    })
    .from(merchantServiceProviders)
    .orderBy(asc(merchantServiceProviders.id));
  const plans: { provider: (typeof providers)[number]; member: (typeof evaluators)[number]; evaluate: boolean; daysBack: number }[] = [];
  for (const provider of providers) {
    if (!rng.chance(0.5)) continue;
    for (const member of evaluators) if (rng.chance(0.7)) plans.push({ provider, member, evaluate: true, daysBack: rng.int(20, 300) });
  }
  const open = providers.find((p) => !plans.some((x) => x.provider.id === p.id));
  if (open) plans.push({ provider: open, member: evaluators[0], evaluate: false, daysBack: 12 });

  const cityRows = await db
    .select({ code: regions.code, name: regions.shortName })
    .from(regions)
    .where(inArray(regions.code, [...new Set(plans.map((p) => p.provider.cityCodes[0]))]));
  const cityName = new Map(cityRows.map((r) => [r.code, r.name]));
  for (const plan of plans) {
    const service = MERCHANT_SERVICES.find((s) => s.code === plan.provider.serviceCode)!;
    const createdAt = daysFromEpoch(-plan.daysBack);
    const cityCode = plan.provider.cityCodes[0];
    const company = COMPANY_OF[plan.member.phone] ?? '演示品牌';
    const [lead] = await db
      .insert(leads)
      .values({
        kind: 'merchant_service',
        sourcePage: service.path.slice(1),
        memberId: plan.member.id,
        brandName: company,
        liaison: '王经理',
        phone: plan.member.phone,
        cityCode,
        targetType: 'service',
        targetId: plan.provider.id,
        // What merchantServiceEnquire stores (submitApplication), so the centre shows it like any other.
        details: {
          serviceCode: service.code,
          area: null,
          staffCount: null,
          positions: null,
          remark: null,
          subject: `${service.name} · ${plan.provider.name}`,
          subtitle: company,
          fields: [
            { label: '服务类型', value: service.name },
            { label: '服务商', value: plan.provider.name },
            { label: '公司/店铺', value: company },
            { label: '所在城市', value: cityName.get(cityCode) ?? cityCode },
          ],
          link: service.path,
        },
        status: 'won',
        deadlineAt: oneWorkingDayAfter(createdAt),
        firstContactAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: leads.id });
    if (!plan.evaluate) continue;
    await db.insert(providerEvaluations).values({
      providerId: plan.provider.id,
      memberId: plan.member.id,
      leadId: lead.id,
      stars: rng.pick([3, 4, 4, 5, 5, 5]),
      content: rng.pick(TEXTS[service.code]),
      createdAt: daysFromEpoch(-plan.daysBack + rng.int(3, 15)),
    });
  }
}
