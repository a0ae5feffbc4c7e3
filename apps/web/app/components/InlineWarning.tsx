import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { Icon } from './Icon';
import '../styles/inline-warning.css';

/**
 * A warning above a list that the visitor may close: plain markup in place of antd's Alert, so
 * the find pages keep antd off their first load (decision 009).
 */
export function InlineWarning({ children, onClose }: { children: React.ReactNode; onClose?: () => void }) {
  return (
    <div className="shp-inline-warning" role="alert">
      <Icon def={ExclamationCircleFilled} className="shp-inline-warning-icon" />
      <span className="shp-inline-warning-text">{children}</span>
      {onClose && (
        <button type="button" className="shp-inline-warning-close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
