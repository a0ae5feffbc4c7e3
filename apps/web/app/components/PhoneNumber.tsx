import { formatPhoneExtension } from '@shp/contracts';

/**
 * A phone number as text and a tel: link; a comma (extension) shows as the extension mark
 * '转' (SPEC §2), and dials as a pause.
 */
export function PhoneNumber({ value, className }: { value: string; className?: string }) {
  return (
    <a href={telHref(value)} className={className}>
      {formatPhoneExtension(value)}
    </a>
  );
}

/** The tel: address of a number: an extension after a comma dials after a pause, not as part of the number. */
export function telHref(value: string): string {
  return `tel:${value.replace(/，/g, ',').replace(/[^\d+,-]/g, '')}`;
}
