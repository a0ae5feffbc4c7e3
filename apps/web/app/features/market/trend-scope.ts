/** A format's name from the two-level format tree the lists already load. */
export function formatNameOf(tree: { id: number; name: string; children: { id: number; name: string }[] }[], id: number | undefined): string {
  if (id === undefined) return '';
  for (const f of tree) {
    if (f.id === id) return f.name;
    const c = f.children.find((x) => x.id === id);
    if (c) return c.name;
  }
  return '';
}

/** 朝阳区 · 火锅 近24个月租金中位数 */
export function trendTitle(place: string, formatName: string): string {
  return `${place}${formatName ? ` · ${formatName}` : ''} 近24个月租金中位数`;
}
