import { CHANNEL_QUERY_KEYS, StorageKey } from '@shp/contracts';
import { readJson, session } from './storage';

export type ChannelRecord = Record<string, string>;

/** SPEC §2: when the query holds any share/clue key, the whole query becomes the channel record. */
export function saveChannelRecord(search: URLSearchParams): boolean {
  if (!CHANNEL_QUERY_KEYS.some((k) => search.has(k))) return false;
  session.set(StorageKey.CHANNEL_RECORD, JSON.stringify(Object.fromEntries(search.entries())));
  return true;
}

export function readChannelRecord(): ChannelRecord {
  return readJson<ChannelRecord>(session.get(StorageKey.CHANNEL_RECORD)) ?? {};
}
