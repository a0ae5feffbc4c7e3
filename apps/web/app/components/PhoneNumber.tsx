import { formatPhoneExtension } from '@shp/contracts';

/**
 * A phone number as text and a tel: link; a comma (extension) shows as the extension mark
 * '转' (SPEC §2), and dials as a pause.
 */
export function PhoneNumber({ value, className }: { value: string; className?: string }) {
  const dial = value.replace(/，/g, ',').replace(/[^\d+,-]/g, '');
  return (
    <a href={`tel:${dial}`} className={className}>
      {formatPhoneExtension(value)}
    </a>
  );
}
