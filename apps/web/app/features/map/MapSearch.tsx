import { Suspense, useCallback, type ReactNode } from 'react';
import { ChunkFailed, lazyOr } from '../../components/lazy-island';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import type { MapSearchOp } from './api/map';
import { isMapView, withoutMap, writeMapState } from './map-query';

// Leaflet, its plugins and the map's CSS load only when the map opens: the list's first load is unchanged.
const MapSearchView = lazyOr(() => import('./MapSearchView').then((m) => m?.default), ChunkFailed);

/** 地图/列表 switch of a list page (the map mode lives in the URL). */
export function MapSwitch({ label = '地图找' }: { label?: string }) {
  const [search] = useSearchParams();
  const map = isMapView(search);
  return (
    <Link className="shp-btn shp-map-switch" to={`?${(map ? withoutMap(search) : writeMapState(search, { view: 'map' })).toString()}`} preventScrollReset>
      {map ? '列表模式' : label}
    </Link>
  );
}

export interface MapSearchProps {
  op: MapSearchOp;
  filter: unknown;
  cityCode: string;
  unitWord: string;
  hrefOf: (id: number) => string;
  filters: ReactNode;
  /** The route's actions on the chosen item's card (加入对比): features do not import each other. */
  cardActions?: (id: number) => ReactNode;
  /** The server refused the map's area: back to the list, which shows this message. */
  onRefused: (message: string) => void;
}

export function MapSearch(props: MapSearchProps) {
  const [, setSearch] = useSearchParams();
  const { onRefused } = props;
  const refused = useCallback(
    (message: string) => {
      onRefused(message);
      setSearch((prev) => withoutMap(prev), { replace: true, preventScrollReset: true });
    },
    [onRefused, setSearch],
  );
  return (
    <Suspense fallback={<Loading />}>
      <MapSearchView {...props} onRefused={refused} />
    </Suspense>
  );
}
