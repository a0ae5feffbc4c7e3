import { useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { TOP_BAR_CITIES } from '@shp/contracts';
import { Icon } from '../../components/Icon';
import { useCurrentCity, type CurrentCity } from './city-store';
import { chooseCity } from './api';

/**
 * Top-bar city menu (SPEC §2): the current city; on hover (or tap) the 12 fixed cities and
 * 更多城市. Plain CSS hover so every page gets it without extra script weight.
 */
export function CitySwitcher() {
  const root = useRouteLoaderData('root') as { city?: CurrentCity | null } | undefined;
  const city = useCurrentCity(root?.city);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  // Closed by a choice or a second tap even though hover or focus (which a tap leaves behind on a
  // phone) would still show the panel; pointer leaving or focus coming back open it again.
  const [closed, setClosed] = useState(false);
  const close = () => {
    setOpen(false);
    setClosed(true);
    (document.activeElement as HTMLElement | null)?.blur();
  };
  return (
    <div
      className="shp-city"
      data-open={open ? '1' : '0'}
      data-closed={closed ? '1' : '0'}
      onMouseLeave={() => {
        setOpen(false);
        setClosed(false);
      }}
      onFocus={() => setClosed(false)}
      // WCAG 1.4.13: the panel shown on hover or focus is dismissed by Escape, focus staying put.
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        setOpen(false);
        setClosed(true);
      }}
    >
      <button
        type="button"
        className="shp-city-current"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => {
          if (open) return close();
          setOpen(true);
          setClosed(false);
        }}
        data-guide="city"
      >
        <Icon def={EnvironmentOutlined} />
        <span data-testid="current-city">{city.cityName || '选择城市'}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div className="shp-city-panel" role="menu" aria-label="切换城市">
        <div className="shp-city-list">
          {TOP_BAR_CITIES.map((c) => (
            <button
              key={c.cityCode}
              type="button"
              role="menuitem"
              className={c.cityCode === city.cityCode ? 'is-current' : undefined}
              onClick={() => {
                close();
                void chooseCity(client, c.cityCode);
              }}
            >
              {c.cityName}
            </button>
          ))}
        </div>
        <Link to="/citySCreen" className="shp-city-more" role="menuitem" onClick={close}>
          更多城市 ›
        </Link>
      </div>
    </div>
  );
}
