import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ResultCode, ServerText, businessReportOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { clearSession, setSessionFromLogin } from '../../lib/session';
import { BusinessReport } from './BusinessReport';

function signIn(gradeCode: string) {
  act(() =>
    setSessionFromLogin({
      token: 'tok-1',
      expiresIn: 604800,
      userInfo: { desePhone: '138****8000', avatarUrl: '', nickName: '张三', memberId: '7', userId: 'u1', encryptPhone: 'enc', gradeCode, userRole: '' },
    }),
  );
}

/** Every URL the page fetches; the report call is refused as the API refuses it. */
function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return envelope(null, ResultCode.FORBIDDEN);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('经营报告 (BusinessReport)', { timeout: 30_000 }, () => {
  it('refuses an L0 member from the session grade, without the call the API can only refuse', async () => {
    const calls = stubApi();
    signIn('L0');
    renderWithProviders(<BusinessReport token="tok-1" />);
    expect(await screen.findByText('经营报告仅对 L3、L4 会员开放')).toBeTruthy();
    expect(screen.getByText(ServerText.VIP_ONLY)).toBeTruthy();
    expect(calls).not.toContain(businessReportOp.path);
  });

  it('asks the API for an L3 member, and still shows its refusal (a grade lowered since login)', async () => {
    const calls = stubApi();
    signIn('L3');
    renderWithProviders(<BusinessReport token="tok-1" />);
    expect(await screen.findByText('经营报告仅对 L3、L4 会员开放')).toBeTruthy();
    expect(calls).toContain(businessReportOp.path);
  });
});
