import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { applicantContactOp } from '@shp/contracts';
import { callApi } from '../lib/api-client';
import { useSession } from '../lib/session';

/**
 * Prefills an application form's 联系人 and 手机号 for a signed-in member from their own account
 * (decision 024); both stay editable. The session cookie holds only the masked phone, hence the
 * call. Visitors get nothing. A field the member already typed into is left as it is.
 * Answers the account's own phone (null for visitors and until known): with it the form needs no
 * SMS code (ApplicationCodeFields).
 */
export function useApplicantContact(form: FormInstance): string | null {
  // Keyed on the token: another member logging in on this page gets their own contact.
  const token = useSession()?.token;
  const [own, setOwn] = useState<{ token: string; phone: string } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    // A prefill is a convenience: if it fails the member types, as a visitor does.
    callApi(applicantContactOp, {}, { silent: true })
      .then((c) => {
        if (!live) return;
        if (c.phone) setOwn({ token, phone: c.phone });
        const patch: Record<string, string> = {};
        if (c.liaison && !form.getFieldValue('liaison')) patch.liaison = c.liaison;
        if (c.phone && !form.getFieldValue('phone')) patch.phone = c.phone;
        form.setFieldsValue(patch);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [token, form]);
  return token && own?.token === token ? own.phone : null;
}
