import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ArrowRightOutlined, CheckOutlined, LoadingOutlined } from '@ant-design/icons';
import { ErrorText, SLIDER_HEIGHT, SLIDER_WIDTH, captchaChallengeOp, captchaVerifyOp } from '@shp/contracts';
import { callApi } from '../lib/api-client';

export interface CaptchaTicket {
  ticket: string;
  randstr: string;
}

export interface SliderCaptchaHandle {
  /** Back to the start with a new challenge (a ticket is good for one sendSms only). */
  reset(): void;
}

export interface SliderCaptchaProps {
  onVerified: (ticket: CaptchaTicket) => void;
  /** Called when the slider goes back to the start (reset or failure). */
  onReset?: () => void;
  width?: number;
  height?: number;
  disabled?: boolean;
}

type Phase = 'idle' | 'dragging' | 'checking' | 'passed' | 'failed';
const HANDLE = 40;
const KEY_STEP = 30;

/**
 * Slider captcha of SPEC §5 (340×40): drag the handle to the far right; the drag is checked on
 * the server, which answers a one-time ticket + randstr for sendSms. Arrow keys work too.
 */
export const SliderCaptcha = forwardRef<SliderCaptchaHandle, SliderCaptchaProps>(function SliderCaptcha(
  { onVerified, onReset, width = SLIDER_WIDTH, height = SLIDER_HEIGHT, disabled },
  ref,
) {
  // On narrow screens the track shrinks; positions are reported in the 340 px frame the server checks.
  const [shown, setShown] = useState(width);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setShown(Math.min(width, el.parentElement?.clientWidth || width));
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (el.parentElement) ro?.observe(el.parentElement);
    return () => ro?.disconnect();
  }, [width]);
  const max = shown - HANDLE;
  const toFrame = (px: number) => Math.round((px * (width - HANDLE)) / Math.max(1, max));
  const [x, setX] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState('');
  const drag = useRef<{ startX: number; t0: number; track: { x: number; t: number }[] } | null>(null);
  const challenge = useRef<Promise<string> | null>(null);

  const newChallenge = useCallback(() => {
    const p = callApi(captchaChallengeOp, {}, { silent: true }).then((c) => c.challengeId);
    p.catch(() => {}); // reported when the drag ends
    challenge.current = p;
    return p;
  }, []);

  const reset = useCallback(() => {
    drag.current = null;
    challenge.current = null;
    setX(0);
    setPhase('idle');
    setMessage('');
    onReset?.();
  }, [onReset]);

  useImperativeHandle(ref, () => ({ reset }), [reset]);

  async function finish(finalX: number, track: { x: number; t: number }[]) {
    if (finalX < max - 2) {
      // Not at the far right: back to the start, nothing sent.
      setX(0);
      setPhase('idle');
      return;
    }
    setPhase('checking');
    try {
      const challengeId = await (challenge.current ?? newChallenge());
      const result = await callApi(
        captchaVerifyOp,
        { challengeId, x: toFrame(finalX), track: track.map((p) => ({ x: toFrame(p.x), t: p.t })) },
        { silent: true },
      );
      setPhase('passed');
      setMessage('验证通过');
      onVerified(result);
    } catch (err) {
      const e = err as { network?: boolean; message?: string };
      setPhase('failed');
      // SPEC §8: a captcha failure reads '网络异常，请点击重试'.
      setMessage(e.network ? ErrorText.CAPTCHA : (e.message ?? ErrorText.CAPTCHA));
      challenge.current = null;
      setX(0);
    }
  }

  const locked = disabled || phase === 'checking' || phase === 'passed';

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (locked) return;
    if (!challenge.current) void newChallenge();
    (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX, t0: performance.now(), track: [{ x: 0, t: 0 }] };
    setPhase('dragging');
    setMessage('');
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || phase !== 'dragging') return;
    const nx = Math.max(0, Math.min(max, e.clientX - d.startX));
    if (d.track.length < 390) d.track.push({ x: Math.round(nx), t: Math.round(performance.now() - d.t0) });
    setX(nx);
  }
  function onPointerUp() {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    void finish(x, d.track);
  }
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (locked || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
    e.preventDefault();
    if (!challenge.current) void newChallenge();
    const d = (drag.current ??= { startX: 0, t0: performance.now(), track: [{ x: 0, t: 0 }] });
    const nx = Math.max(0, Math.min(max, x + (e.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP)));
    d.track.push({ x: nx, t: Math.round(performance.now() - d.t0) });
    setX(nx);
    if (nx >= max) {
      drag.current = null;
      void finish(nx, d.track);
    }
  }

  const passed = phase === 'passed';
  const label = passed ? '验证通过' : phase === 'checking' ? '验证中…' : '请按住滑块，拖动到最右边';
  return (
    <div ref={box} className="shp-slider-captcha" style={{ width: shown }}>
      <div
        className="shp-slider-track"
        data-phase={phase}
        style={{
          position: 'relative',
          width: shown,
          height,
          lineHeight: `${height}px`,
          background: passed ? '#f6ffed' : '#f5f5f5',
          border: `1px solid ${passed ? '#b7eb8f' : phase === 'failed' ? '#ffccc7' : '#e8e8e8'}`,
          borderRadius: 4,
          userSelect: 'none',
          touchAction: 'none',
          textAlign: 'center',
          // 4.5:1 (WCAG AA) or more on every background the track shows: grey, the orange trail, the green of a pass.
          color: passed ? '#237804' : '#666',
          fontSize: 14,
          overflow: 'hidden',
        }}
      >
        <div aria-hidden style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: x + HANDLE / 2, background: passed ? '#d9f7be' : '#ffe7ba' }} />
        <span style={{ position: 'relative' }}>{label}</span>
        <div
          role="slider"
          tabIndex={locked ? -1 : 0}
          aria-label="滑动验证"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-disabled={locked || undefined}
          className="shp-slider-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          style={{
            position: 'absolute',
            top: 0,
            left: x,
            width: HANDLE,
            height: height - 2,
            background: passed ? '#52c41a' : '#fff',
            color: passed ? '#fff' : '#595959',
            boxShadow: '0 0 3px rgba(0,0,0,.25)',
            cursor: locked ? 'default' : 'grab',
            transition: phase === 'dragging' ? 'none' : 'left .2s',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {passed ? <CheckOutlined /> : phase === 'checking' ? <LoadingOutlined /> : <ArrowRightOutlined />}
        </div>
      </div>
      {phase === 'failed' && message && (
        <div role="alert" style={{ color: '#ff4d4f', fontSize: 12, marginTop: 4, cursor: 'pointer' }} onClick={reset}>
          {message}
        </div>
      )}
    </div>
  );
});
