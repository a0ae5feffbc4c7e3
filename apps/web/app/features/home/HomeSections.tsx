import { Link } from 'react-router';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import FireOutlined from '@ant-design/icons-svg/es/asn/FireOutlined';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import TagsOutlined from '@ant-design/icons-svg/es/asn/TagsOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import { Icon } from '../../components/Icon';
import { MALL_OPEN_STATUS_LABELS, type CityCard as CityCardData, type InvestmentRankItem, type MallListItem } from '@shp/contracts';
import { formatNumber } from '../../lib/format';
import { onMarketListLink } from '../../lib/on-market-link';

/** Entry points to every area of SPEC §1. */
export const HOME_ENTRIES = [
  { to: '/product', title: '找商场', text: '全国购物中心招商', icon: ShopOutlined },
  { to: '/findShopList?tabcheck=1', title: '找铺', text: '按业态面积租金筛选', icon: AppstoreOutlined },
  { to: '/findShopList?tabcheck=2&titleCode=1', title: '找点位', text: '中岛临展推车广告位', icon: EnvironmentOutlined },
  { to: '/spaceList?tabcheck=2', title: '找场地', text: '快闪展览路演场地', icon: FlagOutlined },
  { to: '/shopRecommended', title: '智能选址', text: '按需求匹配铺位', icon: CompassOutlined },
  { to: '/cooperAtions?tabcheck=0', title: '找合作', text: '异业供应商IP合作', icon: TeamOutlined },
  { to: '/franchiseBrands', title: '品牌加盟', text: '精选连锁加盟品牌', icon: TagsOutlined },
  { to: '/merchantService', title: '商户服务', text: '装修保险招聘人事', icon: ToolOutlined },
  { to: '/consultant', title: '招商顾问', text: '1个工作日内联系', icon: SolutionOutlined },
  { to: '/consIndex', title: '商业资讯', text: '招商动态开业速递', icon: ReadOutlined },
  { to: '/cloudIndex', title: '云招商会', text: '线上招商直播', icon: VideoCameraOutlined },
  { to: '/visitChamberCommerce', title: '走进商会', text: '商会活动与资源', icon: BankOutlined },
  { to: '/hotInvestment', title: '热门招商', text: '正在招商的项目', icon: FireOutlined },
  { to: '/case', title: '精彩案例', text: '品牌成功入驻', icon: TrophyOutlined },
  { to: '/personalCenter', title: '个人中心', text: '留资进度与收藏', icon: UserOutlined },
  { to: '/aboutUs?tabcheck=0', title: '关于我们', text: '平台介绍与联系', icon: InfoCircleOutlined },
] as const;

export function SectionHead({ title, subtitle, more }: { title: string; subtitle?: string; more?: { to: string; label?: string } }) {
  return (
    <div className="shp-sec-head">
      <h2>
        {title}
        {subtitle && <small>{subtitle}</small>}
      </h2>
      {more && <Link to={more.to}>{more.label ?? '查看更多'} ›</Link>}
    </div>
  );
}

export function EntryGrid() {
  return (
    <nav className="shp-entries" aria-label="服务入口">
      {HOME_ENTRIES.map((e) => (
        <Link key={e.to} to={e.to} className="shp-entry">
          <span className="shp-entry-icon" aria-hidden="true">
            <Icon def={e.icon} />
          </span>
          <strong>{e.title}</strong>
          <small>{e.text}</small>
        </Link>
      ))}
    </nav>
  );
}

export function CityCard({ card, onConsult }: { card: CityCardData; onConsult: () => void }) {
  const stats = [
    // Each count opens the card's city's list of exactly what it counts (在租: decision 017); the
    // consultant list shows every city unless told one.
    { label: '商场', value: card.malls, to: `/product?cityCode=${card.cityCode}` },
    { label: '在租铺位', value: card.shops, to: onMarketListLink({ cityCode: card.cityCode }) },
    { label: '在租点位', value: card.points, to: onMarketListLink({ kind: 'point', cityCode: card.cityCode }) },
    { label: '活动场地', value: card.spaces, to: `/spaceList?tabcheck=2&cityCode=${card.cityCode}` },
    { label: '招商顾问', value: card.consultants, to: `/consultant?cityCode=${card.cityCode}` },
  ];
  return (
    <section className="shp-city-card" aria-label={`${card.cityName}城市卡片`}>
      <div className="shp-city-card-head">
        <div>
          <h2 data-testid="city-card-name">{card.cityName}</h2>
          <span>
            {card.provinceName === card.cityName ? '' : `${card.provinceName} · `}已开业商场 {card.openMalls} 个
          </span>
        </div>
        <Link to="/citySCreen">切换城市 ›</Link>
      </div>
      <ul className="shp-city-card-stats">
        {stats.map((s) => (
          <li key={s.label}>
            <Link to={s.to}>
              <strong>{formatNumber(s.value)}</strong>
              <span>{s.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="shp-btn-primary" onClick={onConsult}>
        预约{card.cityName}招商顾问
      </button>
    </section>
  );
}

const fmtArea = (n: number) => (n >= 10000 ? `${(n / 10000).toFixed(1)}万㎡` : `${n}㎡`);

export function MallCards({ malls }: { malls: MallListItem[] }) {
  if (malls.length === 0) return <p className="shp-empty">该城市暂无精选商场</p>;
  return (
    <ul className="shp-mall-cards">
      {malls.map((m) => (
        <li key={m.id}>
          <Link to={`/shoppingMallDetail?id=${m.id}`} className="shp-mall-card">
            <img src={m.coverUrl} alt="" loading="lazy" width={400} height={240} />
            <div>
              <h3>{m.name}</h3>
              <p>
                {m.cityName}
                {m.districtName} · {MALL_OPEN_STATUS_LABELS[m.openStatus]} · {fmtArea(m.totalArea)}
              </p>
              <p className="shp-mall-card-tags">
                {m.formats.slice(0, 3).map((f) => (
                  <span key={f}>{f}</span>
                ))}
              </p>
              <p className="shp-mall-card-foot">
                <span>
                  {m.rentMin}-{m.rentMax}元/㎡/天
                </span>
                <span>在租铺位 {m.vacantShops}</span>
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function RankingList({ items }: { items: InvestmentRankItem[] }) {
  if (items.length === 0) return <p className="shp-empty">暂无数据</p>;
  return (
    <ol className="shp-ranking">
      {items.map((r) => (
        <li key={r.id} data-rank={r.rank}>
          <span className={`shp-rank-no${r.rank <= 3 ? ' is-top' : ''}`}>{r.rank}</span>
          <Link to={`/shoppingMallDetail?id=${r.id}`}>
            <strong>{r.name}</strong>
            <small>
              {r.cityName}
              {r.districtName} · 在租铺位 {r.vacantShops}
            </small>
          </Link>
          <span className="shp-rank-score" title="招商热度">
            {r.investmentScore}
          </span>
        </li>
      ))}
    </ol>
  );
}
