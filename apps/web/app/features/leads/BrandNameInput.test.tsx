import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { BrandNameInput, Highlighted } from './BrandNameInput';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Highlighted', () => {
  it('renders server text as text, never as markup', () => {
    const { container } = render(
      <Highlighted
        parts={[
          { text: '<img src=x onerror=alert(1)>', hit: true },
          { text: '火锅', hit: false },
        ]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

function Harness({ onBrandId }: { onBrandId: (id: number | null) => void }) {
  const [v, setV] = useState('');
  return <BrandNameInput value={v} onChange={setV} onBrandId={onBrandId} />;
}

describe('BrandNameInput', () => {
  it('asks once 300 ms after typing stops, sets brandId on pick and clears it on typing', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            code: 10000,
            msg: '成功',
            data: [
              {
                id: 7,
                associateName: '小龙火锅',
                associateNameHighlight: [
                  { text: '小龙', hit: false },
                  { text: '火锅', hit: true },
                ],
              },
            ],
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const onBrandId = vi.fn();
    render(<Harness onBrandId={onBrandId} />);
    const input = screen.getByLabelText('品牌名称');
    fireEvent.change(input, { target: { value: '火' } });
    await act(async () => vi.advanceTimersByTime(100));
    fireEvent.change(input, { target: { value: '火锅' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).data).toEqual({ useBrandName: '火锅' });
    vi.useRealTimers();
    const option = await screen.findByText('火锅', { selector: 'mark' });
    expect(onBrandId).toHaveBeenLastCalledWith(null);
    fireEvent.click(option);
    expect(onBrandId).toHaveBeenLastCalledWith(7);
    expect((input as HTMLInputElement).value).toBe('小龙火锅');
    fireEvent.change(input, { target: { value: '小龙火锅店' } });
    expect(onBrandId).toHaveBeenLastCalledWith(null);
  });
});
