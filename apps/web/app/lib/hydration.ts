/**
 * Whether React is hydrating the server's HTML right now (decision 022).
 *
 * Only the client entry starts a hydration, and the root route ends it in its first effect, so a
 * component that mounts in between is part of the hydration render. Component tests render with
 * `createRoot` and the server renders to a string: neither is a hydration.
 */
let hydrating = false;

export function beginHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
