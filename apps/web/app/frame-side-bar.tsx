import { useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '@shp/contracts';
import { SideBar } from './components/frame/SideBar';
import { ChatPanel, ConsultPanel } from './features/leads/SideBarPanels';
import { requireLogin } from './lib/session';

/** The floating side bar with the lead and chat panels of the leads feature (app-layer composition). */
export function FrameSideBar() {
  const root = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  const phone = root?.site?.phone ?? '';
  return (
    <SideBar
      phone={phone}
      renderConsult={(close, target) => <ConsultPanel onDone={close} target={target} />}
      renderChat={() => <ChatPanel phone={phone} />}
      canChat={(open) => requireLogin({ onSuccess: open })}
    />
  );
}
