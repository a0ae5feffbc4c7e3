import { Suspense, useState } from 'react';
import { lazyWithAntd } from '../../components/lazy-antd';
import { isLoggedIn } from '../../lib/session';

// antd's dialog loads on the first click: detail pages' first view loads no antd (decision 009).
const ReportDialog = lazyWithAntd(() => import('./ReportDialog').then((m) => m.ReportDialog));

/** 举报 on a unit or mall: anyone may report; a logged-in reporter hears the outcome in the message centre. */
export function ReportButton({ target, id }: { target: 'shop' | 'mall'; id: number }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="shp-btn"
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        举报
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ReportDialog open={open} target={target} id={id} loggedIn={isLoggedIn()} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
