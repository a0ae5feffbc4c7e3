import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { CONSULTANT_SERVICES } from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import { setSessionFromLogin } from '../../lib/session';
import { clearCookies, memberLogin } from '../../test/member-cookies';
import QuestionEvaluate from './question-evaluate';

afterEach(clearCookies);

const consultant = { id: 1, name: '朱勇', avatarUrl: '/a.jpg', title: '招商总监', cityName: '北京' };

describe('/questionEvaluate read by a visitor who then logs in', () => {
  it('is read again for the member: services they have evaluated are no longer offered', { timeout: 20_000 }, async () => {
    let reads = 0;
    const loader = () => {
      reads++;
      // The member has evaluated every service already; the visitor's read knew none of them.
      return { c: { ...consultant, evaluatedServices: reads > 1 ? CONSULTANT_SERVICES.map((s) => s.code) : [] }, serviceCode: undefined };
    };
    renderRoutes([{ path: '/questionEvaluate', Component: QuestionEvaluate, loader }], '/questionEvaluate?consultantId=1');
    await screen.findByRole('button', { name: '登录后提交评价' });
    act(() => setSessionFromLogin(memberLogin));
    expect(await screen.findByText('您已评价过该顾问的全部服务项目')).toBeTruthy();
    expect(reads).toBe(2);
  });
});
