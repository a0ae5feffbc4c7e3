import { describe, expect, it } from 'vitest';
import { useRouteError } from 'react-router';
import { cloudVideoOp } from '@shp/contracts';
import { RouteError } from '../../components/RouteError';
import { renderOnServer, type ServerCall } from '../../test/render';
import CloudVideo, { loader } from './cloud-video';

const video = (id: number, title: string) => ({
  id,
  title,
  summary: '',
  posterUrl: '/p.jpg',
  videoUrl: `/media/video/${id}.mp4`,
  mimeType: 'video/mp4',
  durationSec: 95,
  conferenceId: null,
  views: 3,
});

function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}

/** The page as the server sends it, with the ids the loader asked the API for. */
async function serverPage(url: string) {
  const asked: unknown[] = [];
  const call: ServerCall = async (op, input) => {
    if (op.path !== cloudVideoOp.path) throw new Error(`unexpected call ${op.path}`);
    asked.push(input.id);
    if (input.id !== 1) throw Object.assign(new Error('视频不存在或已下架'), { httpStatus: 404, code: 404 });
    return { ...video(1, '成都金地奥莱招商发布会回放'), more: [] };
  };
  return { ...(await renderOnServer([{ path: '/cloudVideo', loader, Component: CloudVideo, ErrorBoundary }], url, call)), asked };
}

describe('/cloudVideo', () => {
  it.each(['/cloudVideo', '/cloudVideo?id=', '/cloudVideo?id=abc', '/cloudVideo?id=0'])('%s plays no video and offers the replays', async (url) => {
    const { html, asked, status } = await serverPage(url);
    expect(asked).toEqual([]);
    expect(status).toBe(200);
    expect(html).not.toContain('data-testid="video-player"');
    expect(html).not.toContain('成都金地奥莱招商发布会回放');
    expect(html).toContain('请选择要查看的视频回放');
    expect(html).toMatch(/href="\/cloudIndex#replays"[^>]*>去看精彩回放/);
  });

  it('an id no recording has answers 404 and says so', async () => {
    const { html, asked, status } = await serverPage('/cloudVideo?id=999');
    expect(asked).toEqual([999]);
    expect(status).toBe(404);
    expect(html).toContain('视频不存在或已下架');
    expect(html).toMatch(/href="\/cloudIndex#replays"[^>]*>去看精彩回放/);
    expect(html).not.toContain('data-testid="video-player"');
  });

  it('plays the recording the link names', async () => {
    const { html, status } = await serverPage('/cloudVideo?id=1');
    expect(status).toBe(200);
    expect(html).toContain('data-testid="video-player"');
    expect(html).toContain('成都金地奥莱招商发布会回放');
  });

  it('says there are no more replays instead of an empty list under 更多回放', async () => {
    const { html } = await serverPage('/cloudVideo?id=1');
    expect(html).toContain('暂无更多回放');
  });
});
