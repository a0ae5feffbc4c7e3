/**
 * The page's one h1 where its title is an antd Result's or Card's (a div): the same text, in the
 * look of the title it stands in.
 */
export function PageHeading({ children }: { children: React.ReactNode }) {
  return <h1 style={{ margin: 0, font: 'inherit' }}>{children}</h1>;
}
