import { Checkbox, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { chinaDay } from '@shp/contracts';

/**
 * A unit's availability as an antd form control ('YYYY-MM-DD'): 现可租 is a choice (today's date,
 * which every page reads as 现可租 from then on), or a day ahead when it comes free.
 */
export function AvailabilityField({ value, onChange, disabled }: { value?: string; onChange?: (v: string | undefined) => void; disabled?: boolean }) {
  const today = chinaDay();
  const now = Boolean(value) && (value as string) <= today;
  return (
    <Space wrap>
      <Checkbox checked={now} disabled={disabled} onChange={(e) => onChange?.(e.target.checked ? today : undefined)}>
        现可租
      </Checkbox>
      <DatePicker
        aria-label="可租日期"
        placeholder={now ? '现可租' : '或选择可租日期'}
        disabled={disabled || now}
        value={!now && value ? dayjs(value) : null}
        disabledDate={(d) => d.format('YYYY-MM-DD') <= today}
        onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : undefined)}
      />
    </Space>
  );
}
