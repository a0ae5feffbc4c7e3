import { CONTENT_TYPE_LABELS } from '@shp/contracts';

/** What each recorded operator action is called in the console (the codes the API writes). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'lead.assign': '分配线索',
  'lead.status': '线索状态',
  'lead.note': '线索备注',
  'content.create': '新建内容',
  'content.update': '修改内容',
  'content.publish': '发布',
  'content.unpublish': '下架',
  'content.homeConfig': '首页配置',
  'content.upload': '上传图片',
  'member.grade': '会员等级',
  'member.seller.grant': '开通商家',
  'member.seller.revoke': '关闭商家',
  'goods.approve': '商品审核通过',
  'goods.reject': '商品驳回',
  'operator.create': '新建运营人员',
  'operator.update': '修改运营人员',
  'operator.password': '修改密码',
};

/** The kinds of object an action changes, named as the rest of the console names them. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  lead: '线索',
  member: '会员',
  operator: '运营人员',
  ...CONTENT_TYPE_LABELS,
  homeConfig: '首页配置',
  upload: '图片',
  goods: '商品',
};

export const auditActionLabel = (action: string) => (Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action] : action);
export const auditEntityLabel = (type: string) => (Object.hasOwn(AUDIT_ENTITY_LABELS, type) ? AUDIT_ENTITY_LABELS[type] : type);
