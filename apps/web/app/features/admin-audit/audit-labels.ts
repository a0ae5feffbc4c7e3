import { CONTENT_STATUS_LABELS, CONTENT_TYPE_LABELS, LEAD_STATUS_LABELS, OPERATOR_ROLE_LABELS, SELLER_GOODS_STATUS_LABEL } from '@shp/contracts';

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

/** The fields the API records before and after a change, named for the operator (others show as stored). */
const FIELD_LABELS: Record<string, string> = {
  status: '状态',
  assignedOperatorId: '顾问ID',
  assignedOperatorName: '顾问',
  note: '备注',
  gradeCode: '会员等级',
  roles: '角色',
  reason: '原因',
  username: '账号',
  displayName: '姓名',
  role: '角色',
  passwordChanged: '修改密码',
  passwordReset: '重置密码',
  releasedLeads: '退回未分配的线索',
  url: '地址',
  fileName: '文件名',
  size: '大小（字节）',
  name: '名称',
  title: '标题',
  subtitle: '副标题',
  cityCode: '城市',
  address: '地址',
  coverUrl: '封面图',
  imageUrl: '图片',
  createdAt: '创建时间',
  updatedAt: '更新时间',
  publishedAt: '发布时间',
};

export const auditFieldLabel = (key: string) => (Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key] : key);

const OPERATOR_STATUS_LABELS: Record<string, string> = { active: '在岗', disabled: '停用' };

/** What a status code reads as for the kind of object it belongs to. */
function statusLabels(entityType: string): Record<string, string> {
  if (entityType === 'lead') return LEAD_STATUS_LABELS;
  if (entityType === 'goods') return SELLER_GOODS_STATUS_LABEL;
  if (entityType === 'operator') return OPERATOR_STATUS_LABELS;
  return CONTENT_STATUS_LABELS;
}

/** A recorded value as the operator reads it: codes named, yes/no in words, objects as JSON. */
export function auditValue(entityType: string, key: string, v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'string') {
    const labels = key === 'status' ? statusLabels(entityType) : key === 'role' ? OPERATOR_ROLE_LABELS : null;
    return labels && Object.hasOwn(labels, v) ? labels[v as keyof typeof labels] : v;
  }
  return JSON.stringify(v);
}
