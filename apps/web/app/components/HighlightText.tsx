import type { Highlight } from '@shp/contracts';

/** Renders server-marked pieces of text: matches in <mark>, never HTML from data. */
export function HighlightText({ parts, className }: { parts: Highlight; className?: string }) {
  return (
    <span className={className}>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="shp-hl">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}
