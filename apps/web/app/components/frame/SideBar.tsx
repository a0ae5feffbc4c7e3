import { useEffect, useRef, useState } from 'react';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import QrcodeOutlined from '@ant-design/icons-svg/es/asn/QrcodeOutlined';
import VerticalAlignTopOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import { Icon } from '../Icon';
import { BACK_TO_TOP_PX, qrImageUrl } from '@shp/contracts';
import { scrollToTop } from '../../lib/scroll';
import { PhoneNumber } from '../PhoneNumber';

export const OPEN_CONSULT_EVENT = 'shp:open-consult';
/** What a consultation is about when it is opened from one unit (咨询 this unit). */
export interface ConsultTarget {
  type: 'shop';
  id: number;
  name: string;
}
/**
 * Opens the side bar's book-consultation panel from anywhere (home entries, answers), about `target`
 * when given. Used as a click handler it receives the click event, which names no unit.
 */
export const openConsult = (target?: ConsultTarget | React.SyntheticEvent) =>
  window.dispatchEvent(
    new CustomEvent<ConsultTarget | null>(OPEN_CONSULT_EVENT, {
      detail: target && 'type' in target && target.type === 'shop' ? (target as ConsultTarget) : null,
    }),
  );
/** Sent when the side bar's consultation form opens: another lead form on the page gives way (one at a time). */
export const CONSULT_OPENED_EVENT = 'shp:consult-opened';
/** Sent by another lead form of the page as it opens (the home left panel): the side bar's form closes. */
export const LEAD_FORM_OPENED_EVENT = 'shp:lead-form-opened';

type Panel = 'consult' | 'chat' | null;
const PANELS = ['consult', 'chat'] as const;
const PANEL_TITLES = { consult: '预约咨询', chat: '在线客服' } as const;

export interface SideBarProps {
  /** Customer-service phone from the site config. */
  phone: string;
  /** Rendered once, on the first opening, and kept while the panel is closed (see below). */
  renderConsult: (close: () => void, target: ConsultTarget | null) => React.ReactNode;
  renderChat: () => React.ReactNode;
  /** Answers true when the chat may open now (logged in); otherwise it asks for login itself. */
  canChat: (open: () => void) => boolean;
}

/**
 * Floating side bar (SPEC §2): book consultation, phone line, online chat (login), mini-program
 * QR, back to top after 600 px (800 ms scroll). Panels open beside it.
 */
