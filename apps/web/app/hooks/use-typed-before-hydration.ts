import { useLayoutEffect } from 'react';
import type { FormInstance } from 'antd';

/**
 * Keeps what was typed into server-rendered fields before the page's scripts took over. React
 * leaves the typed text in the DOM while hydrating, but the form's store still holds the initial
 * value, and the next render of a controlled input writes that back: on a slow phone the login
 * form emptied itself seconds after the number was typed. Before any such render (a layout effect
 * of the hydrating commit), the DOM's values move into the store. Fields are found by the ids antd
 * gives them (the field name, for a form without a `name`).
 */
export function useTypedBeforeHydration<V>(form: FormInstance<V>, names: readonly (keyof V & string)[]) {
  useLayoutEffect(() => {
    // Read and written by field name; the names are checked against V by the signature.
    const store = form as unknown as FormInstance;
    const typed: Record<string, string | boolean> = {};
    for (const name of names) {
      const el = document.getElementById(name);
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        if (el.checked && !store.getFieldValue(name)) typed[name] = true;
      } else if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value && !store.getFieldValue(name)) {
        typed[name] = el.value;
      }
    }
    // Once, on mount: later the store is the source of truth.
    if (Object.keys(typed).length) store.setFieldsValue(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the server's fields are first taken over
  }, []);
}
