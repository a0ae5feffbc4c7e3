import { useParams } from 'react-router';
import { Result } from 'antd';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';

/** /spaceError/:type — why a space cannot be shown or booked, and where to go instead. */
const TYPES: Record<string, { status: 'warning' | '404' | '403' | 'info'; title: string; sub: string }> = {
  '1': { status: '404', title: '场地已下架', sub: '该场地已下架或不存在，看看其他热门场地吧。' },
  '2': { status: 'warning', title: '场地档期已满', sub: '该场地近期档期已满，可提交询价由顾问为您协调其他档期。' },
  '3': { status: '403', title: '暂无权限', sub: '该场地仅对认证品牌开放，请先登录并完善品牌信息。' },
};

export default function SpaceError() {
  const { type = '' } = useParams();
  const t = TYPES[type] ?? { status: 'info' as const, title: '场地暂不可用', sub: '请稍后再试，或浏览其他场地。' };
  return (
    <div className="shp-container">
      <Result
        status={t.status}
        // The page's one heading: the result's own title, in its own look.
        title={<PageHeading>{t.title}</PageHeading>}
        subTitle={t.sub}
        extra={
          <>
            <ButtonLink to="/spaceList?tabcheck=2" type="primary">
              浏览热门场地
            </ButtonLink>
            {type === '3' && <ButtonLink to="/personalCenter/myBrand">完善品牌信息</ButtonLink>}
          </>
        }
      />
    </div>
  );
}