export function SideBar({ phone, renderConsult, renderChat, canChat }: SideBarProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const [consultTarget, setConsultTarget] = useState<ConsultTarget | null>(null);
  const [opened, setOpened] = useState<readonly Exclude<Panel, null>[]>([]);
  const [showTop, setShowTop] = useState(false);
  // The phone and QR pop-ups show on hover or focus; Escape hides one until the pointer leaves or
  // focus comes back (WCAG 1.4.13).
  const [poppedAway, setPoppedAway] = useState<'phone' | 'qr' | null>(null);
  const hoverProps = (key: 'phone' | 'qr') => ({
    'data-closed': poppedAway === key ? '1' : '0',
    onKeyDown: (e: React.KeyboardEvent) => e.key === 'Escape' && setPoppedAway(key),
    onMouseLeave: () => setPoppedAway(null),
    onFocus: () => setPoppedAway(null),
  });

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > BACK_TO_TOP_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    const onOpen = (e: Event) => {
      setConsultTarget((e as CustomEvent<ConsultTarget | null>).detail ?? null);
      setPanel('consult');
    };
    window.addEventListener(OPEN_CONSULT_EVENT, onOpen);
    const giveWay = () => setPanel((p) => (p === 'consult' ? null : p));
    window.addEventListener(LEAD_FORM_OPENED_EVENT, giveWay);
    if (new URLSearchParams(window.location.search).get('consult') === '1') setPanel('consult');
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener(OPEN_CONSULT_EVENT, onOpen);
      window.removeEventListener(LEAD_FORM_OPENED_EVENT, giveWay);
    };
  }, []);

  useEffect(() => {
    if (panel) setOpened((o) => (o.includes(panel) ? o : [...o, panel]));
    if (panel === 'consult') window.dispatchEvent(new CustomEvent(CONSULT_OPENED_EVENT));
  }, [panel]);

  useEffect(() => {
    if (!panel) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPanel(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panel]);

  // Focus goes into a panel as it opens (rendered after the bar, it came only after every bar item
  // in the tab order) and back to what opened it when it closes (else it fell to the page's top).
  const panelEls = useRef<Partial<Record<Exclude<Panel, null>, HTMLElement | null>>>({});
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef<Panel>(null);
  useEffect(() => {
    const was = shown.current;
    shown.current = panel;
    if (panel && panel !== was) {
      if (!was) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      panelEls.current[panel]?.focus();
    } else if (!panel && was) {
      const active = document.activeElement;
      // Unless the user has meanwhile put focus somewhere else.
      if (!active || active === document.body || panelEls.current[was]?.contains(active)) opener.current?.focus();
      opener.current = null;
    }
  }, [panel]);

  const close = () => setPanel(null);
  return (
    <>
      <nav className="shp-sidebar" aria-label="快捷服务">
        <button
          type="button"
          className="shp-sidebar-item is-primary"
          onClick={() => setPanel(panel === 'consult' ? null : 'consult')}
          aria-expanded={panel === 'consult'}
          data-guide="consult"
        >
          <Icon def={FormOutlined} className="shp-sidebar-icon" />
          <span>预约咨询</span>
        </button>
        <div className="shp-sidebar-item shp-sidebar-hover" tabIndex={0} {...hoverProps('phone')}>
          <Icon def={PhoneOutlined} className="shp-sidebar-icon" />
          <span>客服电话</span>
          <div className="shp-sidebar-pop" role="tooltip">
            客服热线（工作日 9:00-18:00）
            <PhoneNumber value={phone} className="shp-sidebar-phone" />
          </div>
        </div>
        <button
          type="button"
          className="shp-sidebar-item"
          aria-expanded={panel === 'chat'}
          onClick={() => {
            if (panel === 'chat') return setPanel(null);
            if (canChat(() => setPanel('chat'))) setPanel('chat');
          }}
        >
          <Icon def={CustomerServiceOutlined} className="shp-sidebar-icon" />
          <span>在线客服</span>
        </button>
        <div className="shp-sidebar-item shp-sidebar-hover" tabIndex={0} {...hoverProps('qr')}>
          <Icon def={QrcodeOutlined} className="shp-sidebar-icon" />
          <span>小程序</span>
          <div className="shp-sidebar-pop" role="tooltip">
            <img src={qrImageUrl('mini-program')} width={120} height={120} alt="商铺汇小程序二维码" loading="lazy" />
            微信扫码打开小程序
          </div>
        </div>
        {showTop && (
          <button type="button" className="shp-sidebar-item" onClick={() => void scrollToTop()} aria-label="回到顶部">
            <Icon def={VerticalAlignTopOutlined} className="shp-sidebar-icon" />
            <span>顶部</span>
          </button>
        )}
      </nav>
      {PANELS.filter((k) => k === panel || opened.includes(k)).map((k) => (
        // A panel stays mounted (hidden) once opened: a dialog its form opened, such as the lead
        // form's success message, lives in the panel's antd island and must outlive closing it,
        // and a visitor who closes the lead form to look something up comes back to what they
        // typed and the SMS code they already asked for (its countdown still running).
        <section
          key={k}
          ref={(el) => {
            panelEls.current[k] = el;
          }}
          hidden={k !== panel}
          tabIndex={-1}
          className="shp-sidebar-panel"
          role="dialog"
          aria-modal="false"
          aria-label={PANEL_TITLES[k]}
        >
          {/* Not a <header>: inside this dialog it was taken for a second banner landmark. */}
          <div className="shp-sidebar-panel-head">
            <strong>{PANEL_TITLES[k]}</strong>
            <button type="button" onClick={close} aria-label="关闭">
              ×
            </button>
          </div>
          <div className="shp-sidebar-panel-body">{k === 'consult' ? renderConsult(close, consultTarget) : renderChat()}</div>
        </section>
      ))}
    </>
  );
}
