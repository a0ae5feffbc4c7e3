import { useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '@shp/contracts';
import { SideBar } from './components/frame/SideBar';
import { ConsultPanel } from './features/leads/SideBarPanels';
import { ChatSideBarPanel } from './features/chat/ChatSideBarPanel';
import { requireLogin } from './lib/session';

/** The floating side bar with the lead panel of the leads feature and the chat panel (app-layer composition). */
export function FrameSideBar() {
  const root = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  const phone = root?.site?.phone ?? '';
  return (
    <SideBar
      phone={phone}
      renderConsult={(close, target) => <ConsultPanel onDone={close} target={target} />}
      renderChat={() => <ChatSideBarPanel phone={phone} />}
      canChat={(open) => requireLogin({ onSuccess: open })}
    />
  );
}
