import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { SELLER_ENTRY_STATUS_LABEL, SELLER_SIGNATURE_STATUS_LABEL, type sellerPartnerIncomingSaveOp } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { sellerCompanies, sellerIncomings, sellerStoreBindings } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { createMessage } from '../messages/messages.repository.js';
import * as repo from './seller-entry.repository.js';
import { isUniqueViolation } from './seller-shared.js';
import { keysetBatches, streamXlsx } from './seller-xlsx.js';
import { isoTimeOrNull } from '../../lib/dates.js';
import type { StorageAdapter } from '../../lib/file-storage.js';
import { letGo, releaseFiles } from '../../lib/stored-files.js';

type SaveInput = z.output<(typeof sellerPartnerIncomingSaveOp)['input']>;
type EntryStatus = 'none' | 'draft' | 'pending' | 'approved' | 'rejected';

/**
 * Operator decision on a supplier's submitted entry (partner incoming): approve, or reject with a
 * reason the seller sees on the entry page. Only submitted (pending) entries can be decided.
 */
export async function reviewEntry(db: Db, input: { memberId: number; decision: 'approve' | 'reject'; reason?: string; operator: string }) {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'reject' && !reason) throw badRequest('请填写驳回原因');
  if (reason.length > 200) throw badRequest('驳回原因最多200字');
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  // The decision and the seller's message commit together: no decision they are not told of.
  const row = await db.transaction(async (tx) => {
    const [r] = await tx
      .update(sellerCompanies)
      .set({ status, rejectReason: status === 'rejected' ? reason : null, updatedAt: new Date() })
      .where(and(eq(sellerCompanies.memberId, input.memberId), eq(sellerCompanies.status, 'pending')))
      .returning({ name: sellerCompanies.name });
    if (!r) return null;
    await createMessage(tx, input.memberId, {
      category: 'system',
      title: status === 'approved' ? '入驻审核通过' : '入驻审核未通过',
      content: status === 'approved' ? `${r.name}已入驻成功，可以发布场地活动服务。` : `${r.name}的入驻申请未通过，原因：${reason}`,
      link: '/sellerCenter/networkAcessManageList',
    });
    return r;
  });
  if (!row) {
    const current = await repo.findCompany(db, input.memberId);
    if (!current) throw notFound('入驻申请不存在');
    throw badRequest(`入驻申请当前状态为“${SELLER_ENTRY_STATUS_LABEL[current.status] ?? current.status}”，只有审核中的申请可以审核`);
  }
  return { memberId: input.memberId, status, statusText: SELLER_ENTRY_STATUS_LABEL[status], operator: input.operator };
}

