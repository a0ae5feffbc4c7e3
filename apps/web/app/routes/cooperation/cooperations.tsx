import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Input, Tabs } from 'antd';
import { COOPERATION_KINDS, cooperationKindOfTab, cooperationListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { withParams } from '../../lib/query-filter';
import { readPagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { JoinForm } from '../../features/cooperation/JoinForm';
import { ProgrammeList } from '../../features/cooperation/ProgrammeList';
import '../../styles/content.css';

const TABS = COOPERATION_KINDS.filter((k) => k.tab !== null);

/** /cooperAtions: the four tabs by tabcheck (or titleCode) 0–3. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const kind = cooperationKindOfTab(q.get('tabcheck') ?? q.get('titleCode'));
  const keyword = (q.get('keyword') ?? '').slice(0, 30) || undefined;
  const { page, pageSize } = readPagerQuery(q);
  const result = await load(context, cooperationListOp, { kind, keyword }, { pageNum: page, pageSize });
  return { kind, keyword: keyword ?? '', result };
}

export default function Cooperations() {
  const { kind, keyword, result } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const current = TABS.find((t) => t.kind === kind)!;
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <div className="shp-c-head">
        <h1 className="shp-page-title">找合作</h1>
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          placeholder="搜索合作项目"
          style={{ maxWidth: 320, marginTop: 16 }}
          onSearch={(v) => setSearch((prev) => withParams(prev, { keyword: v.trim() || undefined, page: undefined }))}
        />
      </div>
      <Tabs
        activeKey={String(current.tab)}
        onChange={(k) => setSearch(new URLSearchParams({ tabcheck: k, titleCode: k }))}
        items={TABS.map((t) => ({ key: String(t.tab), label: t.name }))}
      />
      {/* The programme cards are h3: the tab's list gets the h2 between them and the h1 (outside the two-column grid). */}
      <h2 className="shp-visually-hidden">{current.name}项目</h2>
      <div className="shp-c-layout">
        <ProgrammeList result={result} />
        <aside className="shp-c-panel">
          <h2>我要合作</h2>
          <JoinForm kind={kind} key={kind} />
        </aside>
      </div>
    </div>
  );
}
