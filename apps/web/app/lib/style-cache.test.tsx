// @vitest-environment node
// The server's case: antd only collects styles for extraction where there is no document.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, Pagination, Tag } from 'antd';
import { AntdProvider } from '../components/AntdProvider';
import { createRenderStyleCache } from './style-cache';

type Cache = ReturnType<typeof createCache>;

function renderWith(cache: Cache, page: React.ReactNode) {
  const html = renderToString(
    <StyleProvider cache={cache}>
      <AntdProvider>{page}</AntdProvider>
    </StyleProvider>,
  );
  return { html, styles: extractStyle(cache) };
}

const withButton = (
  <>
    <Button type="primary">提交</Button>
    <Tag color="volcano">热门</Tag>
  </>
);
const withPager = <Pagination total={50} />;

describe('createRenderStyleCache', () => {
  it('extracts what a fresh cache would, page after page, and no style of another page', { timeout: 30_000 }, () => {
    const shared = new Map<string, unknown>();
    const fresh = [withButton, withPager, withButton].map((page) => renderWith(createCache(), page));
    const reused = [withButton, withPager, withButton].map((page) => renderWith(createRenderStyleCache(shared), page));
    expect(reused).toEqual(fresh);
    expect(fresh[0].styles).toContain('.ant-btn');
    expect(fresh[1].styles).not.toContain('.ant-btn');
    expect(fresh[1].styles).toContain('.ant-pagination');
  });

  it('computes a style once: a later render takes the value an earlier one computed', { timeout: 30_000 }, () => {
    const shared = new Map<string, unknown>();
    renderWith(createRenderStyleCache(shared), withButton);
    const computed = new Map(shared);
    expect(computed.size).toBeGreaterThan(0);
    renderWith(createRenderStyleCache(shared), withButton);
    expect(shared.size).toBe(computed.size);
    for (const [key, value] of computed) expect(shared.get(key)).toBe(value);
  });
});
