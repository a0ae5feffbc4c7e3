import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { Button, type ButtonProps } from 'antd';

/**
 * A link that looks like an antd button: one `<a href>` (open in a new tab, copy the address,
 * announced as a link), navigated in the app like `<Link>`. A `<Link><Button>` nests a button inside
 * a link, which HTML forbids: two focus stops, and screen readers announce it twice.
 */
export function ButtonLink({ to, children, ...props }: { to: To; children: ReactNode } & Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'>) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button {...props} href={href} onClick={(e: MouseEvent<HTMLElement>) => navigate(e as MouseEvent<HTMLAnchorElement>)}>
      {children}
    </Button>
  );
}
