/** A filter choice that is on or off (plain markup in place of antd's CheckableTag, decision 009). */
export function Chip({ checked, onChange, title, children }: { checked: boolean; onChange: () => void; title?: string; children: React.ReactNode }) {
  return (
    <button type="button" className={checked ? 'shp-chip is-checked' : 'shp-chip'} aria-pressed={checked} onClick={onChange} title={title}>
      {children}
    </button>
  );
}
