import { useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Input, Select, Spin, Tabs, Tag } from 'antd';
import { cityListOp, hotWordsOp, searchAllOp, SEARCH_TYPES, type SearchType } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { withParams } from '../../lib/query-filter';
import { Pager } from '../../components/Pager';
import { SearchHitCard } from '../../features/search/SearchHitCard';
import { cappedNote, searchTabLabel } from '../../features/search/count-text';
import { SearchEmpty } from '../../features/search/SearchEmpty';
import { DidYouMean, NATIONWIDE, PartialHeading, SearchScope } from '../../features/search/SearchHints';
import { cityOfRequest } from '../../features/city/server-city';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import '../../styles/find.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const keyword = (q.get('keyword') ?? '').trim().slice(0, 50);
  const rawType = q.get('type') ?? 'all';
  const type: SearchType = (SEARCH_TYPES as readonly string[]).includes(rawType) ? (rawType as SearchType) : 'all';
  // No cityCode: the chosen city (cookie), as the find pages; cityCode=all: 全国.
  const nationwide = q.get('cityCode') === NATIONWIDE;
  const chosen = await cityOfRequest(context, request);
  const cityCode = nationwide ? undefined : /^\d{6}$/.test(q.get('cityCode') ?? '') ? (q.get('cityCode') as string) : chosen.cityCode;
  const { page, pageSize } = readPagerQuery(q);
  const [result, hotWords, cities] = await Promise.all([
    keyword ? load(context, searchAllOp, { keyword, type, cityCode }, { pageNum: page, pageSize }) : Promise.resolve(null),
    load(context, hotWordsOp, { cityCode }),
    load(context, cityListOp, {}),
  ]);
  return {
    keyword,
    type,
    cityCode,
    chosenCityName: chosen.cityName,
    result,
    hotWords,
    hotCities: cities.hot.map((c) => ({ value: c.cityCode, label: c.cityName })),
  };
}

/** /resultPage: one box over malls, shops, brands and news; matches marked by splitting text. */
export default function ResultPage() {
  const { keyword, type, cityCode, chosenCityName, result, hotWords, hotCities } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const set = (v: Record<string, string | undefined>) => setSearch((prev) => withParams(prev, v));
  const capped = result && cappedNote(type, result.counts, result.countsCapped);
  const words = (list: string[]) =>
    list.map((w) => (
      <Tag.CheckableTag key={w} checked={false} onChange={() => set({ keyword: w })}>
        {w}
      </Tag.CheckableTag>
    ));
  return (
    <div className="shp-container">
      <h1 className="shp-page-title">搜索</h1>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        <Input.Search
          aria-label="搜索关键词"
          placeholder="搜商场、铺位、品牌、资讯"
          defaultValue={keyword}
          key={keyword}
          enterButton="搜索"
          size="large"
          maxLength={50}
          allowClear
          style={{ flex: '1 1 320px' }}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
        />
        <Select
          aria-label="城市"
          allowClear
          placeholder="全国"
          style={{ width: 140 }}
          size="large"
          value={cityCode}
          options={hotCities}
          onChange={(v?: string) => set({ cityCode: v ?? NATIONWIDE })}
        />
      </div>
      {!result ? (
        <section className="shp-panel">
          <h2>热门搜索</h2>
          {words(hotWords)}
        </section>
      ) : (
        <>
          <Tabs
            className="shp-search-tabs"
            activeKey={type}
            onChange={(k) => set({ type: k === 'all' ? undefined : k })}
            items={SEARCH_TYPES.map((t) => ({ key: t, label: searchTabLabel(t, result.counts, result.countsCapped) }))}
          />
          <SearchScope place={result.place} cityCode={cityCode} chosenCityName={chosenCityName} />
          <DidYouMean suggestion={result.didYouMean} />
          {result.words.length > 1 && <p className="shp-find-muted">已为您分词：{result.words.join(' / ')}</p>}
          {result.partial && result.list.length > 0 && <PartialHeading words={result.words} />}
          {result.list.length > 0 && capped && <p className="shp-find-muted">{capped}</p>}
          <Spin spinning={navigation.state === 'loading'} description="搜索中…">
            {result.list.length === 0 ? (
              <SearchEmpty keyword={keyword} type={type} result={result} onSearch={set} />
            ) : (
              result.list.map((h) => <SearchHitCard key={`${h.type}-${h.id}`} hit={h} />)
            )}
          </Spin>
          <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
        </>
      )}
    </div>
  );
}
