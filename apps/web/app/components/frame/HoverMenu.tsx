import { useState } from 'react';

export interface HoverMenuItem {
  key: string;
  label: string;
  /** Drawn as a link to this address (opens in a new tab with the usual keys); else a button. */
  href?: string;
}

/**
 * A top-bar drop-down opened by hover or keyboard focus, in plain markup and CSS: the top bar is
 * on every page's first view, where antd's Dropdown would bring antd's core along (decision 009).
 */
export function HoverMenu({
  trigger,
  items,
  onSelect,
  label,
  dividerBefore,
}: {
  trigger: React.ReactNode;
  items: HoverMenuItem[];
  onSelect: (key: string) => void;
  label: string;
  /** Key of the item a separator is drawn above. */
  dividerBefore?: string;
}) {
  // Closed right after a choice even though the pointer still rests on it.
  const [closed, setClosed] = useState(false);
  const choose = (key: string) => {
    setClosed(true);
    (document.activeElement as HTMLElement | null)?.blur();
    onSelect(key);
  };
  return (
    <span
      className="shp-hover-menu"
      data-closed={closed ? '1' : '0'}
      onMouseLeave={() => setClosed(false)}
      onFocus={() => setClosed(false)}
      // WCAG 1.4.13: content shown on hover or focus can be dismissed without moving either.
      onKeyDown={(e) => e.key === 'Escape' && setClosed(true)}
    >
      {trigger}
      <ul className="shp-hover-menu-panel" role="menu" aria-label={label}>
        {items.map((item) => (
          <li key={item.key} role="none" className={item.key === dividerBefore ? 'has-divider' : undefined}>
            {item.href ? (
              <a
                role="menuitem"
                href={item.href}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  choose(item.key);
                }}
              >
                {item.label}
              </a>
            ) : (
              <button type="button" role="menuitem" onClick={() => choose(item.key)}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </span>
  );
}
