/**
 * A result or empty state that is all a page shows: its title is the page's one h1, kept in the
 * look of the title it replaces (antd Result's or the plain empty state's).
 */
export function ResultHeading({ children }: { children: React.ReactNode }) {
  return <h1 style={{ margin: 0, font: 'inherit' }}>{children}</h1>;
}
