import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Advert } from '@shp/contracts';

const AUTOPLAY_MS = 5000;

/**
 * Home banners (SPEC §9 heights 380–550, set per advert; the strip takes the first one's): a scroll-snap strip, so it swipes on
 * phones without a carousel library; autoplay pauses on hover and when the tab is hidden.
 */
export function HomeBanner({ adverts }: { adverts: Advert[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const paused = useRef(false);
  // The strip keeps the first banner's height: changing it per slide would push the page about.
  const height = adverts[0]?.height ?? 380;

  const go = (i: number) => {
    const el = strip.current;
    if (!el || adverts.length === 0) return;
    const next = (i + adverts.length) % adverts.length;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    setCurrent(next);
  };

  useEffect(() => {
    if (adverts.length < 2) return;
    const id = window.setInterval(() => {
      if (!paused.current && document.visibilityState === 'visible') go(current + 1);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(id);
  });

  if (adverts.length === 0) return null;
  return (
    <section
      className="shp-banner"
      aria-roledescription="carousel"
      aria-label="焦点推荐"
      style={{ '--banner-h': `${height}px` } as React.CSSProperties}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
    >
      <div
        className="shp-banner-strip"
        ref={strip}
        onScroll={(e) => {
          const el = e.currentTarget;
          const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          if (i !== current) setCurrent(i);
        }}
      >
        {adverts.map((a, i) => (
          <Link key={a.id} to={a.linkUrl} className="shp-banner-slide" aria-roledescription="slide" data-height={a.height}>
            <img src={a.imageUrl} alt="" loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />
            <div className="shp-banner-text">
              <strong>{a.title}</strong>
              {a.subtitle && <span>{a.subtitle}</span>}
            </div>
          </Link>
        ))}
      </div>
      {adverts.length > 1 && (
        <div className="shp-banner-dots" role="tablist" aria-label="切换横幅">
          {adverts.map((a, i) => (
            <button key={a.id} type="button" role="tab" aria-selected={i === current} aria-label={`第${i + 1}张`} onClick={() => go(i)} />
          ))}
        </div>
      )}
    </section>
  );
}
