import { describe, expect, it } from 'vitest';
import { SELLER_ROLE } from '@shp/contracts';
import type { Session } from '../lib/session';
import { centreMenu } from './personal-center';

const member = (userRole: string, vipGradeCode = 'L0'): Session => ({
  token: 't',
  userName: '会员',
  userId: '1',
  memberId: '1',
  mobile: '138****8000',
  userIcon: '',
  encMobile: '',
  vipGradeCode,
  userRole,
});

describe('personal-centre menu (SPEC §2)', () => {
  it('carries the seller-centre entries for a seller only', () => {
    const seller = centreMenu(member(`X1,${SELLER_ROLE}`)).map((i) => i.label);
    expect(seller).toEqual(expect.arrayContaining(['入驻管理', '提现管理', '场地活动服务']));
    const plain = centreMenu(member('')).map((i) => i.label);
    expect(plain).not.toContain('入驻管理');
    expect(plain).toContain('账号设置');
  });

  it('adds the business report for L3 and L4', () => {
    expect(centreMenu(member('', 'L3')).map((i) => i.label)).toContain('经营报告');
    expect(centreMenu(member('', 'L2')).map((i) => i.label)).not.toContain('经营报告');
  });
});
