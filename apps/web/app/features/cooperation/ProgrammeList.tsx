import { useNavigation } from 'react-router';
import { Empty, Spin } from 'antd';
import type { Page, Programme } from '@shp/contracts';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { ProgrammeCard } from './ProgrammeCard';

export function ProgrammeList({ result }: { result: Page<Programme> }) {
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  return (
    <Spin spinning={navigation.state === 'loading'} description="加载中…">
      {result.list.length === 0 && result.total > 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : result.list.length === 0 ? (
        <Empty description="暂无合作项目" />
      ) : (
        result.list.map((p) => <ProgrammeCard key={p.id} p={p} />)
      )}
      <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </Spin>
  );
}
