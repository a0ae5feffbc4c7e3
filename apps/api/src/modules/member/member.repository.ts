import { asc, eq } from 'drizzle-orm';
import { splitEquities, type Grade } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { memberGrades, members } from '../../db/schema/index.js';

export async function listGrades(db: Db): Promise<Grade[]> {
  const rows = await db.select().from(memberGrades).orderBy(asc(memberGrades.sort));
  return rows.map((r) => ({ gradeCode: r.gradeCode, gradeName: r.gradeName, equities: r.equities, equityList: splitEquities(r.equities) }));
}

export async function findMemberProfile(db: Db, id: number) {
  const [row] = await db
    .select({ id: members.id, phone: members.phone, nickName: members.nickName, avatarUrl: members.avatarUrl, gradeCode: members.gradeCode, roles: members.roles })
    .from(members)
    .where(eq(members.id, id))
    .limit(1);
  return row ?? null;
}
