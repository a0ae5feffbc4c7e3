import { Form, Input, Rate } from 'antd';
import { EVALUATION_CONTENT_MAX, EVALUATION_CONTENT_MIN } from '@shp/contracts';
import { trimmed } from '../lib/trimmed';

/** Stars and text of a member's evaluation, with the API's rules (contracts' evaluationFields). */
export function EvaluationFields({ placeholder }: { placeholder: string }) {
  return (
    <>
      <Form.Item
        label="评分"
        name="stars"
        rules={[
          { required: true, message: '请选择评分' },
          { type: 'number', min: 1, message: '请选择评分' },
        ]}
      >
        <Rate />
      </Form.Item>
      <Form.Item
        label="评价内容"
        name="content"
        rules={[
          { required: true, whitespace: true, message: '请输入评价内容' },
          { min: EVALUATION_CONTENT_MIN, message: `评价内容至少${EVALUATION_CONTENT_MIN}个字`, transform: trimmed },
          { max: EVALUATION_CONTENT_MAX, message: `评价内容不能超过${EVALUATION_CONTENT_MAX}个字` },
        ]}
      >
        <Input.TextArea rows={4} maxLength={EVALUATION_CONTENT_MAX} showCount placeholder={placeholder} />
      </Form.Item>
    </>
  );
}
