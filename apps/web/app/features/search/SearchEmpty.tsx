import { Link } from 'react-router';
import { Button, Empty } from 'antd';
import { SEARCH_TYPE_LABELS, type OpOutput, type searchAllOp, type SearchType } from '@shp/contracts';
import { countText, searchTabLabel } from './count-text';

type Result = Pick<OpOutput<typeof searchAllOp>, 'total' | 'counts' | 'countsCapped' | 'suggestions'>;
const HIT_TYPES = ['mall', 'shop', 'brand', 'news'] as const;

/**
 * What a results page without hits says: past the last page; a tab empty while others are not
 * (points to those tabs); or nothing at all (other words to try, and where to browse).
 */
export function SearchEmpty({
  keyword,
  type,
  result,
  onSearch,
}: {
  keyword: string;
  type: SearchType;
  result: Result;
  onSearch: (v: { keyword?: string; type?: SearchType }) => void;
}) {
  if (result.total > 0) return <Empty description="这一页没有更多了" />;
  const others = HIT_TYPES.filter((t) => result.counts[t] > 0);
  if (others.length > 0) {
    return (
      <Empty description={`${SEARCH_TYPE_LABELS[type]}中没有与「${keyword}」相关的内容`}>
        <p>其他分类有结果：</p>
        {others.map((t) => (
          <Button key={t} type="link" onClick={() => onSearch({ type: t })}>
            {searchTabLabel(t, result.counts, result.countsCapped)}
          </Button>
        ))}
      </Empty>
    );
  }
  return (
    <Empty description={`没有找到与「${keyword}」相关的内容`}>
      {result.suggestions.length > 0 && (
        <div>
          <p>试试这些词：</p>
          {result.suggestions.map((s) => (
            <Button key={s.keyword} type="link" onClick={() => onSearch({ keyword: s.keyword, type: undefined })}>
              {s.keyword}（{countText(s.total, s.capped)}）
            </Button>
          ))}
        </div>
      )}
      <p className="shp-find-muted">
        或浏览 <Link to="/product">找商场</Link> · <Link to="/findShopList?tabcheck=1">找铺</Link> · <Link to="/spaceList?tabcheck=2">找场地</Link>
      </p>
    </Empty>
  );
}
