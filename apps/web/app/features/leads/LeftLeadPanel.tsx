import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithAntd } from '../../components/lazy-antd';
import { Loading } from '../../components/Loading';
import { CookieKey, COOKIE_DAYS } from '@shp/contracts';
import { getCookie, setCookie } from '../../lib/cookies';
import { CONSULT_OPENED_EVENT, LEAD_FORM_OPENED_EVENT } from '../../components/frame/SideBar';

const LeadForm = lazyWithAntd(() => import('./LeadForm').then((m) => m.default));

/**
 * The home page's left lead panel (SPEC §2): slides in and out; open or closed is remembered in
 * the bannerFlag cookie ('1' open, '0' closed). Closed by default on narrow screens.
 * `holdAutoOpen`: while true the panel does not open by itself (the beginner guide is up: one
 * thing at a time on a first visit); a click on its tab still opens it.
 */
export function LeftLeadPanel({ holdAutoOpen = false }: { holdAutoOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // Once opened, the form stays mounted while the panel is slid away: what was typed and the SMS
  // code already asked for (its countdown) are there when it slides back.
  const [everOpen, setEverOpen] = useState(false);
  const decided = useRef(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (holdAutoOpen || decided.current) return;
    decided.current = true;
    const flag = getCookie(CookieKey.BANNER_FLAG);
    const initial = flag ? flag === '1' : (window.matchMedia?.('(min-width: 1200px)').matches ?? true);
    setOpen(initial);
    setEverOpen(initial);
  }, [holdAutoOpen]);
  // The side bar's consultation form opening: this one slides away, so two lead forms are never
  // open at once (the visitor's choice in the cookie is kept).
  useEffect(() => {
    const giveWay = () => {
      decided.current = true;
      setOpen(false);
    };
    window.addEventListener(CONSULT_OPENED_EVENT, giveWay);
    return () => window.removeEventListener(CONSULT_OPENED_EVENT, giveWay);
  }, []);
  const toggle = (next: boolean) => {
    decided.current = true;
    setOpen(next);
    if (next) {
      setEverOpen(true);
      window.dispatchEvent(new CustomEvent(LEAD_FORM_OPENED_EVENT));
    }
    setCookie(CookieKey.BANNER_FLAG, next ? '1' : '0', COOKIE_DAYS);
  };
  return (
    <aside className="shp-left-panel" data-open={open ? '1' : '0'} aria-label="免费预约顾问">
      {/* Closed, the body is slid off-screen: inert keeps its close button out of the tab order
          (a keyboard user's focus went to an invisible control) and out of the accessibility tree. */}
      <div className="shp-left-panel-body" inert={!open}>
        <div className="shp-left-panel-head">
          <strong>免费预约招商顾问</strong>
          <button type="button" className="shp-left-panel-close" aria-label="收起留资面板" onClick={() => toggle(false)}>
            ‹
          </button>
        </div>
        {mounted && everOpen && (
          <Suspense fallback={<Loading />}>
            <LeadForm variant="home-left-panel" submitText="免费获取选址方案" />
          </Suspense>
        )}
      </div>
      <button type="button" className="shp-left-panel-tab" aria-expanded={open} onClick={() => toggle(!open)}>
        {open ? '收起' : '免费咨询'}
      </button>
    </aside>
  );
}
