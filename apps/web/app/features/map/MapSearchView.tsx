import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, Button, Drawer, Select, Space } from 'antd';
import type * as Leaflet from 'leaflet';
import type {} from 'leaflet.markercluster';
import gcoord from 'gcoord';
import { MAP_LIMITS, ringSelfIntersects, type MapArea } from '@shp/contracts';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import '../../styles/map.css';
import { ApiError } from '../../lib/api-client';
import { Pager } from '../../components/Pager';
import { TrustBadges } from '../../components/TrustBadges';
import { useMediaQuery } from '../../hooks/use-media-query';
import { mapConfigQuery, mapPlacesQuery, mapSearchQuery, type MapSearchOp } from './api/map';
import { readMapState, withoutMap, writeMapState } from './map-query';

export interface MapSearchViewProps {
  op: MapSearchOp;
  filter: unknown;
  cityCode: string;
  /** 铺位, 点位, 商场, 场地. */
  unitWord: string;
  /** The detail page of an item. */
  hrefOf: (id: number) => string;
  /** The page's own filters, offered in a drawer on a phone. */
  filters: ReactNode;
  /** The route's actions on the chosen item's card (加入对比). */
  cardActions?: (id: number) => ReactNode;
  /** The server refused the area (400): the page shows the list with this message. */
  onRefused: (message: string) => void;
}

type L = typeof Leaflet;
type LngLat = [number, number];

/** Leaflet plus the cluster plugin, which registers itself on the global `L` (its UMD build reads it). */
async function loadLeaflet(): Promise<L> {
  const L = (await import('leaflet')).default;
  (globalThis as { L?: L }).L = L;
  await import('leaflet.markercluster');
  return L;
}

const RADII = [1, 3, 5, 10, 20, 50];
const PAGE_SIZE = 10;

