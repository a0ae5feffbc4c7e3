import { useCallback, useEffect } from 'react';
import type { FormInstance } from 'antd';
import { getCookie } from '../lib/cookies';
import { session, readJson } from '../lib/storage';
import { CookieKey } from '@shp/contracts';

/**
 * Keeps what a member typed into a long form in this tab's session storage until it is sent, so a
 * session that times out mid-form (a 401 sends them to /login and back) loses nothing. Keyed by
 * member, so another member logging in on the same tab never sees it.
 */
export function useFormDraft<V extends object>(form: FormInstance<V>, name: string) {
  const key = `draft:${name}:${getCookie(CookieKey.MEMBER_ID) ?? ''}`;
  useEffect(() => {
    const saved = readJson<Partial<V>>(session.get(key));
    // Draft values override the form's defaults; set after mount, as antd's store exists by then.
    if (saved) form.setFieldsValue(saved as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  }, [form, key]);
  const onValuesChange = useCallback((_: unknown, all: V) => session.set(key, JSON.stringify(all)), [key]);
  const clear = useCallback(() => session.remove(key), [key]);
  return { onValuesChange, clear };
}
