import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../test/render';
import { CodeInputDialog } from './CodeInputDialog';

const box = (i: number) => screen.getByLabelText(`验证码第${i}位`) as HTMLInputElement;
const ok = () => screen.getByRole('button', { name: /确\s*定/ });

describe('code-entry dialog (SPEC §5)', () => {
  it("says '请填写验证码' until all 6 boxes are filled", async () => {
    const onSubmit = vi.fn();
    render(<CodeInputDialog open phone="13800138000" onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByText('验证码已发送至 138****8000')).toBeTruthy();
    fireEvent.click(ok());
    expect(await screen.findByText('请填写验证码')).toBeTruthy();
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: 'x' } });
    fireEvent.click(ok());
    expect(await screen.findByText('请填写验证码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills every box from a paste and submits the 6 digits; a refusal shows its message', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('验证码错误，请重新输入')).mockResolvedValueOnce(undefined);
    render(<CodeInputDialog open onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12 34 56' } });
    expect([1, 2, 3, 4, 5, 6].map((i) => box(i).value).join('')).toBe('123456');
    fireEvent.click(ok());
    expect(await screen.findByText('验证码错误，请重新输入')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith('123456');
    fireEvent.change(box(6), { target: { value: '69' } });
    expect(box(6).value).toBe('9');
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith('123459'));
  });
});
