import { asc, eq } from 'drizzle-orm';
import { splitEquities, type Grade } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { memberGrades, members } from '../../db/schema/index.js';
import { bindingPage, findCompany } from '../seller/seller-entry.repository.js';

export async function listGrades(db: Db): Promise<Grade[]> {
  const rows = await db.select().from(memberGrades).orderBy(asc(memberGrades.sort));
  return rows.map((r) => ({ gradeCode: r.gradeCode, gradeName: r.gradeName, equities: r.equities, equityList: splitEquities(r.equities) }));
}

export async function findMemberProfile(db: Db, id: number) {
  const [row] = await db
    .select({
      id: members.id,
      phone: members.phone,
      nickName: members.nickName,
      avatarUrl: members.avatarUrl,
      gradeCode: members.gradeCode,
      roles: members.roles,
    })
    .from(members)
    .where(eq(members.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The stores a member is affiliated with: their seller-centre bindings (newest first, at most
 * `limit`) and their supplier entry. Reads the seller module's queries so both show the same rows.
 */
export async function findAffiliations(db: Db, memberId: number, limit: number) {
  const [page, company] = await Promise.all([bindingPage(db, memberId, limit, 0), findCompany(db, memberId)]);
  return { bindings: page.list, total: page.total, company: company ? { name: company.name, status: company.status } : null };
}
