import { Pagination, Select } from 'antd';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGER_BUTTONS_NARROW,
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
  // showLessItems makes antd show current±1 (5 buttons) instead of current±2 (7 buttons).
  const narrow = useMediaQuery(`(max-width: ${PAGER_NARROW_BELOW_PX - 1}px)`, false);
  if (total <= 0) return null;
  return (
    <nav className={`shp-pager${className ? ` ${className}` : ''}`} aria-label="分页" data-buttons={narrow ? PAGER_BUTTONS_NARROW : 7}>
      <span className="shp-pager-total">共 {total} 条</span>
      <Select
        size="small"
        className="shp-pager-sizes"
        aria-label="每页条数"
        value={pageSize}
        disabled={disabled}
        popupMatchSelectWidth={false}
        options={pageSizes.map((s) => ({ value: s, label: `${s}条/页` }))}
        onChange={(size: number) => {
          onChange(1, size);
          void scrollToTop();
        }}
      />
      <Pagination
        size="small"
        current={page}
        pageSize={pageSize}
        total={total}
        disabled={disabled}
        showSizeChanger={false}
        showQuickJumper
        showLessItems={narrow}
        onChange={(p) => {
          onChange(p, pageSize);
          if (scrollOnPageChange) void scrollToTop();
        }}
      />
    </nav>
  );
}
