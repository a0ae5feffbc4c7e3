import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { beginHydration, endHydration } from '../lib/hydration';
import { StaticBlock } from './StaticBlock';

let renders = 0;
function Card({ label }: { label: string }) {
  renders += 1;
  return (
    <a href="/shoppingMallDetail?id=1">
      <strong>{label}</strong>
    </a>
  );
}

const block = (source: { label: string }) => (
  <StaticBlock source={source} data-section="malls">
    <Card label={source.label} />
  </StaticBlock>
);

describe('<StaticBlock>', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  beforeEach(() => {
    renders = 0;
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    endHydration();
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('keeps the server HTML when the page hydrates, without running the components inside it', async () => {
    const source = { label: '静安商场' };
    container.innerHTML = renderToString(block(source));
    const serverLink = container.querySelector('a');
    renders = 0;
    beginHydration();
    await act(async () => {
      root = hydrateRoot(container, block(source));
    });
    endHydration();
    expect(renders).toBe(0);
    // The very element the server sent, with its attributes: nothing was drawn again.
    expect(container.querySelector('a')).toBe(serverLink);
    expect(container.querySelector('[data-section="malls"]')?.hasAttribute('data-static-block')).toBe(true);
    expect(container.textContent).toBe('静安商场');

    // The same source again (a parent's re-render) keeps it.
    await act(async () => root!.render(block(source)));
    expect(container.querySelector('a')).toBe(serverLink);
    expect(renders).toBe(0);
  });

  it('draws its children once the source changes, in place of the server HTML, not beside it', async () => {
    const source = { label: '静安商场' };
    container.innerHTML = renderToString(block(source));
    renders = 0;
    beginHydration();
    await act(async () => {
      root = hydrateRoot(container, block(source));
    });
    endHydration();
    await act(async () => root!.render(block({ label: '徐汇商场' })));
    expect(renders).toBe(1);
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelectorAll('[data-static-block]')).toHaveLength(1);
    expect(container.textContent).toBe('徐汇商场');
  });

  it('renders its children when it mounts after the hydration (a client navigation)', async () => {
    root = createRoot(container);
    await act(async () => root!.render(block({ label: '静安商场' })));
    expect(renders).toBe(1);
    expect(container.querySelector('a strong')?.textContent).toBe('静安商场');
  });

  it('draws its children when React renders afresh during a hydration, leaving no empty block', async () => {
    // What React does when it gives up on hydrating: the element is new, with no server HTML in it.
    beginHydration();
    root = createRoot(container);
    await act(async () => root!.render(block({ label: '静安商场' })));
    expect(container.querySelector('a strong')?.textContent).toBe('静安商场');
  });
});
