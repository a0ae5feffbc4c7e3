import { describe, expect, it } from 'vitest';
import { feedCategoriesOp, feedPageListOp } from '@shp/contracts';
import { renderOnServer, type ServerCall } from '../../test/render';
import ConsIndex, { loader } from './cons-index';

/** /consIndex as the server sends it, with a search that finds nothing. */
async function serverPage(url: string) {
  const call: ServerCall = async (op) => {
    if (op.path === feedCategoriesOp.path)
      return [
        { category: 'news', name: '资讯', count: 40 },
        { category: 'square', name: '广场服务', count: 40 },
      ];
    if (op.path === feedPageListOp.path) return { total: 0, list: [], pageNum: 1, pageSize: 20 };
    throw new Error(`unexpected call ${op.path}`);
  };
  return (await renderOnServer([{ path: '/consIndex', loader, Component: ConsIndex }], url, call)).html;
}

describe('/consIndex search that finds nothing', () => {
  it('says so and links back to the whole list of its tab, without the keyword', async () => {
    const html = await serverPage(`/consIndex?keyword=${encodeURIComponent('无此关键词')}`);
    expect(html).toContain('没有找到与“无此关键词”相关的资讯');
    expect(html).toMatch(/<a class="shp-btn" href="\/consIndex"[^>]*>清除搜索，查看全部资讯<\/a>/);
    const square = await serverPage(`/consIndex?titleCode=1&keyword=${encodeURIComponent('无此关键词')}`);
    expect(square).toMatch(/<a class="shp-btn" href="\/consIndex\?titleCode=1"[^>]*>清除搜索，查看全部广场服务<\/a>/);
  });

  it('offers no such link when the tab itself is empty', async () => {
    const html = await serverPage('/consIndex');
    expect(html).toContain('暂无资讯');
    expect(html).not.toContain('清除搜索');
  });
});
