import { Button, Empty } from 'antd';

/**
 * A list's page past its end (an old link or bookmark, records gone since): the list is fine,
 * the page is not, so offer its first page rather than "nothing here".
 */
export function PastLastPage({ onFirst }: { onFirst: () => void }) {
  return (
    <Empty description="这一页没有更多了">
      <Button onClick={onFirst}>回到第一页</Button>
    </Empty>
  );
}
