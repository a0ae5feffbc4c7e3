import { AGREEMENT_CODES, type AgreementCode, type AgreementConsent, type PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import {
  agreedVersions,
  findAgreement,
  findAgreementsByIds,
  latestAgreements,
  pageAgreementDetails,
  pageAgreements,
  recordConsents,
} from './agreement.repository.js';

/** Consent per member and version; a newer version than the one agreed asks for agreement again. */
export async function consentStatus(db: Db, memberId: number): Promise<AgreementConsent> {
  const [latest, agreed] = await Promise.all([latestAgreements(db), agreedVersions(db, memberId)]);
  const items = AGREEMENT_CODES.map((code) => {
    const l = latest.find((a) => a.code === code);
    return { code, latestId: l?.id ?? null, latestVersion: l?.version ?? null, agreedVersion: agreed.get(code) ?? null };
  });
  return { items, reAgree: items.some((i) => i.latestVersion !== null && i.agreedVersion !== i.latestVersion) };
}

/** Records consent to the latest version of both documents (ticking the box at login). */
export async function agreeToLatest(db: Db, memberId: number, at = new Date()) {
  await recordConsents(db, memberId, await latestAgreements(db), at);
}

export function createAgreementService(db: Db) {
  return {
    page: (code: AgreementCode, p: PageParam) => pageAgreements(db, code, p.pageNum, p.pageSize),
    latest: (code: AgreementCode, p: PageParam) => pageAgreementDetails(db, code, p.pageNum, p.pageSize),
    async detail(id: number) {
      const a = await findAgreement(db, id);
      if (!a) throw notFound('协议不存在');
      return a;
    },
    consentStatus: (memberId: number) => consentStatus(db, memberId),
    async agree(memberId: number, ids: number[]) {
      const unique = [...new Set(ids)];
      const found = await findAgreementsByIds(db, unique);
      if (found.length !== unique.length) throw notFound('协议不存在');
      await recordConsents(db, memberId, found);
      return consentStatus(db, memberId);
    },
  };
}
