/**
 * The district codes of a list's query that belong to the list's city. A code of another city (the
 * visitor chose a district, then switched city in the top bar, and the query kept it) would narrow
 * the list to nothing while the filters show no district chosen; such codes are dropped.
 * Answers undefined when none is left: no district filter.
 */
export function cityDistrictsOnly(codes: readonly (string | undefined)[] | undefined, districts: readonly { regionId: string }[]): string[] | undefined {
  const own = new Set(districts.map((d) => d.regionId));
  const kept = (codes ?? []).filter((c): c is string => c !== undefined && own.has(c));
  return kept.length ? kept : undefined;
}
