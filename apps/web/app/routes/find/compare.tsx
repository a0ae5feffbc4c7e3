import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { COMPARE_KIND_LABELS, COMPARE_KINDS, COMPARE_MAX, compareOp, type CompareKind } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { EmptyState } from '../../components/EmptyState';
import { BusyArea } from '../../components/BusyArea';
import { CompareTable } from '../../features/compare/CompareTable';
import { idsFromQuery } from '../../features/compare/compare-rows';
import { clearCompare, compareHref, removeFromCompare, setCompare, useCompareSelection } from '../../features/compare/compare-selection';

const LIST_OF: Record<CompareKind, string> = { shop: '/findShopList?tabcheck=1', point: '/findShopList?tabcheck=2&titleCode=1', mall: '/product' };

/** /compare?kind=shop&ids=3,8,12: the ids are the page, so a link shows the same table to anyone. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('kind');
  const kind: CompareKind = (COMPARE_KINDS as readonly string[]).includes(asked ?? '') ? (asked as CompareKind) : 'shop';
  const ids = idsFromQuery(url.searchParams.get('ids'), COMPARE_MAX);
  return { kind, ids, result: ids.length ? await load(context, compareOp, { kind, ids }) : null };
}

export default function ComparePage() {
  const { kind, ids, result } = useLoaderData<typeof loader>();
  const selection = useCompareSelection();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const word = COMPARE_KIND_LABELS[kind];
  const picked = selection[kind];

  // The page's ids adopted as the pick once per page, not again when the pick itself changes.
  const adopted = useRef<string | null>(null);
  useEffect(() => {
    // A bare /compare shows what this browser picked (read from local storage after hydration).
    if (ids.length === 0) {
      if (picked.length > 0) void navigate(compareHref(kind, picked), { replace: true });
      return;
    }
    const key = `${kind}:${ids.join(',')}`;
    if (result && adopted.current !== key) {
      adopted.current = key;
      // A shared link becomes this browser's pick.
      setCompare(
        kind,
        [...result.units, ...result.malls].map((x) => x.id),
      );
    }
    // Keyed by the ids' text: a new array of the same ids is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, ids.join(','), result, picked.join(',')]);

  const remove = (id: number) => {
    const rest = ids.filter((x) => x !== id);
    if (rest.length) removeFromCompare(kind, id);
    else clearCompare(kind);
    void navigate(rest.length ? compareHref(kind, rest) : `/compare?kind=${kind}`, { replace: true, preventScrollReset: true });
  };
  const found = result ? result.units.length + result.malls.length : 0;

  return (
    <div className="shp-container shp-compare-page">
      <h1>{word}对比</h1>
      <nav className="shp-compare-tabs shp-compare-noprint" aria-label="对比类型">
        {COMPARE_KINDS.map((k) => (
          <Link
            key={k}
            className="shp-btn"
            aria-current={k === kind ? 'page' : undefined}
            to={selection[k].length ? compareHref(k, selection[k]) : `/compare?kind=${k}`}
          >
            {COMPARE_KIND_LABELS[k]}（{selection[k].length}）
          </Link>
        ))}
      </nav>
      <BusyArea busy={navigation.state === 'loading'}>
        {!result || found === 0 ? (
          <EmptyState
            description={
              result && result.missing.length
                ? `链接中的${word}已下架或不存在`
                : `还没有选择要对比的${word}。在列表或详情页点「加入对比」，最多可选${COMPARE_MAX}个。`
            }
          >
            <Link className="shp-btn shp-btn-primary" to={LIST_OF[kind]}>
              去选{word}
            </Link>
          </EmptyState>
        ) : (
          <>
            <p className="shp-compare-legend">
              <mark>底色</mark>标出各项数值不同的行，「最优」标出该行最有利的一项（租金、费用越低越好，面积、客流、电量越高越好）。
              {found < 2 && ` 再加入一个${word}即可对比。`}
            </p>
            {result.missing.length > 0 && (
              <p className="shp-compare-legend" role="status">
                有 {result.missing.length} 个{word}已下架或不存在，未列出。
              </p>
            )}
            <div className="shp-compare-actions shp-compare-noprint">
              {found < COMPARE_MAX && (
                <Link className="shp-btn" to={LIST_OF[kind]}>
                  继续添加
                </Link>
              )}
              <button type="button" className="shp-btn" onClick={() => window.print()}>
                打印
              </button>
            </div>
            <CompareTable result={result} onRemove={remove} />
          </>
        )}
      </BusyArea>
    </div>
  );
}
