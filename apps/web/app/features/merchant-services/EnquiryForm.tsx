import { Link } from 'react-router';
import { Button, Form, Input, InputNumber, Result, Select } from 'antd';
import {
  CONTACT_MAX,
  Msg,
  PHONE_PATTERN,
  TOP_BAR_CITIES,
  merchantServiceEnquireOp,
  type OpInput,
  type MerchantServiceCode,
  type Provider,
} from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { myCooperationHref } from '../../lib/my-cooperation-href';
import { PhoneInput } from '../../components/PhoneInput';
import { useSession } from '../../lib/session';
import { useApplicantContact } from '../../hooks/use-applicant-contact';
import { ApplicationCodeFields, withApplicationCode } from '../../components/ApplicationCodeFields';
import { useSubmit } from '../../hooks/use-submit';
import { handler } from '../../lib/handler';

/** One enquiry form per service: the common fields plus what the service needs (area, staff, positions). */
export function EnquiryForm({ serviceCode, serviceName, providers }: { serviceCode: MerchantServiceCode; serviceName: string; providers: Provider[] }) {
  const session = useSession();
  const [form] = Form.useForm();
  const ownPhone = useApplicantContact(form);
  const { busy, done, result, submit, reset } = useSubmit((v: OpInput<typeof merchantServiceEnquireOp>) =>
    callApi(merchantServiceEnquireOp, { ...withApplicationCode(v, ownPhone), serviceCode }),
  );
  if (done) {
    return (
      <Result
        status="success"
        title="咨询已提交"
        subTitle="服务顾问将在1个工作日内与您联系"
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
              再次咨询
            </Button>
          )
        }
      />
    );
  }
  return (
    <Form form={form} layout="vertical" aria-label={`${serviceName}咨询`} onFinish={handler(submit)}>
      {providers.length > 0 && (
        <Form.Item label="意向服务商" name="providerId">
          <Select allowClear placeholder="不限，由平台推荐" options={providers.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
      )}
      <Form.Item label="公司/店铺名称" name="companyName" rules={[{ required: true, whitespace: true, message: '请输入公司/店铺名称' }, { max: 100 }]}>
        <Input maxLength={100} placeholder="请输入公司或店铺名称" />
      </Form.Item>
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
      <Form.Item label="所在城市" name="cityCode" rules={[{ required: true, message: '请选择城市' }]}>
        <Select placeholder="请选择城市" options={TOP_BAR_CITIES.map((c) => ({ value: c.cityCode, label: c.cityName }))} />
      </Form.Item>
      {serviceCode === 'decoration' && (
        <Form.Item label="店铺面积（㎡）" name="area" rules={[{ required: true, message: '请输入店铺面积' }]}>
          <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      {(serviceCode === 'insurance' || serviceCode === 'hr_agency') && (
        <Form.Item label="员工人数" name="staffCount" rules={[{ required: true, message: '请输入员工人数' }]}>
          <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      {serviceCode === 'recruiting' && (
        <Form.Item label="招聘岗位" name="positions" rules={[{ required: true, whitespace: true, message: '请输入招聘岗位' }, { max: 100 }]}>
          <Input maxLength={100} placeholder="例如：店长1名、导购3名" />
        </Form.Item>
      )}
      <Form.Item label="备注" name="remark" rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        免费咨询
      </Button>
    </Form>
  );
}
