/** A filter choice that is on or off (plain markup in place of antd's CheckableTag, decision 009). */
export function Chip({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: React.ReactNode }) {
  return (
    <button type="button" className={checked ? 'shp-chip is-checked' : 'shp-chip'} aria-pressed={checked} onClick={onChange}>
      {children}
    </button>
  );
}
