import { lazy, Suspense, useEffect, useState } from 'react';
import { CitySwitcher } from './features/city/CitySwitcher';
import { FrameSideBar } from './frame-side-bar';
import { HeaderUserMenu } from './features/member/HeaderUserMenu';
import { MessageEntry } from './features/messages/MessageEntry';
import { OPEN_LOGIN_EVENT, type LoginDialogRequest } from './lib/session';

// Dialog hosts are invisible until something happens: their code (antd Modal, Form…) loads after
// the page is interactive, keeping it out of every page's first load.
const LoginDialogHost = lazy(() => import('./features/auth/LoginDialog').then((m) => ({ default: m.LoginDialogHost })));
const CityRulesHost = lazy(() => import('./features/city/CityRulesHost').then((m) => ({ default: m.CityRulesHost })));
const ReAgreeHost = lazy(() => import('./features/agreement/ReAgreeHost').then((m) => ({ default: m.ReAgreeHost })));

/**
 * App-level composition of the page frame: features plug their pieces of the top bar, side bar and
 * footer in here (features never import each other; the app layer composes them).
 */
export function HeaderSlots() {
  return (
    <>
      <CitySwitcher />
      <MessageEntry />
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
function LoginDialogGate({ idle }: { idle: boolean }) {
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
  if (!idle && !pending) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogHost initialRequest={pending} onReady={() => setHostReady(true)} />
    </Suspense>
  );
}

/** Floating pieces shown on every framed page (side bar, guide, dialogs). */
export function FrameOverlays() {
  const idle = useIdle();
  return (
    <>
      <LoginDialogGate idle={idle} />
      <FrameSideBar />
      {idle && (
        <Suspense fallback={null}>
          <CityRulesHost />
          <ReAgreeHost />
        </Suspense>
      )}
    </>
  );
}
