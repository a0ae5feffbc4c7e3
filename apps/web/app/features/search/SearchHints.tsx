import { Link, useSearchParams } from 'react-router';
import type { OpOutput, searchAllOp } from '@shp/contracts';
import { withParams } from '../../lib/query-filter';
import { countText } from './count-text';

type Result = OpOutput<typeof searchAllOp>;

/** The cityCode query value for a nationwide search (no value: the chosen city). */
export const NATIONWIDE = 'all';

/**
 * Where the results come from: the city searched (`cityCode`, by default the chosen one) with a
 * one-click 全国, or 全国 with a way back to the chosen city; and the places the query named (上海,
 * 朝阳), which filter instead of matching text (a city named in the query is left by editing it).
 */
export function SearchScope({ place, cityCode, chosenCityName }: { place: Result['place']; cityCode: string | undefined; chosenCityName: string }) {
  const [params] = useSearchParams();
  const href = (cityCode: string | undefined) => `?${withParams(params, { cityCode }).toString()}`;
  const fromQuery = place.words.length > 0;
  const where = [place.cityName ?? '全国', ...place.districts].join(' · ');
  return (
    <p className="shp-find-muted" data-testid="search-scope">
      {fromQuery ? `已按「${place.words.join(' ')}」筛选：${where}` : `搜索范围：${where}`}
      {cityCode && place.cityCode === cityCode && (
        <>
          {' '}
          <Link to={href(NATIONWIDE)}>全国</Link>
        </>
      )}
      {!cityCode && !place.cityCode && (
        <>
          {' '}
          <Link to={href(undefined)}>只看{chosenCityName}</Link>
        </>
      )}
    </p>
  );
}

/** 您是不是要找: the corrected query as one click. */
export function DidYouMean({ suggestion }: { suggestion: Result['didYouMean'] }) {
  const [params] = useSearchParams();
  if (!suggestion) return null;
  return (
    <p data-testid="did-you-mean">
      您是不是要找：<Link to={`?${withParams(params, { keyword: suggestion.keyword }).toString()}`}>{suggestion.keyword}</Link>
      <span className="shp-find-muted">（{countText(suggestion.total, suggestion.capped)}条结果）</span>
    </p>
  );
}

/** Above results none of which holds every word of the query. */
export function PartialHeading({ words }: { words: string[] }) {
  return (
    <h2 className="shp-find-partial" data-testid="partial-heading" style={{ fontSize: 16, margin: '8px 0' }}>
      没有同时包含「{words.join(' ')}」的结果，以下结果部分匹配
    </h2>
  );
}
