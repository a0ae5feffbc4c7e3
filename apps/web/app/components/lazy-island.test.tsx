import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChunkFailed, lazyIsland, lazyOr } from './lazy-island';

function Chart({ label }: { label: string }) {
  return <p>图表 {label}</p>;
}

describe('lazyOr', () => {
  it('renders the loaded component with its props', async () => {
    const Lazy = lazyOr(() => Promise.resolve(Chart), ChunkFailed);
    render(
      <Suspense fallback={null}>
        <Lazy label="上海" />
      </Suspense>,
    );
    expect(await screen.findByText('图表 上海')).toBeTruthy();
  });

  // Offline, the chunk guard lets vite's import settle with no module; a plain React.lazy then threw
  // error #306 and the page was replaced by 系统异常.
  it('renders the fallback when the import settles without a module or fails', async () => {
    const Empty = lazyOr<{ label: string }>(() => Promise.resolve(undefined), ChunkFailed);
    const Failed = lazyOr<{ label: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), ChunkFailed);
    render(
      <Suspense fallback={null}>
        <Empty label="a" />
        <Failed label="b" />
      </Suspense>,
    );
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByText(/页面资源加载失败，请刷新重试/)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '刷新重试' })).toHaveLength(2);
  });

  it('leaves an island out, and the page around it standing, when its code cannot be fetched', async () => {
    const Island = lazyIsland(() => (Promise.resolve(undefined) as Promise<unknown>).then((m) => (m as { Chart: typeof Chart }).Chart));
    render(
      <main>
        <h1>商场列表</h1>
        <Island label="x" />
      </main>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('heading', { name: '商场列表' })).toBeTruthy();
    expect(screen.queryByText(/图表/)).toBeNull();
  });
});
