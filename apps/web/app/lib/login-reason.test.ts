import { describe, expect, it } from 'vitest';
import { loginReason } from './login-reason';

describe('loginReason: why /login asks', () => {
  it('names the member feature of the page the visitor was going to', () => {
    expect(loginReason('/shopRecommended')).toBe('登录后使用智能选址');
    expect(loginReason('/findResultList?recordId=3')).toBe('登录后使用智能选址');
    expect(loginReason('/personalCenter/myCollection?tab=shop')).toBe('登录后使用我的收藏');
    expect(loginReason('/personalCenter/operationalData')).toBe('登录后使用经营报告');
    expect(loginReason('/personalCenter')).toBe('登录后使用个人中心');
    expect(loginReason('/sellerCenter/orderManageList')).toBe('登录后使用订单管理');
  });

  it('says nothing for a public page, an unknown path or no redirect', () => {
    expect(loginReason('/shopDetail?id=1')).toBeNull();
    expect(loginReason('/')).toBeNull();
    expect(loginReason('/nowhere')).toBeNull();
    expect(loginReason(null)).toBeNull();
    expect(loginReason('https://evil.example/personalCenter')).toBeNull();
  });
});
