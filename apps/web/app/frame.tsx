import { CitySwitcher } from './features/city/CitySwitcher';
import { CityRulesHost } from './features/city/CityRulesHost';
import { FrameSideBar } from './frame-side-bar';
import { LoginDialogHost } from './features/auth/LoginDialog';
import { HeaderUserMenu } from './features/member/HeaderUserMenu';
import { MessageEntry } from './features/messages/MessageEntry';
import { ReAgreeHost } from './features/agreement/ReAgreeHost';

/**
 * App-level composition of the page frame: features plug their pieces of the top bar, side bar and
 * footer in here (features never import each other; the app layer composes them).
 * Each engineer adds their piece with a one-line edit.
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

/** Floating pieces shown on every framed page (side bar, guide, dialogs). */
export function FrameOverlays() {
  return (
    <>
      <LoginDialogHost />
      <CityRulesHost />
      <FrameSideBar />
      <ReAgreeHost />
    </>
  );
}
