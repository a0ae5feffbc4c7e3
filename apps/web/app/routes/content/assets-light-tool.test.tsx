import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SitePage } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import AssetsLightTool from './assets-light-tool';

afterEach(() => vi.unstubAllGlobals());

const page: SitePage = { key: 'assetsLight-tool', title: '轻资产工具', subtitle: '项目收益测算', sections: [], updatedAt: '2026-01-01 00:00:00' };

const shown = (title: string) => screen.getByText(title).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;

describe('/assetsLight/tool', () => {
  it('waits for a cleared figure instead of computing with the number the box held before', async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    renderRoutes([{ path: '/assetsLight/tool', Component: AssetsLightTool, loader: () => ({ page }) }], '/assetsLight/tool');
    await screen.findByText('年租金收入（万元）');
    expect(shown('年租金收入（万元）')).toBe('3,102.5');
    const occupancy = screen.getByLabelText('出租率（%）');
    fireEvent.change(occupancy, { target: { value: '' } });
    await screen.findByText('请填写全部数值后查看测算结果');
    expect(shown('年租金收入（万元）')).toBe('—');
    expect(shown('回本周期（年）')).toBe('—');
    fireEvent.change(occupancy, { target: { value: '50' } });
    await vi.waitFor(() => expect(shown('年租金收入（万元）')).toBe('1,825.0'));
    expect(screen.queryByText('请填写全部数值后查看测算结果')).toBeNull();
  });
});
