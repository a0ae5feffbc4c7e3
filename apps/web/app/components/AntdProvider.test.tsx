import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { AntdProvider } from './AntdProvider';

describe('<AntdProvider>', () => {
  it('gives the date pickers Chinese month and weekday names (the 场地询价 start date read 2026年 Nov, Su Mo)', { timeout: 20_000 }, () => {
    render(
      <AntdProvider>
        <DatePicker open defaultPickerValue={dayjs('2026-11-15')} getPopupContainer={(n) => n.parentElement ?? document.body} />
      </AntdProvider>,
    );
    const panel = document.querySelector('.ant-picker-panel');
    expect(panel?.textContent).toContain('11月');
    expect(panel?.textContent).not.toContain('Nov');
    expect([...document.querySelectorAll('.ant-picker-content th')].map((th) => th.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });
});
