import { Link } from 'react-router';
import { SEARCH_TYPE_LABELS, type SearchHit } from '@shp/contracts';
import { HighlightText } from '../../components/HighlightText';
import { PlainTag } from '../../components/PlainTag';

/** One search result: type, title and summary with the matched words marked (pieces, not HTML); a partial match says which words it lacks. */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  return (
    <Link to={hit.url} className="shp-find-card" data-testid="search-hit">
      <img src={hit.coverUrl} alt="" loading="lazy" width={200} height={130} />
      <div>
        <h3>
          <PlainTag color="volcano">{SEARCH_TYPE_LABELS[hit.type]}</PlainTag>
          <HighlightText parts={hit.title} />
        </h3>
        {hit.missing.length > 0 && (
          <p className="shp-find-muted" data-testid="partial-match" style={{ margin: '2px 0' }}>
            <PlainTag color="default">部分匹配</PlainTag>缺少：{hit.missing.join('、')}
          </p>
        )}
        <div className="shp-find-facts">
          {hit.cityName && <span>{hit.cityName}</span>}
          {hit.facts.map((f) => (
            <span key={f}>{f}</span>
          ))}
        </div>
        <p className="shp-find-muted" style={{ margin: '6px 0 0' }}>
          <HighlightText parts={hit.summary} />
        </p>
      </div>
    </Link>
  );
}
