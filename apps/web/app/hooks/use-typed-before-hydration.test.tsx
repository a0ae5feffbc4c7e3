import { describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

interface Values {
  mobileCode: string;
  agree: boolean;
}

function Login({ keep }: { keep: boolean }) {
  const [form] = Form.useForm<Values>();
  const [n, setN] = useState(0);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the same branch on server and client, per test
  if (keep) useTypedBeforeHydration(form, ['mobileCode', 'agree']);
  return (
    <Form form={form} initialValues={{ mobileCode: '', agree: false }}>
      <Form.Item name="mobileCode" label="手机号码">
        <Input />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked">
        <Checkbox>同意</Checkbox>
      </Form.Item>
      <Button onClick={() => setN(n + 1)}>render {n}</Button>
      <output data-testid="store">{JSON.stringify(form.getFieldsValue())}</output>
    </Form>
  );
}

async function typeBeforeHydrating(keep: boolean) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(<Login keep={keep} />);
  const phone = container.querySelector<HTMLInputElement>('#mobileCode')!;
  const agree = container.querySelector<HTMLInputElement>('#agree')!;
  // The visitor types while the scripts are still loading.
  phone.value = '13912345678';
  agree.checked = true;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Login keep={keep} />, { onRecoverableError: () => {} });
  });
  // Any later render of the form (a state change elsewhere).
  await act(async () => container.querySelector('button')!.click());
  const result = { phone: phone.value, agree: agree.checked, store: container.querySelector('[data-testid="store"]')!.textContent };
  // Unmounted, not just detached: antd's button and form keep delayed state updates that would
  // otherwise fire after the test environment is gone ("window is not defined", a failed CI run).
  await act(async () => root?.unmount());
  container.remove();
  return result;
}

describe('useTypedBeforeHydration', () => {
  it('keeps a phone number and a ticked box typed before hydration, in the field and in the form', async () => {
    const kept = await typeBeforeHydrating(true);
    expect(kept.phone).toBe('13912345678');
    expect(kept.agree).toBe(true);
    expect(JSON.parse(kept.store!)).toEqual({ mobileCode: '13912345678', agree: true });
  });

  it('is needed: without it the next render empties the field', async () => {
    const lost = await typeBeforeHydrating(false);
    expect(lost.phone).toBe('');
  });
});
