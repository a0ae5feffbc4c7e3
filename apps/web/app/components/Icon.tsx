import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

// The SVG data uses markup names (fill-rule); React wants camelCase (fillRule).
const camel = (attrs: Record<string, string>) =>
  Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), v]));

function render(node: AbstractNode, key?: number): React.ReactElement {
  const { tag, attrs, children } = node;
  const Tag = tag as 'path';
  return (
    <Tag key={key} {...camel(attrs)}>
      {children?.map((c, i) => render(c, i))}
    </Tag>
  );
}

/**
 * An antd outline icon drawn from its SVG data only. The frame shown on every page's first view
 * uses this instead of `@ant-design/icons` components, whose runtime (context, theme, twotone
 * colours) would pull the component library into every first load.
 */
export function Icon({ def, className, style, label }: { def: IconDefinition; className?: string; style?: React.CSSProperties; label?: string }) {
  const root = typeof def.icon === 'function' ? def.icon('currentColor', 'currentColor') : def.icon;
  return (
    <span role="img" aria-label={label} aria-hidden={label ? undefined : true} className={className ? `shp-icon ${className}` : 'shp-icon'} style={style}>
      <svg {...camel(root.attrs)} width="1em" height="1em" fill="currentColor" focusable="false">
        {root.children?.map((c, i) => render(c, i))}
      </svg>
    </span>
  );
}
