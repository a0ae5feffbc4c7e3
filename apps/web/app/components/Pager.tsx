import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PAGER_BUTTONS_NARROW, PAGER_BUTTONS_WIDE, PAGER_NARROW_BELOW_PX } from '@shp/contracts';
import { useMediaQuery } from '../hooks/use-media-query';
import { scrollToTop } from '../lib/scroll';

export interface PagerProps {
  /** Total number of records (from the page answer). */
  total: number;
  /** Current page, from 1. */
  page: number;
  /** Records per page; SPEC default 20. */
  pageSize?: number;
  /**
   * Called with the new page and size. A size change always answers page 1 (SPEC §4) and
   * scrolls to the top over 800 ms.
   */
  onChange: (page: number, pageSize: number) => void;
  /** Page sizes offered; SPEC §9: 5, 10, 20, 30, 50, 100, 200. */
  pageSizes?: readonly number[];
  /** Also scroll to the top when the page (not only the size) changes. Default false. */
  scrollOnPageChange?: boolean;
  disabled?: boolean;
  className?: string;
  /**
   * The address of a page, for lists whose page lives in the URL: the numbers, prev/next and the
   * '…' jumps then are real links, so a tap before the scripts load still pages and crawlers reach
   * page 2. A plain click still goes through onChange (client navigation).
   */
  hrefFor?: (page: number) => string;
}

/** A click the browser should keep: new tab or window, download, or not the main button. */
const browserKeepsClick = (e: MouseEvent) => e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

type Item = number | 'prev-more' | 'next-more';

/**
 * The page a typed jump asks for: a whole number from 1 (full-width digits, as a Chinese IME types
 * them, count), or null for anything else (`3.5`, `-2`, `0`, `abc`), which the box refuses rather
 * than reading `3.5` as 35 or `-2` as 2.
 */
export function jumpTarget(typed: string): number | null {
  const ascii = typed.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (!/^\d{1,9}$/.test(ascii)) return null;
  const n = Number(ascii);
  return n >= 1 ? n : null;
}

/**
 * The numbered buttons: first and last always, `count` numbers in all when the pages collapse,
 * '…' on either side jumping by count − 2 (the SPEC's pager count of 5 or 7).
 */