export function createSellerEntryService(db: Db, storage?: StorageAdapter) {
  async function status(memberId: number) {
    const company = await repo.findCompany(db, memberId);
    const s = (company?.status ?? 'none') as EntryStatus;
    return {
      status: s,
      statusText: SELLER_ENTRY_STATUS_LABEL[s],
      rejectReason: company?.rejectReason ?? null,
      submittedAt: isoTimeOrNull(company?.submittedAt),
      projectIds: await repo.myProjectIds(db, memberId),
    };
  }

  async function binding(memberId: number, bindingId: number) {
    const b = await repo.findBinding(db, memberId, bindingId);
    if (!b) throw notFound('绑定记录不存在');
    return b;
  }

  async function checkBindTarget(input: { plazaId: number; storeId: number; brandId: number }) {
    if (!(await repo.findPlaza(db, input.plazaId))) throw badRequest('所选广场不存在');
    const store = await repo.findOpenStore(db, input.plazaId, input.storeId);
    if (!store) throw badRequest('所选店铺不在该广场或未在营业');
    if (!(await repo.findBrand(db, input.brandId))) throw badRequest('所选品牌不存在');
    return store;
  }

  return {
    incomingProjects: (memberId: number) => repo.listIncomingProjects(db, memberId),
    async company(memberId: number) {
      const row = await repo.findCompany(db, memberId);
      return row ? repo.toCompany(row) : null;
    },
    status,

    /** Partner incoming save: a draft, or a submission for review. Under review or approved, it is locked. */
    async saveIncoming(memberId: number, input: SaveInput) {
      const current = await repo.findCompany(db, memberId);
      if (current?.status === 'pending') throw badRequest('入驻资料审核中，暂不能修改');
      if (current?.status === 'approved') throw badRequest('已入驻成功，如需变更请联系业务对接人');
      const ids = [...new Set(input.projectIds.map(Number))];
      const known = await repo.existingProjectIds(db, ids);
      if (known.length !== ids.length) throw badRequest('所选入驻项目不存在');
      const now = new Date();
      const values = {
        name: input.name,
        creditCode: input.creditCode,
        legalPerson: input.legalPerson,
        contact: input.contact,
        phone: input.phone,
        address: input.address,
        licenceUrl: input.licenceUrl ?? null,
        status: input.submit ? 'pending' : 'draft',
        rejectReason: null,
        submittedAt: input.submit ? now : null,
        updatedAt: now,
      };
      const saved = await db.transaction(async (tx) => {
        // Locked states again in the write itself: an entry submitted (another tab) or decided since
        // the check above keeps its state instead of being overwritten by this save.
        const [row] = await tx
          .insert(sellerCompanies)
          .values({ memberId, ...values })
          .onConflictDoUpdate({ target: sellerCompanies.memberId, set: values, setWhere: notInArray(sellerCompanies.status, ['pending', 'approved']) })
          .returning({ memberId: sellerCompanies.memberId });
        if (!row) return false;
        await tx.delete(sellerIncomings).where(eq(sellerIncomings.memberId, memberId));
        await tx.insert(sellerIncomings).values(ids.map((projectId) => ({ memberId, projectId })));
        return true;
      });
      if (!saved) {
        const now = await repo.findCompany(db, memberId);
        throw badRequest(now?.status === 'approved' ? '已入驻成功，如需变更请联系业务对接人' : '入驻资料审核中，暂不能修改');
      }
      // A replaced licence scan goes (decision 048).
      if (storage) await releaseFiles(db, storage, letGo(current?.licenceUrl, values.licenceUrl), { owner: memberId });
      return status(memberId);
    },

    plazaPage: repo.plazaPage.bind(null, db),
    async storesByPlaza(plazaId: number) {
      if (!(await repo.findPlaza(db, plazaId))) throw notFound('广场不存在');
      return repo.storesByPlaza(db, plazaId);
    },
    brandPage: repo.brandPage.bind(null, db),
    bindingPage: repo.bindingPage.bind(null, db),

    async bind(memberId: number, input: { plazaId: number; storeId: number; brandId: number }) {
      const store = await checkBindTarget(input);
      try {
        const [row] = await db
          .insert(sellerStoreBindings)
          .values({ memberId, mallId: input.plazaId, shopId: input.storeId, brandId: input.brandId, bunkNo: repo.bunkOf(store.title, store.floor, store.id) })
          .returning({ id: sellerStoreBindings.id });
        return binding(memberId, row.id);
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest('该店铺已被绑定');
        throw err;
      }
    },

    /** Changing the store or brand voids the signature: the new binding is signed again. */
    async modify(memberId: number, input: { bindingId: number; plazaId: number; storeId: number; brandId: number }) {
      await binding(memberId, input.bindingId);
      const store = await checkBindTarget(input);
      try {
        await db
          .update(sellerStoreBindings)
          .set({
            mallId: input.plazaId,
            shopId: input.storeId,
            brandId: input.brandId,
            bunkNo: repo.bunkOf(store.title, store.floor, store.id),
            signatureStatus: 'unsigned',
            signedAt: null,
            updatedAt: new Date(),
          })
          .where(and(eq(sellerStoreBindings.id, input.bindingId), eq(sellerStoreBindings.memberId, memberId)));
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest('该店铺已被绑定');
        throw err;
      }
      return binding(memberId, input.bindingId);
    },

    async signatureResult(memberId: number, bindingId: number) {
      const b = await binding(memberId, bindingId);
      return { bindingId: b.bindingId, status: b.signatureStatus, statusText: SELLER_SIGNATURE_STATUS_LABEL[b.signatureStatus], signedAt: b.signedAt };
    },

    async sign(memberId: number, bindingId: number) {
      const b = await binding(memberId, bindingId);
      if (b.signatureStatus === 'signed') throw badRequest('该绑定协议已签署');
      // The write only signs what is still unsigned: a sign from another tab committing after the
      // check above made this one overwrite its signing time.
      const signed = await db
        .update(sellerStoreBindings)
        .set({ signatureStatus: 'signed', signedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(sellerStoreBindings.id, bindingId), eq(sellerStoreBindings.memberId, memberId), ne(sellerStoreBindings.signatureStatus, 'signed')))
        .returning({ id: sellerStoreBindings.id });
      if (signed.length === 0) throw badRequest('该绑定协议已签署');
      return this.signatureResult(memberId, bindingId);
    },

    async unbind(memberId: number, bindingId: number) {
      await binding(memberId, bindingId);
      await db.delete(sellerStoreBindings).where(and(eq(sellerStoreBindings.id, bindingId), eq(sellerStoreBindings.memberId, memberId)));
      return null;
    },

    async exportShops(memberId: number, reply: FastifyReply) {
      await streamXlsx(reply, {
        fileName: '店铺列表.xlsx',
        sheetName: '店铺列表',
        columns: [
          { header: '广场', width: 28, value: (b) => b.plazaName },
          { header: '城市', width: 10, value: (b) => b.cityName },
          { header: '店铺', width: 40, value: (b) => b.storeName },
          { header: '铺位号', width: 12, value: (b) => b.bunkNo },
          { header: '楼层', width: 8, value: (b) => b.floor },
          { header: '面积(㎡)', width: 10, value: (b) => b.area },
          { header: '品牌', width: 20, value: (b) => b.brandName },
          { header: '签约状态', width: 10, value: (b) => b.signatureText },
          { header: '签约时间', width: 20, value: (b) => (b.signedAt ? new Date(b.signedAt) : null) },
          { header: '绑定时间', width: 20, value: (b) => new Date(b.createdAt) },
        ],
        batches: keysetBatches((before, limit) => repo.bindingBatch(db, memberId, before, limit)),
      });
    },
  };
}
