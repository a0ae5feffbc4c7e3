import {
  MERCHANT_SERVICES,
  PROVIDER_EVALUATION_NOT_SERVED_MSG,
  maskNickName,
  type EnquiryInput,
  type MerchantServiceCode,
  type PageParam,
} from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext, MemberCallContext } from '../../lib/call-context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { submitApplication, type LeadField } from '../cooperation/cooperation.service.js';
import * as repo from './merchant-services.repository.js';
import { cityNames } from '../../lib/regions.js';
import { isoTime } from '../../lib/dates.js';

type ServiceRow = Awaited<ReturnType<typeof repo.listServices>>[number];
const toService = (r: ServiceRow) => ({
  ...r,
  code: r.code as MerchantServiceCode,
  providerCount: Number(r.providerCount),
  enquiryCount: Number(r.enquiryCount),
});

/** What each service's form must carry beyond the common fields. */
function requireServiceFields(input: EnquiryInput) {
  if (input.serviceCode === 'decoration' && !input.area) throw badRequest('请输入店铺面积');
  if ((input.serviceCode === 'insurance' || input.serviceCode === 'hr_agency') && !input.staffCount) throw badRequest('请输入员工人数');
  if (input.serviceCode === 'recruiting' && !input.positions) throw badRequest('请输入招聘岗位');
}

export function createMerchantServicesService(db: Db) {
  return {
    async list() {
      return (await repo.listServices(db)).map(toService);
    },

    async detail(code: string) {
      const row = await repo.serviceByCode(db, code);
      if (!row) throw notFound('服务不存在');
      return toService(row);
    },

    async providers(input: { serviceCode?: string; cityCode?: string }, page: PageParam) {
      const { rows, total } = await repo.providerPage(db, input, page);
      const names = await cityNames(
        db,
        rows.flatMap((r) => r.cityCodes),
      );
      return {
        list: rows.map((r) => ({
          id: r.id,
          serviceCode: r.serviceCode as MerchantServiceCode,
          name: r.name,
          logoUrl: r.logoUrl,
          intro: r.intro,
          cityNames: r.cityCodes.map((c) => names.get(c) ?? c),
          rating: r.rating === null ? null : Number(r.rating),
          evaluationCount: Number(r.evaluationCount),
          caseCount: r.caseCount,
          priceText: r.priceText,
          features: r.features,
        })),
        total,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
      };
    },

    async evaluations(providerId: number, page: PageParam) {
      if (!(await repo.providerById(db, providerId))) throw notFound('服务商不存在');
      const { rows, total } = await repo.evaluationPage(db, providerId, page);
      return {
        list: rows.map((r) => ({
          id: r.id,
          providerId: r.providerId,
          memberName: maskNickName(r.nickName),
          stars: r.stars,
          content: r.content,
          createdAt: isoTime(r.createdAt),
        })),
        total,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
      };
    },

    async evaluate(input: { providerId: number; stars: number; content: string }, ctx: MemberCallContext) {
      const member = ctx.member;
      if (!(await repo.providerById(db, input.providerId))) throw notFound('服务商不存在');
      const [served] = await repo.servedEnquiries(db, member.id, [input.providerId]);
      if (!served) throw badRequest(PROVIDER_EVALUATION_NOT_SERVED_MSG);
      const id = await repo.insertEvaluation(db, { ...input, memberId: member.id, leadId: served.leadId });
      if (id === null) throw badRequest('您已评价过该服务商');
      return { id };
    },

    async myEvaluationState(ctx: MemberCallContext) {
      const memberId = ctx.member.id;
      const [served, evaluated] = await Promise.all([repo.servedEnquiries(db, memberId), repo.evaluatedProviderIds(db, memberId)]);
      const done = new Set(evaluated);
      return { evaluable: [...new Set(served.map((s) => s.providerId))].filter((id) => !done.has(id)), evaluated };
    },

    async enquire(input: EnquiryInput, ctx: CallContext) {
      requireServiceFields(input);
      const service = MERCHANT_SERVICES.find((s) => s.code === input.serviceCode)!;
      let providerName: string | null = null;
      if (input.providerId) {
        const p = await repo.providerById(db, input.providerId);
        if (!p || p.serviceCode !== input.serviceCode) throw notFound('服务商不存在');
        providerName = p.name;
      }
      const cities = await cityNames(db, [input.cityCode]);
      if (!cities.has(input.cityCode)) throw badRequest('城市不存在');
      const fields: LeadField[] = [
        { label: '服务类型', value: service.name },
        ...(providerName ? [{ label: '服务商', value: providerName }] : []),
        { label: '公司/店铺', value: input.companyName },
        { label: '所在城市', value: cities.get(input.cityCode)! },
        ...(input.area ? [{ label: '店铺面积', value: `${input.area}㎡` }] : []),
        ...(input.staffCount ? [{ label: '员工人数', value: `${input.staffCount}人` }] : []),
        ...(input.positions ? [{ label: '招聘岗位', value: input.positions }] : []),
        ...(input.remark ? [{ label: '备注', value: input.remark }] : []),
      ];
      return submitApplication(db, ctx, {
        kind: 'merchant_service',
        sourcePage: service.path.slice(1),
        subject: providerName ? `${service.name} · ${providerName}` : service.name,
        subtitle: input.companyName,
        targetType: 'service',
        targetId: input.providerId ?? null,
        brandName: input.companyName,
        liaison: input.liaison,
        phone: input.phone,
        identifyingCode: input.identifyingCode,
        cityCode: input.cityCode,
        fields,
        raw: {
          serviceCode: input.serviceCode,
          area: input.area ?? null,
          staffCount: input.staffCount ?? null,
          positions: input.positions ?? null,
          remark: input.remark ?? null,
        },
        link: service.path,
      });
    },
  };
}
