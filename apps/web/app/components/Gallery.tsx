import { useState } from 'react';

/** A main photo and thumbnails; plain images so it renders on the server. */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const [current, setCurrent] = useState(0);
  if (!images.length) return null;
  return (
    <div className="shp-gallery">
      <img src={images[current] ?? images[0]} alt={`${alt} 图${current + 1}`} width={800} height={500} />
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
