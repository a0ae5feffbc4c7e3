import type { Chamber } from '@shp/contracts';
import { PhoneNumber } from '../../components/PhoneNumber';

export function ChamberSummary({ c, paragraphs, highlights }: { c: Chamber; paragraphs: string[]; highlights: string[] }) {
  return (
    <section className="shp-c-panel">
      <h2>商会简介</h2>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <div className="shp-c-stats">
        <div className="shp-c-stat">
          <b>{c.memberCount}</b>会员企业
        </div>
        <div className="shp-c-stat">
          <b>{c.foundedYear}</b>成立年份
        </div>
        <div className="shp-c-stat">
          <b>{c.eventCount}</b>活动场次
        </div>
      </div>
      <p>会长：{c.president}</p>
      <p>地址：{c.address}</p>
      {/* A tel: link: on a phone the merchant calls the chamber with a tap. */}
      <p>
        电话：
        <PhoneNumber value={c.phone} />
      </p>
      <h3>特色服务</h3>
      <ul>
        {highlights.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
    </section>
  );
}
