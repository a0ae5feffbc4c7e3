import { Link } from 'react-router';
import { Card, Result, Steps } from 'antd';
import { hasSellerRole, useSession } from '../../lib/session';
import { WithSession } from './with-session';
import { ButtonLink } from '../../components/ButtonLink';

/**
 * 微商户: the member's merchant status. Sellers (role SH100011) go on to the seller centre; others
 * see how to open one (the role is granted by the business contact, SPEC §6).
 */
function Wsh() {
  const session = useSession();
  if (hasSellerRole(session)) {
    return (
      <div className="pc-card">
        <Result
          status="success"
          title="您已开通微商户"
          subTitle="可在商家中心管理入驻、商品、订单与提现"
          extra={
            <ButtonLink to="/sellerCenter/networkAcessManageList" type="primary">
              进入商家中心
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return (
    <Card
      className="pc-card-plain"
      title={
        <h1 className="pc-title" style={{ margin: 0 }}>
          微商户
        </h1>
      }
    >
      <p>开通微商户后，您可以在商铺汇发布场地活动服务、管理订单与提现。</p>
      <Steps
        direction="vertical"
        size="small"
        current={0}
        items={[
          { title: '完善品牌信息', description: <Link to="/personalCenter/fabu">填写品牌资料</Link> },
          { title: '联系业务对接人', description: <Link to="/personalCenter/makeAppointment">预约顾问开通权限</Link> },
          { title: '进入商家中心', description: '开通后此页将直接进入商家中心' },
        ]}
      />
    </Card>
  );
}

export default function WshPage() {
  return <WithSession>{() => <Wsh />}</WithSession>;
}
