import { Link } from 'react-router';
import { Card, Col, Row } from 'antd';
import type { SitePage } from '@shp/contracts';

/** A general page from the site_pages table: sections of paragraphs and linked items. */
export function SitePageView({ page }: { page: SitePage }) {
  return (
    <>
      {page.sections.map((s, i) => (
        <section className="shp-c-panel" key={i}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p, j) => (
            <p key={j}>{p}</p>
          ))}
          {s.items.length > 0 && (
            <Row gutter={[12, 12]}>
              {s.items.map((it) => (
                <Col xs={24} sm={12} md={8} key={it.title}>
                  <Card size="small" title={it.title} extra={it.link ? <Link to={it.link}>查看</Link> : null}>
                    {it.text}
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </section>
      ))}
    </>
  );
}
