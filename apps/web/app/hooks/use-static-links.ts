import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { STATIC_BLOCK_ATTR } from '../components/StaticBlock';

/**
 * The click of a `<Link>` inside a static block (decision 022): its server HTML was kept without
 * React's handlers, so without this a click would load the whole page again. Does what the link's
 * own handler would: a plain left click on a same-origin link that opens in this tab becomes a
 * client navigation; anything else (a modifier key, a new tab, a download, another site) is the
 * browser's.
 */
export function useStaticLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(a instanceof HTMLAnchorElement) || !a.closest(`[${STATIC_BLOCK_ATTR}]`)) return;
      if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      const url = new URL(a.href);
      if (url.origin !== window.location.origin) return;
      e.preventDefault();
      const to = url.pathname + url.search + url.hash;
      // As React Router's Link: a link to the page already shown replaces it in the history.
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
