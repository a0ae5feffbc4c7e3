import { useState } from 'react';
import { Alert } from 'antd';

/** HTML5 player with a poster; the file is served by our server with range requests (seeking works). */
export function VideoPlayer({ src, poster, type, title }: { src: string; poster: string; type: string; title: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <video
        className="shp-video"
        controls
        preload="metadata"
        poster={poster}
        playsInline
        aria-label={title}
        data-testid="video-player"
        onError={() => setFailed(true)}
      >
        <source src={src} type={type} onError={() => setFailed(true)} />
        您的浏览器不支持视频播放
      </video>
      {failed && <Alert type="error" showIcon message="视频加载失败，请刷新重试" style={{ marginTop: 8 }} />}
    </>
  );
}
