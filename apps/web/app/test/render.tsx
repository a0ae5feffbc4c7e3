import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** An API answer in the SPEC envelope, as the stubbed fetch of a component test returns it. */
export const envelope = (data: unknown, code: number | string = 10000) =>
  new Response(JSON.stringify({ code, msg: '成功', data }), { status: 200, headers: { 'content-type': 'application/json' } });

/** Renders a page or feature as the app does: router, a fresh query client (no retries), antd's App. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <App>{ui}</App>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
