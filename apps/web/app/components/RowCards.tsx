import type { CSSProperties, Key, ReactNode } from 'react';
import { Card, ConfigProvider, Empty, Pagination, Spin, type PaginationProps } from 'antd';

/**
 * A table's rows on a phone: one card a row, in a list named `label`, so nothing scrolls sideways.
 * `pagination` is the table's own (a list paged by a separate Pager leaves it out).
 */
export function RowCards<T>({
  label,
  items,
  rowKey,
  loading,
  empty,
  pagination,
  itemProps,
  renderCard,
}: {
  label: string;
  items: readonly T[];
  rowKey: (item: T) => Key;
  loading: boolean;
  /** What an empty list says: a text, or a whole element (an Empty with a button). */
  empty: ReactNode;
  pagination?: PaginationProps;
  /** Attributes of a row's list item (a `data-*` id a test or a script finds it by). */
  itemProps?: (item: T) => Record<`data-${string}`, string | number>;
  renderCard: (item: T) => ReactNode;
}) {
  if (loading) {
    return (
      <div style={{ padding: 32, textAlign: 'center' }}>
        <Spin description="加载中…" />
      </div>
    );
  }
  return (
    <div>
      {items.length === 0 ? (
        typeof empty === 'string' ? (
          <Empty description={empty} />
        ) : (
          empty
        )
      ) : (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {items.map((item) => (
            <li key={rowKey(item)} {...itemProps?.(item)}>
              {renderCard(item)}
            </li>
          ))}
        </ul>
      )}
      {pagination && pagination.total ? <Pagination {...pagination} size="small" showSizeChanger={false} align="center" style={{ marginTop: 16 }} /> : null}
    </div>
  );
}

/**
 * One row as a card: its name and state on top, a line a field, and the row's actions as
 * full-width buttons a thumb can hit.
 */
export function RowCard({
  title,
  extra,
  children,
  actions,
  style,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <Card size="small" style={style} styles={{ body: { display: 'grid', gap: 6, wordBreak: 'break-all' } }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
        <strong style={{ minWidth: 0 }}>{title}</strong>
        {extra}
      </div>
      {children}
      {/* Equal columns: each action its share of the row, whatever its label's length. */}
      {actions && (
        // No space put between two characters (编 辑): the table's link buttons have none, and a
        // screen reader or a test finds the same name on either.
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <div style={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: 8, marginTop: 4 }}>{actions}</div>
        </ConfigProvider>
      )}
    </Card>
  );
}

/** A line of a card: `label：value`. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      {label}：{children}
    </div>
  );
}
