import type { ReactNode } from 'react';

/** The antd preset colours the public cards use, with antd's status aliases. */
export type PlainTagColor = 'default' | 'blue' | 'processing' | 'geekblue' | 'green' | 'success' | 'orange' | 'warning' | 'gold' | 'red' | 'error' | 'volcano';

const COLOR_CLASS: Record<PlainTagColor, string | undefined> = {
  default: undefined,
  blue: 'shp-tag-blue',
  processing: 'shp-tag-blue',
  geekblue: 'shp-tag-geekblue',
  green: 'shp-tag-green',
  success: 'shp-tag-green',
  orange: 'shp-tag-orange',
  warning: 'shp-tag-orange',
  gold: 'shp-tag-gold',
  red: 'shp-tag-red',
  error: 'shp-tag-red',
  volcano: 'shp-tag-volcano',
};

/**
 * Read-only coloured label taking antd `Tag`'s preset colours.
 * Plain markup rather than antd's `Tag`: that one is several components (config consumers, style
 * hooks) per label, and a list page of twenty cards hydrated some three hundred of them on a phone.
 * Drawn as antd 6 draws a Tag by default (its `filled` variant: a fill, no visible border), so the
 * cards look as they did. Anything clickable or closable stays an antd `Tag` (or a `Chip`).
 */
export function PlainTag({
  color = 'default',
  className,
  children,
  'data-testid': testId,
}: {
  color?: PlainTagColor;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const colorClass = COLOR_CLASS[color];
  const cls = ['shp-tag', colorClass ? `${colorClass} shp-tag-borderless` : 'shp-tag-plain', className].filter(Boolean).join(' ');
  return (
    <span className={cls} data-testid={testId}>
      {children}
    </span>
  );
}
