import { describe, expect, it } from 'vitest';
import { isMapView, readMapState, withoutMap, writeMapState } from './map-query';

describe('map state in the URL', () => {
  it('writes and reads back the viewport, a polygon and a radius, keeping the filters', () => {
    const q = writeMapState(new URLSearchParams('tabcheck=1&gradeList=A&page=3'), {
      view: 'map',
      bbox: [121.4000001, 31.2, 121.5, 31.3],
      zoom: 13,
      polygon: [
        [121.41, 31.21],
        [121.49, 31.21],
        [121.45, 31.29],
      ],
      near: { lng: 121.45, lat: 31.25, radiusKm: 3 },
      nearName: '静安区',
    });
    expect(q.get('gradeList')).toBe('A');
    expect(q.get('page')).toBeNull();
    expect(isMapView(q)).toBe(true);
    expect(q.get('bbox')).toBe('121.4,31.2,121.5,31.3');
    expect(readMapState(q)).toEqual({
      bbox: [121.4, 31.2, 121.5, 31.3],
      zoom: 13,
      polygon: [
        [121.41, 31.21],
        [121.49, 31.21],
        [121.45, 31.29],
      ],
      near: { lng: 121.45, lat: 31.25, radiusKm: 3 },
      nearName: '静安区',
    });
    const list = withoutMap(q);
    expect([...list.keys()]).toEqual(['tabcheck', 'gradeList']);
  });

  it('reads malformed values as absent, and keeps out-of-range numbers for the server to refuse', () => {
    const s = readMapState(new URLSearchParams('bbox=a,b,c,d&zoom=x&polygon=1,2;3&near=1,2'));
    expect(s).toEqual({ bbox: null, zoom: null, polygon: null, near: null, nearName: null });
    expect(readMapState(new URLSearchParams('near=121,31,80')).near).toEqual({ lng: 121, lat: 31, radiusKm: 80 });
  });
});