export default function MapSearchView({ op, filter, cityCode, unitWord, hrefOf, filters, cardActions, onRefused }: MapSearchViewProps) {
  const phone = useMediaQuery('(max-width: 767px)', false);
  const [search, setSearch] = useSearchParams();
  const url = useMemo(() => readMapState(search), [search]);
  const config = useQuery(mapConfigQuery());
  const places = useQuery(mapPlacesQuery(cityCode));
  const provider = config.data?.provider ?? null;

  // WGS-84 (stored) ⇄ what the tiles are drawn in: GCJ-02 for AMap, WGS-84 otherwise (decision 043).
  const toDisplay = (lng: number, lat: number): [number, number] => {
    if (provider !== 'amap') return [lat, lng];
    const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
    return [y, x];
  };
  const fromDisplay = (ll: { lat: number; lng: number }): LngLat =>
    provider === 'amap' ? (gcoord.transform([ll.lng, ll.lat], gcoord.GCJ02, gcoord.WGS84) as LngLat) : [ll.lng, ll.lat];
  const conv = useRef({ toDisplay, fromDisplay });
  conv.current = { toDisplay, fromDisplay };

  const host = useRef<HTMLDivElement>(null);
  const [L, setL] = useState<L | null>(null);
  const map = useRef<Leaflet.Map | null>(null);
  const layers = useRef<{
    data?: Leaflet.LayerGroup;
    area?: Leaflet.LayerGroup;
    draft?: Leaflet.LayerGroup;
    hover?: Leaflet.LayerGroup;
    base?: Leaflet.Layer[];
  }>({});
  const markers = useRef(new Map<number, Leaflet.Marker>());
  const [view, setView] = useState<{ bbox: [number, number, number, number]; zoom: number } | null>(null);
  const [page, setPage] = useState(1);
  const [mode, setMode] = useState<'browse' | 'draw' | 'pick'>('browse');
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const [draft, setDraft] = useState<LngLat[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [nearOpen, setNearOpen] = useState(Boolean(url.near));
  const [sheet, setSheet] = useState<'low' | 'half' | 'full'>('low');

  useEffect(() => {
    let live = true;
    loadLeaflet().then(
      (l) => live && setL(l),
      () => live && setNote('地图加载失败，请刷新页面重试'),
    );
    return () => {
      live = false;
    };
  }, []);

  // The map itself, once Leaflet and the provider setting are known.
  useEffect(() => {
    if (!L || !host.current || config.isPending || map.current) return;
    const m = L.map(host.current, { minZoom: MAP_LIMITS.minZoom, maxZoom: MAP_LIMITS.maxZoom, zoomControl: !phone, attributionControl: false });
    map.current = m;
    layers.current = { data: L.layerGroup().addTo(m), area: L.layerGroup().addTo(m), draft: L.layerGroup().addTo(m), hover: L.layerGroup().addTo(m) };
    const cfg = config.data;
    if (cfg?.provider === 'amap') {
      L.tileLayer('https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}', {
        subdomains: '1234',
        maxZoom: 18,
      }).addTo(m);
    } else if (cfg?.provider === 'tianditu' && cfg.key) {
      for (const layer of ['vec_w', 'cva_w'])
        L.tileLayer(`https://t{s}.tianditu.gov.cn/DataServer?T=${layer}&x={x}&y={y}&l={z}&tk=${encodeURIComponent(cfg.key)}`, {
          subdomains: '01234567',
          maxZoom: 18,
        }).addTo(m);
    }
    const report = () => {
      const b = m.getBounds();
      const [w, s] = conv.current.fromDisplay(b.getSouthWest());
      const [e, n] = conv.current.fromDisplay(b.getNorthEast());
      const next = { bbox: [w, s, e, n] as [number, number, number, number], zoom: m.getZoom() };
      setView(next);
      setPage(1);
      setSearch((prev) => writeMapState(prev, next), { replace: true, preventScrollReset: true });
    };
    m.on('moveend', report);
    m.on('click', (ev: Leaflet.LeafletMouseEvent) => {
      const p = conv.current.fromDisplay(ev.latlng);
      if (modeRef.current === 'draw') {
        setDraft((d) => {
          if (d.length >= MAP_LIMITS.maxVertices) {
            setNote(`最多${MAP_LIMITS.maxVertices}个点，请点“完成”`);
            return d;
          }
          return [...d, p];
        });
      } else if (modeRef.current === 'pick') {
        setMode('browse');
        const radiusKm = readMapState(new URLSearchParams(window.location.search)).near?.radiusKm ?? 3;
        setSearch((prev) => writeMapState(prev, { near: { lng: p[0], lat: p[1], radiusKm }, nearName: '地图选点' }), { preventScrollReset: true });
      } else setSelected(null);
    });
    // The city's geography: district outlines (or centres) from our server; the first view fits it.
    const start = readMapState(new URLSearchParams(window.location.search));
    if (start.bbox) {
      const [w, s, e, n] = start.bbox;
      const bounds = L.latLngBounds(conv.current.toDisplay(w, s), conv.current.toDisplay(e, n));
      if (start.zoom !== null) m.setView(bounds.getCenter(), start.zoom);
      else m.fitBounds(bounds);
    }
    fetch(`/media/map/districts/${cityCode}.json`)
      .then((r) => (r.ok ? r.json() : null))
      .then((fc: GeoJSON.FeatureCollection | null) => {
        if (!map.current || !fc) return;
        const geo = L.geoJSON(fc, {
          coordsToLatLng: (c) => L.latLng(conv.current.toDisplay(c[0]!, c[1]!)),
          style: () => ({ color: '#4a7bd0', weight: 1.2, fillColor: '#dfe9f7', fillOpacity: cfg?.provider ? 0 : 0.55 }),
          pointToLayer: (_f, ll) => L.circleMarker(ll, { radius: 3, color: '#4a7bd0', weight: 1 }),
          onEachFeature: (f, layer) => {
            const name = (f.properties as { name?: string } | null)?.name;
            if (name && !cfg?.provider) layer.bindTooltip(name, { permanent: true, direction: 'center', className: 'shp-map-district' });
          },
          interactive: false,
        });
        if (!cfg?.provider) geo.addTo(m).bringToBack();
        if (!start.bbox) {
          const b = geo.getBounds();
          if (b.isValid()) m.fitBounds(b, { padding: [8, 8] });
          else m.setView([39.9, 116.4], 10);
        }
      })
      .catch(() => {
        if (!start.bbox) m.setView([39.9, 116.4], 10);
      });
    if (start.bbox) report();
    return undefined;
  }, [L, config.isPending, config.data, cityCode, phone, setSearch]);

  useEffect(
    () => () => {
      map.current?.remove();
      map.current = null;
    },
    [],
  );

  // Size changes (bottom sheet, window) must reach Leaflet.
  useEffect(() => {
    map.current?.invalidateSize();
  }, [phone, L]);

  const area: MapArea | null = view ? { ...view, ...(url.polygon ? { polygon: url.polygon } : {}), ...(url.near ? { near: url.near } : {}) } : null;
  const result = useQuery({ ...mapSearchQuery(op, filter, area ?? { bbox: [0, 0, 0, 0], zoom: 10 }, page, PAGE_SIZE), enabled: Boolean(area) });
  const refused = result.error instanceof ApiError && !result.error.network && Number(result.error.code) !== 10000 ? result.error.message : null;
  useEffect(() => {
    if (refused) onRefused(refused);
  }, [refused, onRefused]);
  const data = result.data;

  // Clusters or points on the map.
  useEffect(() => {
    const group = layers.current.data;
    if (!L || !group || !data) return;
    group.clearLayers();
    markers.current.clear();
    if (data.mode === 'clusters') {
      for (const c of data.clusters) {
        const size = c.count >= 1000 ? 52 : c.count >= 100 ? 44 : 36;
        const marker = L.marker(conv.current.toDisplay(c.lng, c.lat), {
          icon: L.divIcon({ className: 'shp-map-cluster', html: `<span>${Number(c.count)}</span>`, iconSize: [size, size] }),
          keyboard: true,
          title: `${c.count}个${unitWord}，点击放大`,
        });
        marker.on('click', () => map.current?.setView(marker.getLatLng(), Math.min((map.current?.getZoom() ?? 10) + 2, MAP_LIMITS.maxZoom)));
        group.addLayer(marker);
      }
    } else {
      const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 36 });
      for (const p of data.points) {
        const marker = L.marker(conv.current.toDisplay(p.lng, p.lat), {
          icon: L.divIcon({ className: 'shp-map-pin', iconSize: [18, 18] }),
          title: p.title,
          keyboard: true,
        });
        marker.on('click', () => setSelected(p.id));
        marker.on('mouseover', () => setHovered(p.id));
        marker.on('mouseout', () => setHovered(null));
        markers.current.set(p.id, marker);
        cluster.addLayer(marker);
      }
      group.addLayer(cluster);
    }
  }, [L, data, unitWord]);

  // The list and the map in step: the hovered or chosen item is marked on the map.
  const byId = useMemo(() => new Map([...(data?.points ?? []), ...(data?.list ?? [])].map((p) => [p.id, p])), [data]);
  useEffect(() => {
    const hover = layers.current.hover;
    if (!L || !hover) return;
    hover.clearLayers();
    for (const [id, marker] of markers.current) marker.getElement()?.classList.toggle('is-active', id === hovered || id === selected);
    const p = byId.get(hovered ?? selected ?? -1);
    if (p)
      L.circleMarker(conv.current.toDisplay(p.lng, p.lat), { radius: 14, color: '#ff5a1f', weight: 3, fillOpacity: 0.15, interactive: false }).addTo(hover);
  }, [L, hovered, selected, byId]);

  // The drawn area and the radius.
  useEffect(() => {
    const g = layers.current.area;
    if (!L || !g) return;
    g.clearLayers();
    if (url.polygon)
      L.polygon(
        url.polygon.map(([x, y]) => conv.current.toDisplay(x, y)),
        { color: '#ff5a1f', weight: 2, fillOpacity: 0.08, interactive: false },
      ).addTo(g);
    if (url.near) {
      const c = conv.current.toDisplay(url.near.lng, url.near.lat);
      L.circle(c, { radius: url.near.radiusKm * 1000, color: '#1677ff', weight: 2, fillOpacity: 0.06, interactive: false }).addTo(g);
      L.circleMarker(c, { radius: 5, color: '#1677ff', fillOpacity: 1, interactive: false }).addTo(g);
    }
  }, [L, url.polygon, url.near, map.current]); // eslint-disable-line react-hooks/exhaustive-deps -- redrawn once the map exists

  useEffect(() => {
    const g = layers.current.draft;
    if (!L || !g) return;
    g.clearLayers();
    if (!draft.length) return;
    const pts = draft.map(([x, y]) => conv.current.toDisplay(x, y));
    L.polyline(draft.length > 2 ? [...pts, pts[0]!] : pts, { color: '#ff5a1f', dashArray: '6 4', weight: 2, interactive: false }).addTo(g);
    for (const p of pts) L.circleMarker(p, { radius: 4, color: '#ff5a1f', fillOpacity: 1, interactive: false }).addTo(g);
  }, [L, draft]);

  const finishDraw = () => {
    if (draft.length < 3) return setNote('至少需要3个点');
    if (ringSelfIntersects(draft)) return setNote('边线不能交叉，请撤销后重画');
    setMode('browse');
    setDraft([]);
    setNote(null);
    setSearch((prev) => writeMapState(prev, { polygon: draft }), { preventScrollReset: true });
  };
  const setNear = (near: { lng: number; lat: number; radiusKm: number } | null, nearName: string | null) =>
    setSearch((prev) => writeMapState(prev, { near, nearName }), { preventScrollReset: true });

  const chosen = selected !== null ? byId.get(selected) : undefined;
  const total = data?.total ?? 0;
  const listBody = (
    <>
      <p className="shp-map-count" aria-live="polite">
        {result.isPending
          ? '加载中…'
          : `视野内共 ${total >= 10000 ? '10000+' : total} 个${unitWord}${data?.truncated ? '（地图上显示前300个，放大查看更多）' : ''}`}
      </p>
      {result.isError && !refused ? (
        <Alert type="error" title="地图数据加载失败" description={<Button onClick={() => void result.refetch()}>重试</Button>} />
      ) : data && data.list.length === 0 ? (
        <p className="shp-map-empty">视野内没有符合条件的{unitWord}，试试缩小地图或放宽筛选</p>
      ) : (
        <ul className="shp-map-list" aria-label={`视野内的${unitWord}`}>
          {data?.list.map((p) => (
            <li
              key={p.id}
              className={p.id === hovered || p.id === selected ? 'is-active' : undefined}
              onMouseEnter={() => setHovered(p.id)}
              onMouseLeave={() => setHovered(null)}
            >
              <button type="button" className="shp-map-item" onClick={() => setSelected(p.id)}>
                <img src={p.coverUrl} alt="" width={72} height={54} loading="lazy" />
                <span>
                  <strong>{p.title}</strong>
                  <span className="shp-map-meta">
                    {p.priceText} · {p.area}㎡{p.distanceKm !== null ? ` · 距离${p.distanceKm}公里` : ''}
                  </span>
                  <span className="shp-map-meta">{p.subtitle}</span>
                  {p.trust && <TrustBadges trust={p.trust} />}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager total={Math.min(total, 10000)} page={page} pageSize={PAGE_SIZE} pageSizes={[PAGE_SIZE]} onChange={(p) => setPage(p)} />
    </>
  );

  const tools = (
    <div className="shp-map-tools" role="toolbar" aria-label="地图工具">
      {phone && (
        <Button size="small" onClick={() => setSearch((prev) => withoutMap(prev), { preventScrollReset: true })}>
          列表
        </Button>
      )}
      {phone && (
        <Button size="small" onClick={() => setFiltersOpen(true)}>
          筛选
        </Button>
      )}
      {mode === 'draw' ? (
        <>
          <Button size="small" type="primary" onClick={finishDraw}>
            完成（{draft.length}点）
          </Button>
          <Button size="small" onClick={() => setDraft((d) => d.slice(0, -1))} disabled={!draft.length}>
            撤销
          </Button>
          <Button
            size="small"
            onClick={() => {
              setMode('browse');
              setDraft([]);
              setNote(null);
            }}
          >
            取消
          </Button>
        </>
      ) : (
        <Button
          size="small"
          onClick={() => {
            setMode('draw');
            setSelected(null);
            setNote('在地图上依次点击，画出区域的各个顶点');
          }}
        >
          画区域
        </Button>
      )}
      {url.polygon && mode !== 'draw' && (
        <Button size="small" onClick={() => setSearch((prev) => writeMapState(prev, { polygon: null }), { preventScrollReset: true })}>
          清除区域
        </Button>
      )}
      <Button size="small" type={url.near ? 'primary' : 'default'} onClick={() => setNearOpen((o) => !o)} aria-expanded={nearOpen}>
        附近
      </Button>
    </div>
  );

  const nearPanel = nearOpen && (
    <div className="shp-map-near">
      <Space wrap size={6}>
        <Select
          size="small"
          showSearch
          aria-label="选择地点"
          placeholder="区县中心或商场"
          style={{ width: 180 }}
          value={url.near ? (url.nearName ?? '已选位置') : undefined}
          optionFilterProp="label"
          options={(places.data ?? []).map((p) => ({ value: `${p.kind}:${p.id}`, label: `${p.kind === 'district' ? '区县' : '商场'}·${p.name}` }))}
          onChange={(v: string) => {
            const p = places.data?.find((x) => `${x.kind}:${x.id}` === v);
            if (p) setNear({ lng: p.lng, lat: p.lat, radiusKm: url.near?.radiusKm ?? 3 }, p.name);
          }}
        />
        <Select
          size="small"
          aria-label="半径"
          style={{ width: 90 }}
          value={url.near?.radiusKm ?? 3}
          options={RADII.map((r) => ({ value: r, label: `${r}公里` }))}
          onChange={(r: number) => url.near && setNear({ ...url.near, radiusKm: r }, url.nearName)}
        />
        <Button size="small" onClick={() => (setMode('pick'), setNote('在地图上点击选择位置'))}>
          地图选点
        </Button>
        {url.near && (
          <Button size="small" onClick={() => setNear(null, null)}>
            清除
          </Button>
        )}
      </Space>
    </div>
  );

  const card = chosen && (
    <div className="shp-map-card" role="dialog" aria-label={chosen.title}>
      <button type="button" className="shp-map-card-close" aria-label="关闭" onClick={() => setSelected(null)}>
        ×
      </button>
      <img src={chosen.coverUrl} alt={chosen.title} width={120} height={90} />
      <div>
        <strong>{chosen.title}</strong>
        <div className="shp-map-meta">租金 {chosen.priceText}</div>
        <div className="shp-map-meta">面积 {chosen.area}㎡</div>
        {chosen.distanceKm !== null && <div className="shp-map-meta">距离 {chosen.distanceKm}公里</div>}
        {chosen.trust && (
          <div className="shp-map-meta">
            <TrustBadges trust={chosen.trust} />
          </div>
        )}
        <div className="shp-map-card-actions">
          <a href={hrefOf(chosen.id)}>查看详情</a>
          {cardActions?.(chosen.id)}
        </div>
      </div>
    </div>
  );

  const onSheetDrag = (e: ReactPointerEvent<HTMLDivElement>) => {
    const startY = e.clientY;
    const target = e.currentTarget;
    target.setPointerCapture(e.pointerId);
    const up = (ev: PointerEvent) => {
      target.removeEventListener('pointerup', up);
      const dy = ev.clientY - startY;
      if (Math.abs(dy) < 8) setSheet((s) => (s === 'low' ? 'half' : 'low'));
      else if (dy < 0) setSheet((s) => (s === 'low' ? 'half' : 'full'));
      else setSheet((s) => (s === 'full' ? 'half' : 'low'));
      setTimeout(() => map.current?.invalidateSize(), 0);
    };
    target.addEventListener('pointerup', up);
  };

  return (
    <div className={phone ? 'shp-map shp-map-phone' : 'shp-map'}>
      {!phone && <aside className="shp-map-side">{listBody}</aside>}
      <div className="shp-map-stage">
        <div ref={host} className={`shp-map-canvas${mode !== 'browse' ? ' is-drawing' : ''}`} data-testid="map-canvas" />
        {tools}
        {nearPanel}
        {note && (
          <div className="shp-map-note" role="status">
            {note}
          </div>
        )}
        {!provider && !config.isPending && <div className="shp-map-attrib">街道底图需配置地图服务密钥（高德或天地图），当前显示区县边界</div>}
        {card}
      </div>
      {phone && (
        <section className={`shp-map-sheet is-${sheet}`} aria-label={`视野内的${unitWord}列表`}>
          <div
            className="shp-map-handle"
            onPointerDown={onSheetDrag}
            role="button"
            tabIndex={0}
            aria-label="拖动展开列表"
            onKeyDown={() => setSheet((s) => (s === 'low' ? 'half' : 'low'))}
          >
            <span />
          </div>
          <div className="shp-map-sheet-body">{listBody}</div>
        </section>
      )}
      {phone && (
        <Drawer open={filtersOpen} onClose={() => setFiltersOpen(false)} placement="bottom" size="large" title="筛选" zIndex={1200}>
          {filters}
        </Drawer>
      )}
    </div>
  );
}
