import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { SESSION_EVENT, readSession } from '../lib/session';

/** Who the page was read for: the member and grade (what a detail page's answer depends on), or nobody. */
const memberKey = () => {
  const s = readSession();
  return s ? `${s.memberId}|${s.vipGradeCode}` : '';
};

/**
 * Reads the page's data again when the member changes (a login or logout here, another member, a
 * new grade), so phones and flags follow. Not on the frame's profile refresh after every page load
 * (member info, autoLogin): the same member, and each read of a detail counts one more view.
 */
export function useRevalidateOnMemberChange() {
  const revalidator = useRevalidator();
  const revalidatorRef = useRef(revalidator);
  revalidatorRef.current = revalidator;
  useEffect(() => {
    let readFor = memberKey();
    const onSession = () => {
      const now = memberKey();
      if (now === readFor) return;
      readFor = now;
      void revalidatorRef.current.revalidate();
    };
    window.addEventListener(SESSION_EVENT, onSession);
    return () => window.removeEventListener(SESSION_EVENT, onSession);
  }, []);
}
