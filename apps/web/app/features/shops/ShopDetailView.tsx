import { Link } from 'react-router';
import { Alert, Avatar, Button, Descriptions, List, Rate, Tag } from 'antd';
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { OPENING_STATUS_LABELS, SHOP_KIND_LABELS, type Housekeeper, type ShopDetail, type ShopListItem } from '@shp/contracts';
import { Gallery } from '../../components/Gallery';
import { PhoneNumber } from '../../components/PhoneNumber';
import { ShopCard } from './ShopCard';

export interface ShopDetailProps {
  shop: ShopDetail;
  housekeeper: Housekeeper | null;
  similar: ShopListItem[];
  access: { views: number; visitors: number; recent: { nickName: string; visitedAt: string }[] };
  hidden: { field: string; reason: string }[];
  actions: React.ReactNode;
  onLogin: () => void;
}

const yes = (b: boolean, label: string) => (
  <span style={{ color: b ? '#389e0d' : '#8c8c8c' }}>
    {b ? <CheckCircleFilled /> : <CloseCircleOutlined />} {label}
  </span>
);

/** A unit as a tenant decides on it: facts, facilities for food, suitability, contact, similar units. */
export function ShopDetailView({ shop, housekeeper, similar, access, hidden, actions, onLogin }: ShopDetailProps) {
  const masked = hidden.length > 0;
  return (
    <>
      <section className="shp-detail-head">
        <Gallery images={shop.images.length ? shop.images : [shop.coverUrl]} alt={shop.title} />
        <div>
          <h1>{shop.title}</h1>
          <div style={{ marginBottom: 8 }}>
            <Tag color="blue">{SHOP_KIND_LABELS[shop.kind]}</Tag>
            <Tag color={shop.openingStatus === 'vacant' ? 'green' : shop.openingStatus === 'leasing_soon' ? 'orange' : 'default'}>{OPENING_STATUS_LABELS[shop.openingStatus]}</Tag>
            <Tag>{shop.grade}级</Tag>
            <span className="shp-find-muted">浏览 {shop.views} 次</span>
          </div>
          <p>
            <span className="shp-score">{shop.rentText}</span>
            <span className="shp-find-muted"> · 约{shop.monthlyRent.toLocaleString('zh-CN')}元/月</span>
          </p>
          <dl className="shp-kv">
            <div><dt>面积</dt><dd>{shop.area}㎡</dd></div>
            <div><dt>楼层</dt><dd>{shop.floor}</dd></div>
            <div><dt>面宽 / 进深</dt><dd>{shop.frontage}米 / {shop.depth}米</dd></div>
            <div><dt>层高</dt><dd>{shop.ceilingHeight}米</dd></div>
            <div><dt>物业费</dt><dd>{shop.propertyFee}元/㎡/月</dd></div>
            <div><dt>转让费</dt><dd>{shop.transferFee ? `${(shop.transferFee / 10000).toFixed(0)}万元` : '无'}</dd></div>
            <div><dt>可租日期</dt><dd>{shop.availableDate}</dd></div>
            <div><dt>日均客流</dt><dd>{shop.dailyTraffic.toLocaleString('zh-CN')}人次</dd></div>
          </dl>
          <p className="shp-find-muted" style={{ marginTop: 12 }}>
            {shop.cityName} {shop.districtName} · {shop.address}
          </p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>{actions}</div>
        </div>
      </section>

      <div className="shp-find-layout">
        <div>
          <section className="shp-panel">
            <h2>工程条件</h2>
            <div className="shp-find-facts" style={{ fontSize: 14, gap: 8 }}>
              <span>电量 {shop.food.powerKw}kW</span>
              {yes(shop.food.water, '上下水')}
              {yes(shop.food.exhaust, '排烟')}
              {yes(shop.food.gas, '燃气')}
            </div>
          </section>
          <section className="shp-panel">
            <h2>业态适配</h2>
            <p className="shp-find-muted">推荐业态：{shop.formats.join('、') || '未注明'}</p>
            <List
              size="small"
              dataSource={shop.suitability}
              renderItem={(s) => (
                <List.Item>
                  {yes(s.ok, s.label)}
                  <span className="shp-find-muted">{s.reason}</span>
                </List.Item>
              )}
            />
          </section>
          <section className="shp-panel">
            <h2>铺位介绍</h2>
            <p style={{ lineHeight: 1.8 }}>{shop.description}</p>
            {shop.mall && (
              <Descriptions size="small" column={{ xs: 1, sm: 2 }} title="所在商场">
                <Descriptions.Item label="商场">
                  <Link to={`/shoppingMallDetail?id=${shop.mall.id}`}>{shop.mall.name}</Link>
                </Descriptions.Item>
                <Descriptions.Item label="商场日均客流">{shop.mall.dailyTraffic.toLocaleString('zh-CN')}人次</Descriptions.Item>
                <Descriptions.Item label="商场等级">{shop.mall.grade}</Descriptions.Item>
                <Descriptions.Item label="地址">{shop.mall.address}</Descriptions.Item>
              </Descriptions>
            )}
          </section>
          <section className="shp-panel">
            <h2>相似{SHOP_KIND_LABELS[shop.kind]}</h2>
            {similar.length ? similar.map((s) => <ShopCard key={s.id} shop={s} />) : <p className="shp-find-muted">暂无相似{SHOP_KIND_LABELS[shop.kind]}</p>}
          </section>
        </div>
        <aside>
          <section className="shp-panel" aria-label="招商联系人">
            <h2>招商联系人</h2>
            <p>
              {shop.leasingContact.name}：<strong data-testid="leasing-phone">{masked ? shop.leasingContact.phone : <PhoneNumber value={shop.leasingContact.phone} />}</strong>
            </p>
            {masked && (
              <Alert
                type="info"
                showIcon
                title="登录后查看完整电话并可收藏"
                action={
                  <Button size="small" type="primary" onClick={onLogin}>
                    登录
                  </Button>
                }
              />
            )}
          </section>
          {housekeeper && (
            <section className="shp-panel" aria-label="铺位管家">
              <h2>铺位管家</h2>
              <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <Avatar size={56} src={housekeeper.avatarUrl} alt={housekeeper.name} />
                <div>
                  <strong>{housekeeper.name}</strong> <span className="shp-find-muted">{housekeeper.title}</span>
                  <div>
                    <Rate disabled allowHalf value={housekeeper.rating} style={{ fontSize: 12 }} /> <span className="shp-find-muted">{housekeeper.years}年经验 · 服务{housekeeper.serviceCount}次</span>
                  </div>
                  <div>电话：{housekeeper.phoneMasked ? housekeeper.phone : <PhoneNumber value={housekeeper.phone} />}</div>
                </div>
              </div>
              <div style={{ marginTop: 8 }}>
                {housekeeper.specialties.map((s) => (
                  <Tag key={s}>{s}</Tag>
                ))}
              </div>
            </section>
          )}
          <section className="shp-panel" aria-label="浏览记录">
            <h2>谁看过</h2>
            <p className="shp-find-muted">
              共浏览 {access.views} 次，{access.visitors} 位会员关注
            </p>
            {access.recent.slice(0, 5).map((r, i) => (
              <div key={i} className="shp-find-muted">
                {r.nickName} · {r.visitedAt.slice(0, 10)}
              </div>
            ))}
          </section>
        </aside>
      </div>
    </>
  );
}
