import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { COOPERATION_KINDS, cooperationListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { readPagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { JoinForm } from '../../features/cooperation/JoinForm';
import { ProgrammeList } from '../../features/cooperation/ProgrammeList';
import '../../styles/content.css';

const INTRO: Record<string, string> = {
  business_service: '拓店全案、项目定位、法律审核与开业营销，资深顾问一对一服务。',
  enterprise: '面向大型连锁与集团企业的年度战略合作，全国项目资源优先推荐。',
  community: '社区底商与便民服务点委托招商，物业协助宣传，稳定社区客流。',
  revenue: '低效商业资产托管运营，按收益分成，经营数据按月透明。',
};

/** /businessService, /qzcCooperation, /sqwtCooperation, /zhsyCooperation: one page per programme kind. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const entry = COOPERATION_KINDS.find((k) => k.path.toLowerCase() === url.pathname.toLowerCase()) ?? COOPERATION_KINDS[4];
  const { page, pageSize } = readPagerQuery(url.searchParams);
  const result = await load(context, cooperationListOp, { kind: entry.kind }, { pageNum: page, pageSize });
  return { kind: entry.kind, name: entry.name, result };
}

export default function ProgrammeKindPage() {
  const { kind, name, result } = useLoaderData<typeof loader>();
  return (
    <div className="shp-container">
      <Breadcrumbs trail={[{ title: '找合作', to: '/cooperAtions?tabcheck=0' }]} />
      <div className="shp-c-hero">
        <h1>{name}</h1>
        <p>{INTRO[kind]}</p>
      </div>
      <div className="shp-c-layout">
        <ProgrammeList result={result} />
        <aside className="shp-c-panel">
          <h2>申请{name}</h2>
          <JoinForm kind={kind} />
        </aside>
      </div>
    </div>
  );
}
