import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { TITLE_PREFIX } from '@shp/contracts';
import { titleForLocation } from '../lib/title';

/**
 * Tells a screen reader which page a centre's menu opened: the centres swap only their content, so
 * nothing else says so. A live region around the whole content read out every table refresh and
 * every message under a field instead; this one says only the new page's title, and nothing on the
 * first view (the document's title says it).
 */
export function PageAnnouncer() {
  const { pathname, search } = useLocation();
  const [said, setSaid] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setSaid(`已打开${titleForLocation(pathname, search).slice(TITLE_PREFIX.length) || '页面'}`);
  }, [pathname, search]);
  return (
    <p className="shp-visually-hidden" aria-live="polite" data-testid="page-announcer">
      {said}
    </p>
  );
}
