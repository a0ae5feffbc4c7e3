import { describe, expect, it, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../test/render';
import { Button, Form, Input } from 'antd';
import { useFormDraft } from './use-form-draft';

function Feedback({ onSent }: { onSent?: () => void }) {
  const [form] = Form.useForm<{ content: string }>();
  const draft = useFormDraft(form, 'test-form');
  return (
    <Form form={form} onValuesChange={draft.onValuesChange} onFinish={() => (draft.clear(), onSent?.())}>
      <Form.Item name="content" label="内容">
        <Input />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

const box = () => screen.getByLabelText('内容') as HTMLInputElement;

describe('useFormDraft', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.cookie = 'memberId=m1; path=/';
  });

  it('gives back what was typed after the page is left (a session timeout) and re-opened', () => {
    const first = render(<Feedback />);
    fireEvent.change(box(), { target: { value: '楼层导视不清楚' } });
    first.unmount();
    render(<Feedback />);
    expect(box().value).toBe('楼层导视不清楚');
  });

  it('forgets the draft once sent, and never shows it to another member on the same tab', async () => {
    const first = render(<Feedback />);
    fireEvent.change(box(), { target: { value: '草稿' } });
    first.unmount();
    document.cookie = 'memberId=m2; path=/';
    const other = render(<Feedback />);
    expect(box().value).toBe('');
    other.unmount();

    document.cookie = 'memberId=m1; path=/';
    let sent = false;
    const again = render(<Feedback onSent={() => (sent = true)} />);
    expect(box().value).toBe('草稿');
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(sent).toBe(true));
    again.unmount();
    render(<Feedback />);
    expect(box().value).toBe('');
  });
});
