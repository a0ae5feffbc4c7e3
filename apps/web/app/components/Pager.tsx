import { useId, useState } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGER_BUTTONS_NARROW,
  PAGER_BUTTONS_WIDE,
  PAGER_NARROW_BELOW_PX,
} from '@shp/contracts';
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
}

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
}: PagerProps) {
  const narrow = useMediaQuery(`(max-width: ${PAGER_NARROW_BELOW_PX - 1}px)`, false);
  const [jump, setJump] = useState('');
  const [jumpRefused, setJumpRefused] = useState(false);
  const errorId = useId();
  if (total <= 0) return null;
  const count = narrow ? PAGER_BUTTONS_NARROW : PAGER_BUTTONS_WIDE;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (p: number) => {
    const next = Math.min(Math.max(1, p), pageCount);
    // Against the page asked for, not the clamped one: on a page past the end, the last page's
    // button must still go there.
    if (next === page || disabled) return;
    onChange(next, pageSize);
    if (scrollOnPageChange) void scrollToTop();
  };
  const jumpBy = count - 2;
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
      <button type="button" className="shp-pager-btn" aria-label="上一页" disabled={disabled || current <= 1} onClick={() => go(current - 1)}>
        ‹
      </button>
      <ul className="shp-pager-list">
        {pagerItems(current, pageCount, count).map((it) =>
          typeof it === 'number' ? (
            <li key={it}>
              <button
                type="button"
                className={`shp-pager-btn${it === page ? ' is-current' : ''}`}
                aria-current={it === page ? 'page' : undefined}
                aria-label={`第${it}页`}
                disabled={disabled}
                onClick={() => go(it)}
              >
                {it}
              </button>
            </li>
          ) : (
            <li key={it}>
              <button
                type="button"
                className="shp-pager-btn shp-pager-more"
                aria-label={it === 'prev-more' ? `向前${jumpBy}页` : `向后${jumpBy}页`}
                disabled={disabled}
                onClick={() => go(it === 'prev-more' ? current - jumpBy : current + jumpBy)}
              >
                …
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="shp-pager-btn" aria-label="下一页" disabled={disabled || current >= pageCount} onClick={() => go(current + 1)}>
        ›
      </button>
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
