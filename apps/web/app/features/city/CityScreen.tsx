import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Input, Segmented, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { City, CityList, MallCity } from '@shp/contracts';
import { chooseCity } from './api';

type Mode = 'initial' | 'province';

/** More cities (/citySCreen): hot cities, every city by initial or province, search. */
export function CityScreen({ cities, mallCities, currentCode }: { cities: CityList; mallCities: MallCity[]; currentCode: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('initial');
  const [q, setQ] = useState('');
  const malls = useMemo(() => new Map(mallCities.map((c) => [c.cityCode, c.mallCount])), [mallCities]);
  const groups = mode === 'initial' ? cities.region : cities.province;
  const needle = q.trim();
  const filtered = needle
    ? groups
        .map((g) => ({ ...g, cities: g.cities.filter((c) => c.cityName.includes(needle) || c.initial === needle.toUpperCase()) }))
        .filter((g) => g.cities.length)
    : groups;

  const pick = async (c: City) => {
    await chooseCity(client, c.cityCode);
    void navigate('/');
  };
  const cityButton = (c: City) => (
    <button
      key={c.cityCode}
      type="button"
      className={`shp-cs-city${c.cityCode === currentCode ? ' is-current' : ''}${c.hasMall ? '' : ' is-empty'}`}
      onClick={() => void pick(c)}
      // The counts are of open malls (projectCityList state 5): the home card's 商场 counts every mall.
      title={c.hasMall ? `${c.cityName}：${malls.get(c.cityCode) ?? 0}个已开业商场` : `${c.cityName}：暂无商场`}
    >
      {c.cityName}
      {malls.get(c.cityCode) ? <small>{malls.get(c.cityCode)}</small> : null}
    </button>
  );

  return (
    <div className="shp-city-screen">
      <section aria-labelledby="hot-cities">
        <h2 id="hot-cities">热门城市</h2>
        <div className="shp-cs-row">{cities.hot.map(cityButton)}</div>
      </section>
      <section aria-labelledby="mall-cities">
        <h2 id="mall-cities">有商场的城市</h2>
        <div className="shp-cs-row">
          {mallCities.map((m) => (
            // A button inside the tag: a clickable tag alone was out of reach of the keyboard.
            <Tag key={m.cityCode} className="shp-cs-tag">
              <button type="button" onClick={() => void pick({ cityCode: m.cityCode, cityName: m.cityName, hasMall: true } as City)}>
                {m.cityName} · {m.mallCount}个已开业商场
              </button>
            </Tag>
          ))}
        </div>
      </section>
      <section aria-labelledby="all-cities">
        <div className="shp-cs-toolbar">
          <h2 id="all-cities">全部城市</h2>
          <Segmented<Mode>
            value={mode}
            onChange={setMode}
            options={[
              { label: '按字母', value: 'initial' },
              { label: '按省份', value: 'province' },
            ]}
          />
          <Input.Search
            allowClear
            placeholder="输入城市名或首字母"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            style={{ maxWidth: 260 }}
            aria-label="搜索城市"
          />
        </div>
        {filtered.length === 0 && <p className="shp-empty">没有找到“{needle}”，换个名称试试</p>}
        {mode === 'initial' && !needle && (
          <nav className="shp-cs-index" aria-label="首字母">
            {filtered.map((g) => (
              <a key={g.key} href={`#city-${g.key}`}>
                {g.key}
              </a>
            ))}
          </nav>
        )}
        <dl className="shp-cs-groups">
          {filtered.map((g) => (
            <div key={g.key} id={`city-${g.key}`} className="shp-cs-group">
              <dt>{g.name}</dt>
              <dd>{g.cities.map(cityButton)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
