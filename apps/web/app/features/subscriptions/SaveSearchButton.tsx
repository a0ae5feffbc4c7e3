import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { SavedSearchCriteria } from '@shp/contracts';
import { lazyWithAntd } from '../../components/lazy-antd';
import { requireLogin } from '../../lib/session';
import { showInfo } from '../../lib/notify';

// antd's dialog loads on the first click: the find lists' first view loads no antd (decision 009).
const SaveSearchDialog = lazyWithAntd(() => import('./SaveSearchDialog').then((m) => m.SaveSearchDialog));

/**
 * 保存搜索 on a find list: names the current filter (with the map view or drawn area) and saves it
 * to 我的订阅. A visitor is told why and asked to log in first; the dialog opens after the login.
 */
export function SaveSearchButton({ criteria, defaultName }: { criteria: SavedSearchCriteria | null; defaultName: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const location = useLocation();

  function start() {
    if (!criteria) {
      showInfo('请先选择城市，再保存搜索');
      return;
    }
    const go = () => {
      setMounted(true);
      setOpen(true);
    };
    if (requireLogin({ onSuccess: go })) go();
    else showInfo('登录后即可保存搜索，有新房源、降租或空置可租时通知您');
  }

  return (
    <>
      <button type="button" className="shp-btn" aria-haspopup="dialog" onClick={start}>
        保存搜索
      </button>
      {mounted && criteria && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={open}
            criteria={criteria}
            defaultName={defaultName}
            link={`${location.pathname}${location.search}`}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
