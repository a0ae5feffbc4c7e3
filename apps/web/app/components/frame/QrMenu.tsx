import { useState } from 'react';
import QrcodeOutlined from '@ant-design/icons-svg/es/asn/QrcodeOutlined';
import { QR_KINDS, QR_LABELS, qrImageUrl } from '@shp/contracts';
import { Icon } from '../Icon';

/** Top-bar download/follow menu (SPEC §2): the three server-generated QR codes on hover. */
export function QrMenu() {
  // Escape hides the panel until the pointer leaves or focus comes back (WCAG 1.4.13).
  const [closed, setClosed] = useState(false);
  return (
    // A group of pictures, not a menu: role=menu promised menu items a screen reader then did not find.
    <div
      className="shp-qr-menu"
      tabIndex={0}
      data-closed={closed ? '1' : '0'}
      onKeyDown={(e) => e.key === 'Escape' && setClosed(true)}
      onMouseLeave={() => setClosed(false)}
      onFocus={() => setClosed(false)}
    >
      {/* On a wide screen the icon stands for the words (the header keeps to one row); the words stay for screen readers. */}
      <Icon def={QrcodeOutlined} style={{ fontSize: 18 }} />
      <span className="shp-qr-menu-label">下载/关注</span>
      <div className="shp-qr-panel" role="group" aria-label="下载与关注">
        {QR_KINDS.map((k) => (
          <figure key={k}>
            <img src={qrImageUrl(k)} width={96} height={96} alt={`${QR_LABELS[k]}二维码`} loading="lazy" />
            <figcaption>{QR_LABELS[k]}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
