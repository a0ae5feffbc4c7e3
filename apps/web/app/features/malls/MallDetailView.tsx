import { Link } from 'react-router';
import { Alert, Avatar, Button, Table } from 'antd';
import { Stars } from '../../components/Stars';
import { MALL_OPEN_STATUS_LABELS, type MallDetail } from '@shp/contracts';
import { Gallery } from '../../components/Gallery';
import { PhoneNumber } from '../../components/PhoneNumber';
import { chinaDate, formatNumber, wanSquareMetres } from '../../lib/format';
import { onMarketListLink } from '../../lib/on-market-link';
import { ButtonLink } from '../../components/ButtonLink';
import { PlainTag } from '../../components/PlainTag';

/** A mall as a brand's expansion team reads it: scale, traffic, rent, floors, formats, contact. */
export function MallDetailView({ mall, actions, onLogin }: { mall: MallDetail; actions: React.ReactNode; onLogin: () => void }) {
  const q = `mallId=${mall.id}`;
  // The list of exactly the units 在租铺位 counts (decision 017), in the mall's own city.
  const onMarket = onMarketListLink({ cityCode: mall.cityCode, mallId: mall.id });
  return (
    <>
      <section className="shp-detail-head">
        <Gallery images={mall.images.length ? mall.images : [mall.coverUrl]} alt={mall.name} />
        <div>
          <h1>{mall.name}</h1>
          <div style={{ marginBottom: 8 }}>
            <PlainTag color={mall.openStatus === 'open' ? 'green' : 'orange'}>{MALL_OPEN_STATUS_LABELS[mall.openStatus]}</PlainTag>
            <PlainTag>{mall.grade}级商业</PlainTag>
            <span className="shp-find-muted">招商热度 {mall.investmentScore}</span>
          </div>
          <p>
            <span className="shp-score">
              {mall.rentMin}-{mall.rentMax}
            </span>{' '}
            <span className="shp-find-muted">元/㎡/天（参考租金）</span>
          </p>
          <dl className="shp-kv">
            <div>
              <dt>开业时间</dt>
              <dd>{mall.openDate}</dd>
            </div>
            <div>
              <dt>总建筑面积</dt>
              <dd>{wanSquareMetres(mall.totalArea)}</dd>
            </div>
            <div>
              <dt>商业面积</dt>
              <dd>{wanSquareMetres(mall.businessArea)}</dd>
            </div>
            <div>
              <dt>楼层</dt>
              <dd>
                地上{mall.floorsAbove}层 / 地下{mall.floorsBelow}层
              </dd>
            </div>
            <div>
              <dt>日均客流</dt>
              <dd>{formatNumber(mall.dailyTraffic)}人次</dd>
            </div>
            <div>
              <dt>年销售额</dt>
              <dd>{(mall.annualSales / 10000).toFixed(1)}亿元</dd>
            </div>
            <div>
              <dt>停车位</dt>
              <dd>{mall.parkingSpaces}个</dd>
            </div>
            <div>
              <dt>在租铺位</dt>
              <dd>
                <Link to={onMarket} data-testid="mall-vacant-shops">
                  {mall.vacantShops}个
                </Link>
              </dd>
            </div>
          </dl>
          <p className="shp-find-muted" style={{ marginTop: 12 }}>
            {mall.cityName} {mall.districtName} · {mall.address} · 运营方：{mall.developer}
          </p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>
            {actions}
            <ButtonLink to={onMarket} type="primary">
              查看在租铺位
            </ButtonLink>
            {mall.hasBrochure && <ButtonLink to={`/pdf?${q}`}>招商手册</ButtonLink>}
          </div>
        </div>
      </section>
      <div className="shp-find-layout">
        <div>
          <section className="shp-panel">
            <h2>项目介绍</h2>
            <p style={{ lineHeight: 1.8 }}>{mall.intro}</p>
            <div>
              {mall.formats.map((f) => (
                <PlainTag key={f}>{f}</PlainTag>
              ))}
            </div>
          </section>
          <section className="shp-panel">
            <h2>楼层规划</h2>
            <Table
              size="small"
              pagination={false}
              rowKey="floor"
              dataSource={mall.floors}
              columns={[
                { title: '楼层', dataIndex: 'floor' },
                { title: '主题', dataIndex: 'theme' },
                { title: '面积', dataIndex: 'area', render: (a: number) => `${formatNumber(a)}㎡` },
              ]}
            />
          </section>
          <section className="shp-panel">
            <h2>
              入驻品牌（{mall.brandCount}）{' '}
              <Link to={`/settledBrandList?${q}`} style={{ fontSize: 14 }}>
                查看全部
              </Link>
            </h2>
            <h2>
              周边配套{' '}
              <Link to={`/surroundDetail?${q}`} style={{ fontSize: 14 }}>
                查看详情
              </Link>
            </h2>
            <p className="shp-find-muted">交通：{mall.surroundings.transport.join('；')}</p>
            <p className="shp-find-muted">住宅：{mall.surroundings.residential.join('；')}</p>
            <p className="shp-find-muted">竞品：{mall.surroundings.competitors.join('；')}</p>
          </section>
          {mall.articles.length > 0 && (
            <section className="shp-panel">
              <h2>项目动态</h2>
              {mall.articles.map((a) => (
                <p key={a.id}>
                  <Link to={`/articleDetail?id=${a.id}`}>{a.title}</Link> <span className="shp-find-muted">{chinaDate(a.publishedAt)}</span>
                </p>
              ))}
            </section>
          )}
        </div>
        <aside>
          <section className="shp-panel" aria-label="招商联系人">
            <h2>招商联系人</h2>
            <p>
              {mall.leasingContact.name}：
              <strong>{mall.leasingContact.phoneMasked ? mall.leasingContact.phone : <PhoneNumber value={mall.leasingContact.phone} />}</strong>
            </p>
            {mall.leasingContact.phoneMasked && (
              <Alert
                type="info"
                showIcon
                title="登录后查看完整电话"
                action={
                  <Button size="small" type="primary" onClick={onLogin}>
                    登录
                  </Button>
                }
              />
            )}
          </section>
          {mall.consultant && (
            <section className="shp-panel" aria-label="招商顾问">
              <h2>招商顾问</h2>
              <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <Avatar size={56} src={mall.consultant.avatarUrl} alt={mall.consultant.name} />
                <div>
                  <strong>{mall.consultant.name}</strong> <span className="shp-find-muted">{mall.consultant.title}</span>
                  <div>
                    {/* Null until a member evaluates: no page shows a score nobody gave. */}
                    {mall.consultant.rating === null ? (
                      <span data-testid="consultant-rating">暂无评分</span>
                    ) : (
                      <Stars value={mall.consultant.rating} size={12} />
                    )}{' '}
                    <span className="shp-find-muted">{mall.consultant.years}年经验</span>
                  </div>
                  <div>电话：{mall.consultant.phoneMasked ? mall.consultant.phone : <PhoneNumber value={mall.consultant.phone} />}</div>
                </div>
              </div>
              <p className="shp-find-muted" style={{ marginTop: 8 }}>
                顾问将在1个工作日内与您联系
              </p>
            </section>
          )}
          {mall.spaceCount > 0 && (
            <section className="shp-panel">
              <h2>活动场地</h2>
              <p className="shp-find-muted">本项目有{mall.spaceCount}处可短租的活动场地</p>
              {/* In the mall's own city: the list otherwise filters by the visitor's city and finds none of a mall elsewhere. */}
              <Link to={`/spaceList?tabcheck=2&cityCode=${mall.cityCode}&mallId=${mall.id}`} data-testid="mall-spaces-link">
                查看场地
              </Link>
            </section>
          )}
        </aside>
      </div>
    </>
  );
}
