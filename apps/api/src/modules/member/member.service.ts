import {
  AFFILIATED_STORE_MAX,
  AFFILIATED_STORE_ROLE_LABEL,
  GRADE_L0_LABEL,
  REPORT_GRADES,
  SELLER_ENTRY_STATUS_LABEL,
  SELLER_ROLE,
  affiliatedStoresSchema,
  maskPhone,
  type AffiliatedStores,
  type Grade,
  type MemberInfo,
  type MemberLevel,
} from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { AuthMember } from '../../lib/call-context.js';
import { notFound } from '../../lib/errors.js';
import { findAffiliations, findMemberProfile, listGrades } from './member.repository.js';

/** Seller-centre entries of SPEC §2 (entry management, withdrawal, site activity services). */
const SELLER_MENU = [
  { title: '入驻管理', path: '/sellerCenter/networkAcessManageList', name: 'networkAcessManageList' },
  { title: '提现管理', path: '/sellerCenter/withdrawalManagement', name: 'withdrawalManagement' },
  { title: '场地活动服务', path: '/sellerCenter/goods/list', name: 'goodsList' },
  { title: '订单管理', path: '/sellerCenter/orderManageList', name: 'orderManageList' },
  { title: '评价管理', path: '/sellerCenter/evaluationManagement', name: 'evaluationManagement' },
];

/** The supplier-entry states the contract names (besides 'none'). */
const ENTRY_STATUSES = affiliatedStoresSchema.shape.entryStatus.options.filter((s) => s !== 'none');

export function createMemberService(db: Db) {
  // Grades change only with a migration; a short per-process cache spares a query per page.
  let cached: { at: number; grades: Grade[] } | null = null;
  async function grades() {
    if (!cached || Date.now() - cached.at > 60_000) cached = { at: Date.now(), grades: await listGrades(db) };
    return cached.grades;
  }
  async function gradeOf(code: string) {
    return (await grades()).find((g) => g.gradeCode === code) ?? null;
  }

  async function level(m: AuthMember): Promise<MemberLevel> {
    const g = await gradeOf(m.gradeCode);
    const isVip = m.gradeCode !== 'L0';
    return {
      gradeCode: m.gradeCode,
      gradeName: isVip ? (g?.gradeName ?? m.gradeCode) : GRADE_L0_LABEL,
      isVip,
      reportAccess: (REPORT_GRADES as readonly string[]).includes(m.gradeCode),
      sellerAccess: m.roles.includes(SELLER_ROLE),
      equityList: g?.equityList ?? [],
    };
  }

  return {
    grades,
    /** VIP equity: L1–L4 only. */
    async equityList() {
      return (await grades()).filter((g) => g.gradeCode !== 'L0');
    },
    async info(m: AuthMember): Promise<MemberInfo> {
      const row = await findMemberProfile(db, m.id);
      if (!row) throw notFound();
      const g = await gradeOf(row.gradeCode);
      return {
        avatarUrl: row.avatarUrl ?? '',
        desePhone: row.phone ? maskPhone(row.phone) : '',
        nickName: row.nickName,
        memberId: String(row.id),
        gradeCode: row.gradeCode,
        gradeName: row.gradeCode === 'L0' ? GRADE_L0_LABEL : (g?.gradeName ?? row.gradeCode),
      };
    },
    level,
    /**
     * SPEC §7 queryAffiliatedStore: the stores this member runs in the seller centre (their own
     * bindings only), with their role and the binding's signature status, and the supplier entry.
     * A plain member answers an empty list.
     */
    async affiliatedStores(m: AuthMember): Promise<AffiliatedStores> {
      const { bindings, total, company } = await findAffiliations(db, m.id, AFFILIATED_STORE_MAX);
      const entryStatus = ENTRY_STATUSES.find((s) => s === company?.status) ?? 'none';
      return {
        sellerAccess: m.roles.includes(SELLER_ROLE),
        entryStatus,
        entryStatusText: SELLER_ENTRY_STATUS_LABEL[entryStatus] ?? '',
        companyName: company?.name ?? null,
        stores: bindings.map((b) => ({
          bindingId: b.bindingId,
          storeId: b.storeId,
          storeName: b.storeName,
          plazaId: b.plazaId,
          plazaName: b.plazaName,
          cityName: b.cityName,
          bunkNo: b.bunkNo,
          floor: b.floor,
          brandId: b.brandId,
          brandName: b.brandName,
          role: 'operator',
          roleName: AFFILIATED_STORE_ROLE_LABEL.operator,
          status: b.signatureStatus,
          statusText: b.signatureText,
          boundAt: b.createdAt,
        })),
        total,
      };
    },
    sellerMenu: () => SELLER_MENU,
    async report(m: AuthMember) {
      const l = await level(m);
      return { gradeCode: l.gradeCode, gradeName: l.gradeName };
    },
  };
}
