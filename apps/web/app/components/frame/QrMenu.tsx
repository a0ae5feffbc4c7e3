import { QR_KINDS, QR_LABELS, qrImageUrl } from '@shp/contracts';

/** Top-bar download/follow menu (SPEC §2): the three server-generated QR codes on hover. */
export function QrMenu() {
  return (
    // A group of pictures, not a menu: role=menu promised menu items a screen reader then did not find.
    <div className="shp-qr-menu" tabIndex={0}>
      <span>下载/关注</span>
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
