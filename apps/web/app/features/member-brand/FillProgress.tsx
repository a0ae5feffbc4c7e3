import { Progress, Steps } from 'antd';
import type { FillStep } from '@shp/contracts';

/** queryFillInfoStep shown as a bar and three steps. */
export function FillProgress({ fill, compact }: { fill: FillStep; compact?: boolean }) {
  return (
    <div data-testid="fill-progress">
      <Progress percent={fill.percent} size="small" status={fill.percent === 100 ? 'success' : 'active'} format={(p) => `已完成 ${p}%`} />
      {!compact && (
        <Steps
          size="small"
          style={{ marginTop: 12 }}
          current={Math.min(fill.step, 2)}
          items={fill.steps.map((s) => ({ title: s.title, status: s.done ? 'finish' : 'wait' }))}
        />
      )}
    </div>
  );
}
