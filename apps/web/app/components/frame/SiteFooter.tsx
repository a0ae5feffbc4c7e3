import { Link } from 'react-router';
import type { SiteConfig } from '@shp/contracts';
import { QR_LABELS, qrImageUrl } from '@shp/contracts';
import { PhoneNumber } from '../PhoneNumber';

const COLUMNS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: '找空间',
    links: [
      { label: '找商场', to: '/product' },
      { label: '找铺', to: '/findShopList?tabcheck=1' },
      { label: '找点位', to: '/findShopList?tabcheck=2&titleCode=1' },
      { label: '热门场地', to: '/spaceList?tabcheck=2' },
    ],
  },
  {
    title: '找合作',
    links: [
      { label: '异业合作', to: '/cooperAtions?tabcheck=0' },
      { label: '供应商合作', to: '/cooperAtions?tabcheck=1' },
      { label: '加盟合作', to: '/cooperAtions?tabcheck=2' },
      { label: 'IP合作', to: '/cooperAtions?tabcheck=3' },
    ],
  },
  {
    title: '商户服务',
    links: [
      { label: '店铺装修', to: '/dianpuzhuangxiu' },
      { label: '商户保险', to: '/shanghubaoxian' },
      { label: '商户招聘', to: '/shanghuzhaopin' },
      { label: '人事代理', to: '/renshidaili' },
    ],
  },
  {
    title: '资讯',
    links: [
      { label: '商业资讯', to: '/consIndex' },
      { label: '品牌故事', to: '/brandStory' },
      { label: '精彩案例', to: '/case' },
      { label: '招商顾问', to: '/consultant' },
    ],
  },
  {
    title: '关于我们',
    links: [
      { label: '关于我们', to: '/aboutUs?tabcheck=0' },
      { label: '平台优势', to: '/aboutUs?tabcheck=1' },
      { label: '联系我们', to: '/aboutUs?tabcheck=2' },
      { label: '合作品牌', to: '/aboutUs?tabcheck=3' },
    ],
  },
];

/** Footer: five link columns opening in a new tab, legal numbers from config. */
export function SiteFooter({ site, extra }: { site: SiteConfig; extra?: React.ReactNode }) {
  return (
    <footer className="shp-footer" role="contentinfo">
      <div className="shp-container shp-footer-columns">
        {COLUMNS.map((col) => (
          <div key={col.title} className="shp-footer-col">
            <h2>{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} target="_blank" rel="noopener">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="shp-footer-qr">
          {(['official-account', 'app'] as const).map((k) => (
            <figure key={k}>
              <img src={qrImageUrl(k)} width={88} height={88} alt={`${QR_LABELS[k]}二维码`} loading="lazy" />
              <figcaption>{QR_LABELS[k]}</figcaption>
            </figure>
          ))}
        </div>
        {extra}
      </div>
      <div className="shp-container shp-footer-legal">
        <p>
          客服电话 <PhoneNumber value={site.phone} /> · 邮箱 <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <p>
          <Link to="/serviceAgreement" target="_blank" rel="noopener">
            用户服务协议
          </Link>{' '}
          ·{' '}
          <Link to="/privacy" target="_blank" rel="noopener">
            隐私政策
          </Link>{' '}
          ·{' '}
          <Link to="/aboutUs?tabcheck=2#licence" target="_blank" rel="noopener">
            营业执照
          </Link>
        </p>
        <p>
          © {site.company} · {site.licenceNo} · {site.icpNo} · {site.policeNo}
        </p>
      </div>
    </footer>
  );
}
