import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { adminOperatorCreateOp, adminOperatorListOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { OperatorManager } from './OperatorManager';

afterEach(() => vi.unstubAllGlobals());

const admin = { id: 1, username: 'admin', displayName: '管理员', role: 'admin' as const };

function stubApi() {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    paths.push(url);
    if (url === adminOperatorListOp.path) return envelope({ list: [], total: 0, pageNum: 1, pageSize: 20 });
    return envelope(null);
  });
  return paths;
}

describe('新建运营人员表单用契约的中文提示 (OperatorManager)', { timeout: 60_000 }, () => {
  it('refuses what the server would refuse, with the same words, before calling it', async () => {
    const paths = stubApi();
    renderWithProviders(<OperatorManager operator={admin} />);
    fireEvent.click(await screen.findByRole('button', { name: '新建账号' }));
    const dialog = await screen.findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label);
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    save();
    expect(await within(dialog).findByText('账号至少3位')).toBeTruthy();
    expect(within(dialog).getByText('请输入姓名')).toBeTruthy();
    expect(within(dialog).getByText('密码至少10位')).toBeTruthy();

    fireEvent.change(field('账号'), { target: { value: 'wang xiao' } });
    fireEvent.change(field('姓名'), { target: { value: '王'.repeat(33) } });
    fireEvent.change(field('初始密码'), { target: { value: 'p'.repeat(129) } });
    save();
    expect(await within(dialog).findByText('账号只能包含字母、数字、下划线、点和横线')).toBeTruthy();
    expect(within(dialog).getByText('姓名最多32个字')).toBeTruthy();
    expect(within(dialog).getByText('密码最多128位')).toBeTruthy();
    expect(paths).not.toContain(adminOperatorCreateOp.path);
  });
});
