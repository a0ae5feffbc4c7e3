import { useState } from 'react';
import { BeginnerGuide } from '../features/guide/BeginnerGuide';
import { LeftLeadPanel } from '../features/leads/LeftLeadPanel';

/**
 * What a first home visit opens by itself, one at a time: the beginner guide first, and the left
 * lead panel only once the guide is finished or skipped (or was never shown), so a visitor never
 * faces a guide card and a lead form at once.
 */
export function FirstVisitPanels() {
  // Held until the guide has said whether it shows (it reads local storage after hydration).
  const [guideUp, setGuideUp] = useState(true);
  return (
    <>
      <LeftLeadPanel holdAutoOpen={guideUp} />
      <BeginnerGuide onActiveChange={setGuideUp} />
    </>
  );
}
