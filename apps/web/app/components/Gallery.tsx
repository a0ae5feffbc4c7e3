import { useState } from 'react';

/**
 * A main photo and thumbnails; plain images so it renders on the server. The main photo is the
 * detail pages' largest paint: sized, not lazy, fetched first.
 */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const [current, setCurrent] = useState(0);
  if (!images.length) return null;
  return (
    <div className="shp-gallery">
      <img
        src={images[current] ?? images[0]}
        alt={`${alt} 图${current + 1}`}
        width={800}
        height={500}
        // height auto: the attributes only reserve the 8:5 box (CSS aspect-ratio); a fixed 500 px stretched it on phones.
        style={{ height: 'auto' }}
        fetchPriority="high"
        decoding="async"
      />
      {images.length > 1 && (
        <div className="shp-gallery-thumbs">
          {images.map((src, i) => (
            <button key={src} type="button" aria-pressed={i === current} aria-label={`查看第${i + 1}张图`} onClick={() => setCurrent(i)}>
              <img src={src} alt="" loading="lazy" width={72} height={45} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
