import { Link } from 'react-router';
import { Button, Form, Input, Radio, Result, Select } from 'antd';
import { CONTACT_MAX, INVEST_RANGES, Msg, PHONE_PATTERN, TOP_BAR_CITIES, franchiseApplyOp, type OpInput } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { myCooperationHref } from '../../lib/my-cooperation-href';
import { PhoneInput } from '../../components/PhoneInput';
import { useSession } from '../../lib/session';
import { useApplicantContact } from '../../hooks/use-applicant-contact';
import { ApplicationCodeFields, withApplicationCode } from '../../components/ApplicationCodeFields';
import { useSubmit } from '../../hooks/use-submit';
import { handler } from '../../lib/handler';

/** 加盟申请: for one brand (brandId) or, on the landing page, for a brand the visitor names. */
export function ApplyForm({ brandId, brandName, onDone }: { brandId?: number; brandName?: string; onDone?: () => void }) {
  const session = useSession();
  const [form] = Form.useForm();
  const ownPhone = useApplicantContact(form);
  const { busy, done, result, submit, reset } = useSubmit(async (v: OpInput<typeof franchiseApplyOp>) => {
    const receipt = await callApi(franchiseApplyOp, { ...withApplicationCode(v, ownPhone), brandId });
    onDone?.();
    return receipt;
  });
  if (done) {
    return (
      <Result
        status="success"
        title="加盟申请已提交"
        subTitle="品牌招商顾问将在1个工作日内与您联系"
        extra={
          session ? (
            <Link to={myCooperationHref(result?.id)}>在个人中心查看</Link>
          ) : (
            <Button
              onClick={() => {
                form.resetFields();
                reset();
              }}
            >
              继续申请
            </Button>
          )
        }
      />
    );
  }
  return (
    <Form form={form} layout="vertical" aria-label="加盟申请" initialValues={{ hasShop: 'N' }} onFinish={handler(submit)}>
      {brandId ? (
        <p className="shp-c-meta">申请加盟：{brandName}</p>
      ) : (
        <Form.Item label="意向品牌/业态" name="wantedBrand" rules={[{ required: true, whitespace: true, message: '请选择或填写意向品牌' }, { max: 180 }]}>
          <Input maxLength={180} placeholder="例如：社区烘焙、茶饮" />
        </Form.Item>
      )}
      <Form.Item label="联系人" name="liaison" rules={[{ required: true, whitespace: true, message: Msg.CONTACT_REQUIRED }, { max: CONTACT_MAX }]}>
        <Input maxLength={CONTACT_MAX} placeholder="请输入联系人" />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="phone"
        rules={[
          { required: true, message: Msg.PHONE_REQUIRED },
          { pattern: PHONE_PATTERN, message: Msg.PHONE_INVALID_LOGIN },
        ]}
      >
        <PhoneInput />
      </Form.Item>
      <ApplicationCodeFields ownPhone={ownPhone} />
      <Form.Item label="意向城市" name="cityCode" rules={[{ required: true, message: '请选择意向城市' }]}>
        <Select placeholder="请选择意向城市" options={TOP_BAR_CITIES.map((c) => ({ value: c.cityCode, label: c.cityName }))} />
      </Form.Item>
      <Form.Item label="投资预算" name="budget" rules={[{ required: true, message: '请选择投资预算' }]}>
        <Select placeholder="请选择投资预算" options={INVEST_RANGES.map((r) => ({ value: r.key, label: r.name }))} />
      </Form.Item>
      <Form.Item label="是否已有店铺" name="hasShop" rules={[{ required: true, message: Msg.OPEN_SHOP_REQUIRED }]}>
        <Radio.Group
          options={[
            { value: 'Y', label: '已有店铺' },
            { value: 'N', label: '暂无店铺' },
          ]}
        />
      </Form.Item>
      <Form.Item label="备注" name="remark" rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        提交加盟申请
      </Button>
    </Form>
  );
}
