import { Suspense, useEffect, useState } from 'react';
import { lazyWithAntd } from './components/lazy-antd';
import { Loading } from './components/Loading';
import { CitySwitcher } from './features/city/CitySwitcher';
import { CityRulesHost } from './features/city/CityRulesHost';
import { FrameSideBar } from './frame-side-bar';
import { HeaderUserMenu } from './features/member/HeaderUserMenu';
import { MessageEntry } from './features/messages/MessageEntry';
import { lazyIsland } from './components/lazy-island';
import { OPEN_LOGIN_EVENT, useSession, type LoginDialogRequest } from './lib/session';

// Dialog hosts are invisible until something happens, so their code stays out of every page's
// first load (decision 009): the login dialog (antd) loads when it is asked for, the re-agree
// check (antd) only for a logged-in member. The city rules are plain and run at once.
const LoginDialogHost = lazyWithAntd(() => import('./features/auth/LoginDialog').then((m) => m.LoginDialogHost));
const ReAgreeHost = lazyWithAntd(() => import('./features/agreement/ReAgreeHost').then((m) => m.ReAgreeHost));
// The live socket matters only to a signed-in member; its code is not in any page's first load.
const LiveRefresh = lazyIsland(() => import('./features/chat/LiveRefresh').then((m) => m.LiveRefresh));

/**
 * App-level composition of the page frame: features plug their pieces of the top bar, side bar and
 * footer in here (features never import each other; the app layer composes them).
 */
export function HeaderSlots() {
  const session = useSession();
  return (
    <>
      <CitySwitcher />
      <MessageEntry />
      {session && <LiveRefresh />}
      <HeaderUserMenu />
    </>
  );
}

/** True once the browser is idle after hydration. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const t = window.setTimeout(() => setIdle(true), 1200);
    return () => window.clearTimeout(t);
  }, []);
  return idle;
}

/**
 * Catches login requests made before the dialog's code has arrived, loads it, and hands the
 * request over, so a click on 'collect' right after load still opens the dialog.
 */
function LoginDialogGate() {
  const [pending, setPending] = useState<LoginDialogRequest | null>(null);
  const [hostReady, setHostReady] = useState(false);
  useEffect(() => {
    if (hostReady) return;
    const onOpen = (e: Event) => {
      const detail = (e as CustomEvent<LoginDialogRequest>).detail;
      if (detail) detail.handled = true;
      setPending(detail ?? {});
    };
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
  }, [hostReady]);
  if (!pending && !hostReady) return null;
  return (
    <Suspense
      fallback={
        <div className="shp-overlay-loading">
          <Loading label="正在打开登录" />
        </div>
      }
    >
      <LoginDialogHost initialRequest={pending} onReady={() => setHostReady(true)} />
    </Suspense>
  );
}

/** Floating pieces shown on every framed page (side bar, guide, dialogs). */
export function FrameOverlays() {
  const idle = useIdle();
  const session = useSession();

  return (
    <>
      <LoginDialogGate />
      <FrameSideBar />
      <CityRulesHost />
      {idle && session && (
        <Suspense fallback={null}>
          <ReAgreeHost />
        </Suspense>
      )}
    </>
  );
}
