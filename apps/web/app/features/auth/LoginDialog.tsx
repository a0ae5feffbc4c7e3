import { useEffect, useRef, useState } from 'react';
import { Modal } from 'antd';
import { useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@shp/contracts';
import { OPEN_LOGIN_EVENT, type LoginDialogRequest } from '../../lib/session';
import { LoginForm } from './LoginForm';

/**
 * The frame's login dialog: opened by openLoginDialog() from any feature (online chat, collect,
 * lead forms). Mounted once in FrameOverlays.
 */
export function LoginDialogHost({ initialRequest, onReady }: { initialRequest?: LoginDialogRequest | null; onReady?: () => void } = {}) {
  // Loaded lazily by the frame: a request made before this code arrived opens the dialog at once.
  const [open, setOpen] = useState(false);
  const request = useRef<LoginDialogRequest | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    onReady?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announce readiness once, on mount
  }, []);

  useEffect(() => {
    if (!initialRequest) return;
    request.current = initialRequest;
    setOpen(true);
  }, [initialRequest]);

  useEffect(() => {
    const onOpen = (e: Event) => {
      const detail = (e as CustomEvent<LoginDialogRequest>).detail;
      if (detail) detail.handled = true;
      request.current = detail ?? {};
      setOpen(true);
    };
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
  }, []);

  return (
    <Modal
      open={open}
      title={`登录${PRODUCT_NAME}`}
      footer={null}
      width={420}
      destroyOnHidden
      onCancel={() => setOpen(false)}
      styles={{ body: { paddingTop: 8 } }}
    >
      <LoginForm
        onLoggedIn={() => {
          setOpen(false);
          const r = request.current;
          request.current = null;
          r?.onSuccess?.();
          if (r?.redirect) void navigate(r.redirect);
        }}
      />
    </Modal>
  );
}