export function pagerItems(current: number, pageCount: number, count: number): Item[] {
  if (pageCount <= 1) return [1];
  const half = (count - 1) / 2;
  const prevMore = pageCount > count && current > count - half;
  const nextMore = pageCount > count && current < pageCount - half;
  const middle: number[] = [];
  if (prevMore && !nextMore) for (let i = pageCount - (count - 2); i < pageCount; i++) middle.push(i);
  else if (!prevMore && nextMore) for (let i = 2; i < count; i++) middle.push(i);
  else if (prevMore && nextMore) {
    const offset = Math.floor(count / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  } else for (let i = 2; i < pageCount; i++) middle.push(i);
  return [1, ...(prevMore ? (['prev-more'] as const) : []), ...middle, ...(nextMore ? (['next-more'] as const) : []), pageCount];
}

/**
 * The list pager of SPEC §2/§9: layout total, sizes, prev, pager, next, jumper; 5 page buttons
 * under 992 px, otherwise 7. Renders nothing when there are no records.
 */
export function Pager({
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onChange,
  pageSizes = PAGE_SIZES,
  scrollOnPageChange = false,
  disabled,
  className,
  hrefFor,
}: PagerProps) {
  const narrow = useMediaQuery(`(max-width: ${PAGER_NARROW_BELOW_PX - 1}px)`, false);
  const [jump, setJump] = useState('');
  const [jumpRefused, setJumpRefused] = useState(false);
  const errorId = useId();
  if (total <= 0) return null;
  const count = narrow ? PAGER_BUTTONS_NARROW : PAGER_BUTTONS_WIDE;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const clamp = (p: number) => Math.min(Math.max(1, p), pageCount);
  const go = (p: number) => {
    const next = clamp(p);
    // Against the page asked for, not the clamped one: on a page past the end, the last page's
    // button must still go there.
    if (next === page || disabled) return;
    onChange(next, pageSize);
    if (scrollOnPageChange) void scrollToTop();
  };
  const jumpBy = count - 2;
  // A link where the list has addresses, and while it can be followed: a prev/next with nowhere to
  // go, or a busy pager, stays a disabled button (a link cannot be disabled).
  const pageItem = ({
    target,
    className: itemClass,
    label,
    current: isCurrent,
    off,
    children,
  }: {
    target: number;
    className: string;
    label: string;
    current?: boolean;
    off?: boolean;
    children: ReactNode;
  }) =>
    hrefFor && !off && !disabled ? (
      <a
        className={itemClass}
        href={hrefFor(clamp(target))}
        aria-current={isCurrent ? 'page' : undefined}
        aria-label={label}
        onClick={(e) => {
          if (browserKeepsClick(e)) return;
          e.preventDefault();
          go(target);
        }}
      >
        {children}
      </a>
    ) : (
      <button
        type="button"
        className={itemClass}
        aria-current={isCurrent ? 'page' : undefined}
        aria-label={label}
        disabled={disabled || off}
        onClick={() => go(target)}
      >
        {children}
      </button>
    );
  // A page past the end goes to the last page; anything that is not a page number stays in the box
  // with the reason, so the member sees why nothing happened.
  const commitJump = () => {
    const target = jumpTarget(jump);
    if (jump.trim() && target === null) {
      setJumpRefused(true);
      return;
    }
    setJump('');
    if (target !== null) go(target);
  };
  return (
    <nav className={`shp-pager${className ? ` ${className}` : ''}`} aria-label="分页" data-buttons={count}>
      <span className="shp-pager-total">共 {total} 条</span>
      <select
        className="shp-pager-sizes shp-select shp-select-small"
        aria-label="每页条数"
        value={pageSize}
        disabled={disabled}
        onChange={(e) => {
          onChange(1, Number(e.target.value));
          void scrollToTop();
        }}
      >
        {pageSizes.map((s) => (
          <option key={s} value={s}>
            {s}条/页
          </option>
        ))}
      </select>
      {pageItem({ target: current - 1, className: 'shp-pager-btn', label: '上一页', off: current <= 1, children: '‹' })}
      <ul className="shp-pager-list">
        {pagerItems(current, pageCount, count).map((it) => (
          <li key={it}>
            {typeof it === 'number'
              ? pageItem({
                  target: it,
                  className: `shp-pager-btn${it === page ? ' is-current' : ''}`,
                  label: `第${it}页`,
                  current: it === page,
                  children: it,
                })
              : pageItem({
                  target: it === 'prev-more' ? current - jumpBy : current + jumpBy,
                  className: 'shp-pager-btn shp-pager-more',
                  label: it === 'prev-more' ? `向前${jumpBy}页` : `向后${jumpBy}页`,
                  children: '…',
                })}
          </li>
        ))}
      </ul>
      {pageItem({ target: current + 1, className: 'shp-pager-btn', label: '下一页', off: current >= pageCount, children: '›' })}
      <label className="shp-pager-jump">
        前往
        <input
          inputMode="numeric"
          value={jump}
          disabled={disabled}
          aria-label="跳转页码"
          aria-invalid={jumpRefused || undefined}
          aria-describedby={jumpRefused ? errorId : undefined}
          maxLength={9}
          onChange={(e) => {
            setJump(e.target.value);
            setJumpRefused(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitJump();
          }}
          onBlur={commitJump}
        />
        页
      </label>
      {jumpRefused && (
        <span id={errorId} role="alert" className="shp-pager-jump-error">
          请输入 1–{pageCount} 的整数页码
        </span>
      )}
    </nav>
  );
}
