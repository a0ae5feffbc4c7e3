import { Link, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Empty, Input, Select, Spin, Tabs, Tag } from 'antd';
import { cityListOp, hotWordsOp, searchAllOp, storefrontGoodsListOp, SEARCH_TYPES, type SearchType } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { withParams } from '../../lib/query-filter';
import { Pager } from '../../components/Pager';
import { SearchHitCard } from '../../features/search/SearchHitCard';
import { GoodsCard } from '../../features/storefront/GoodsCard';
import { PastLastPage } from '../../components/PastLastPage';
import { cappedNote, searchTabLabel } from '../../features/search/count-text';
import { SearchEmpty } from '../../features/search/SearchEmpty';
import { DidYouMean, NATIONWIDE, PartialHeading, SearchScope } from '../../features/search/SearchHints';
import { cityOfRequest } from '../../features/city/server-city';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import '../../styles/find.css';

const SERVICE = 'service';
type ResultTab = SearchType | typeof SERVICE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const keyword = (q.get('keyword') ?? '').trim().slice(0, 50);
  const rawType = q.get('type') ?? 'all';
  // 服务 (场地活动服务 on sale) is a tab of its own, answered by the storefront's list.
  const type: ResultTab = rawType === SERVICE ? SERVICE : (SEARCH_TYPES as readonly string[]).includes(rawType) ? (rawType as SearchType) : 'all';
  const services = type === SERVICE;
  // No cityCode: the chosen city (cookie), as the find pages; cityCode=all: 全国.
  const nationwide = q.get('cityCode') === NATIONWIDE;
  const chosen = await cityOfRequest(context, request);
  const cityCode = nationwide ? undefined : /^\d{6}$/.test(q.get('cityCode') ?? '') ? (q.get('cityCode') as string) : chosen.cityCode;
  const { page, pageSize } = readPagerQuery(q);
  const [result, goods, hotWords, cities] = await Promise.all([
    // On the 服务 tab the other types still give the tabs their counts (one hit is enough).
    keyword
      ? load(context, searchAllOp, { keyword, type: services ? 'all' : type, cityCode }, services ? { pageNum: 1, pageSize: 1 } : { pageNum: page, pageSize })
      : Promise.resolve(null),
    keyword
      ? load(context, storefrontGoodsListOp, { keyword, cityCode }, services ? { pageNum: page, pageSize } : { pageNum: 1, pageSize: 1 })
      : Promise.resolve(null),
    load(context, hotWordsOp, { cityCode }),
    load(context, cityListOp, {}),
  ]);
  return {
    keyword,
    type,
    cityCode,
    chosenCityName: chosen.cityName,
    result,
    goods,
    hotWords,
    hotCities: cities.hot.map((c) => ({ value: c.cityCode, label: c.cityName })),
  };
}

/** /resultPage: one box over malls, shops, brands and news; matches marked by splitting text. */
export default function ResultPage() {
  const { keyword, type, cityCode, chosenCityName, result, goods, hotWords, hotCities } = useLoaderData<typeof loader>();
  const services = type === SERVICE;
  const [, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const set = (v: Record<string, string | undefined>) => setSearch((prev) => withParams(prev, v));
  const capped = result && !services && cappedNote(type, result.counts, result.countsCapped);
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
            items={[
              ...SEARCH_TYPES.map((t) => ({ key: t, label: searchTabLabel(t, result.counts, result.countsCapped) })),
              { key: SERVICE, label: `服务（${goods?.total ?? 0}）` },
            ]}
          />
          <SearchScope place={result.place} cityCode={cityCode} chosenCityName={chosenCityName} />
          {!services && <DidYouMean suggestion={result.didYouMean} />}
          {result.words.length > 1 && <p className="shp-find-muted">已为您分词：{result.words.join(' / ')}</p>}
          {!services && result.partial && result.list.length > 0 && <PartialHeading words={result.words} />}
          {result.list.length > 0 && capped && <p className="shp-find-muted">{capped}</p>}
          {services && goods ? (
            <>
              <Spin spinning={navigation.state === 'loading'} description="搜索中…">
                {goods.list.length === 0 ? (
                  goods.total > 0 ? (
                    <PastLastPage onFirst={() => setPage(1, pageSize)} />
                  ) : (
                    <Empty description={`服务中没有与「${keyword}」相关的内容`}>
                      <Link to="/storefront">去看全部场地活动服务</Link>
                    </Empty>
                  )
                ) : (
                  goods.list.map((g) => <GoodsCard key={g.goodsId} goods={g} />)
                )}
              </Spin>
              <Pager total={goods.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
            </>
          ) : (
            <>
              <Spin spinning={navigation.state === 'loading'} description="搜索中…">
                {result.list.length === 0 ? (
                  <SearchEmpty keyword={keyword} type={type as SearchType} result={result} onSearch={set} />
                ) : (
                  result.list.map((h) => <SearchHitCard key={`${h.type}-${h.id}`} hit={h} />)
                )}
              </Spin>
              <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
            </>
          )}
        </>
      )}
    </div>
  );
}
