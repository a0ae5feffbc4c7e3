import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { StorageKey } from '@shp/contracts';
import { local } from '../../lib/storage';
import { useSession } from '../../lib/session';
import { HOME_GUIDE_STEPS, type GuideStep } from './steps';

const CARD_W = 300;
const GAP = 12;

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** A visible element for the step, or null (hidden on this screen size): the card is centred then. */
function targetBox(step: GuideStep): Box | null {
  const els = Array.from(document.querySelectorAll<HTMLElement>(`[data-guide="${step.target}"]`));
  for (const el of els) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) return { top: r.top, left: r.left, width: r.width, height: r.height };
  }
  return null;
}

function cardPosition(box: Box | null, position: GuideStep['position']): React.CSSProperties {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const width = Math.min(CARD_W, vw - 24);
  if (!box) return { top: Math.max(24, vh / 2 - 110), left: (vw - width) / 2, width };
  const clampX = (x: number) => Math.max(12, Math.min(x, vw - width - 12));
  if (position === 'left' && box.left > width + GAP * 2) return { top: Math.max(12, box.top), left: box.left - width - GAP, width };
  if (position === 'top' || box.top + box.height + 240 > vh) return { top: Math.max(12, box.top - GAP - 200), left: clampX(box.left), width };
  return { top: box.top + box.height + GAP, left: clampX(box.left), width };
}

/**
 * First-visit beginner guide of the home page (SPEC §2/§4): 5 steps with previous/next and skip,
 * the last button '立即体验'. Finishing or skipping stores isNovice in local storage. It dims the
 * page but does not trap it: a visitor who came for a link can still follow it.
 * A signed-in member is not told to log in: the login step is left out for them, the others keep
 * their order.
 */
export function BeginnerGuide({ steps = HOME_GUIDE_STEPS, onActiveChange }: { steps?: GuideStep[]; onActiveChange?: (active: boolean) => void }) {
  const session = useSession();
  const shown = session ? steps.filter((s) => !s.forVisitors) : steps;
  // The step is held by its target, not its number: a visitor who logs in mid-guide stays on it.
  const [current, setCurrent] = useState<string | null>(null);
  const [box, setBox] = useState<Box | null>(null);

  useEffect(() => {
    if (!local.get(StorageKey.IS_NOVICE)) setCurrent('');
  }, []);

  // Tells the page whether the guide is up (true) or over / never shown (false), so what else the
  // page would open on a first visit (the home lead panel) can wait for it.
  const [checked, setChecked] = useState(false);
  useEffect(() => setChecked(true), []);
  const active = current !== null;
  useEffect(() => {
    if (checked) onActiveChange?.(active);
  }, [checked, active, onActiveChange]);

  const found = current === null ? -1 : shown.findIndex((s) => s.target === current);
  // '' (just opened) or a step no longer shown (the login step after logging in): the first step.
  const index = current === null ? null : Math.max(found, 0);
  const step = index === null ? null : (shown[index] ?? null);
  const setIndex = (i: number | null) => setCurrent(i === null ? null : shown[i].target);
  const measure = useCallback(() => setBox(step ? targetBox(step) : null), [step]);

  useLayoutEffect(() => {
    if (!step) return;
    const el = document.querySelector<HTMLElement>(`[data-guide="${step.target}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [step, measure]);

  if (!step || index === null) return null;
  const finish = () => {
    local.set(StorageKey.IS_NOVICE, '1');
    setIndex(null);
  };
  const last = index === shown.length - 1;
  return (
    <div className="shp-guide" role="dialog" aria-modal="false" aria-labelledby="shp-guide-title">
      {box ? (
        <div className="shp-guide-spot" style={{ top: box.top - 6, left: box.left - 6, width: box.width + 12, height: box.height + 12 }} />
      ) : (
        <div className="shp-guide-mask" />
      )}
      <div className="shp-guide-card" style={cardPosition(box, step.position)} data-step={index + 1}>
        <div className="shp-guide-count">
          {index + 1} / {shown.length}
        </div>
        <h2 id="shp-guide-title">{step.title}</h2>
        <p>{step.content}</p>
        <div className="shp-guide-actions">
          <button type="button" className="shp-guide-skip" onClick={finish}>
            {step.skipText}
          </button>
          <span>
            {index > 0 && (
              <button type="button" onClick={() => setIndex(index - 1)}>
                {step.prevText}
              </button>
            )}
            <button type="button" className="is-primary" onClick={() => (last ? finish() : setIndex(index + 1))} autoFocus>
              {last ? '立即体验' : step.nextText}
            </button>
          </span>
        </div>
      </div>
    </div>
  );
}
