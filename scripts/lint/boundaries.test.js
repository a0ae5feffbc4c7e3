import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import path from 'node:path';
import { violation } from './boundaries.js';

const file = (f) => ({ file: f });
const pkg = (p) => ({ pkg: p });

describe('import boundaries', () => {
  it('web features never import each other, but may import their own files and shared code', () => {
    expect(violation('apps/web/app/features/shops/ShopCard.tsx', file('apps/web/app/features/collections/CollectButton'))).toMatch(
      /Features never import each other/,
    );
    expect(violation('apps/web/app/features/shops/api/x.ts', file('apps/web/app/features/shops/ShopCard'))).toBeNull();
    expect(violation('apps/web/app/features/shops/ShopCard.tsx', file('apps/web/app/components/Pager'))).toBeNull();
    // Routes compose features.
    expect(violation('apps/web/app/routes/home.tsx', file('apps/web/app/features/shops/ShopCard'))).toBeNull();
  });

  it('packages/contracts imports neither app; the web never imports the API', () => {
    expect(violation('packages/contracts/src/index.ts', file('apps/api/src/lib/dates.js'))).toMatch(/contracts/);
    expect(violation('packages/contracts/src/index.ts', pkg('@shp/web'))).toMatch(/contracts/);
    expect(violation('packages/contracts/src/index.ts', pkg('zod'))).toBeNull();
    expect(violation('apps/web/app/lib/format.ts', file('apps/api/src/lib/dates.js'))).toMatch(/never imports the API/);
    expect(violation('apps/web/app/lib/format.ts', pkg('@shp/api'))).toMatch(/never imports the API/);
    expect(violation('apps/web/app/lib/format.ts', pkg('@shp/contracts'))).toBeNull();
  });

  it('an API module reaches another module it declares only through its service, repository or routes, and helpers through lib/', () => {
    const from = 'apps/api/src/modules/malls/malls.service.ts';
    expect(violation(from, file('apps/api/src/modules/shops/lookups.js'))).toMatch(/shared helpers live in apps\/api\/src\/lib/);
    expect(violation(from, file('apps/api/src/modules/shops/shops.repository.js'))).toBeNull();
    // A module imports only the modules it declares it calls; a helper is never such a call.
    expect(violation(from, file('apps/api/src/modules/messages/messages.repository.js'))).toMatch(/declared in MODULE_CALLS/);
    expect(violation(from, file('apps/api/src/modules/admin-auth/admin-auth.routes.js'))).toMatch(/declared in MODULE_CALLS/);
    expect(
      violation('apps/api/src/modules/admin-content/admin-content.service.ts', file('apps/api/src/modules/subscriptions/subscriptions.service.js')),
    ).toMatch(/declared in MODULE_CALLS/);
    expect(violation('apps/api/src/modules/franchise/franchise.service.ts', file('apps/api/src/modules/cooperation/cooperation.service.js'))).toBeNull();
    expect(violation(from, file('apps/api/src/modules/malls/brochure.js'))).toBeNull();
    expect(violation(from, file('apps/api/src/lib/dates.js'))).toBeNull();
    // Chamber events share conferences' helpers through lib/, not by importing that module.
    expect(violation('apps/api/src/modules/chambers/chambers.service.ts', file('apps/api/src/modules/conferences/conferences.service.js'))).toMatch(
      /declared in MODULE_CALLS/,
    );
    expect(violation('apps/api/src/modules/chambers/chambers.service.ts', file('apps/api/src/lib/event-schedule.js'))).toBeNull();
    // Tests may use another module's test helpers.
    expect(violation('apps/api/src/modules/leads/leads.routes.test.ts', file('apps/api/src/modules/auth/testing.js'))).toBeNull();
  });

  it('apps/api/src/db and lib import no module code', () => {
    expect(violation('apps/api/src/db/setup.ts', file('apps/api/src/modules/admin-auth/bootstrap.js'))).toMatch(/imports no module code/);
    expect(violation('apps/api/src/db/seed/seller.ts', file('apps/api/src/lib/money.js'))).toBeNull();
    expect(violation('apps/api/src/lib/lookups.ts', file('apps/api/src/modules/shops/shops.repository.js'))).toMatch(/imports none of them/);
    expect(violation('apps/api/src/lib/lookups.ts', file('apps/api/src/plugins/ops.js'))).toMatch(/imports none of them/);
  });
});

describe('eslint.config.js', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const eslint = new ESLint({ cwd: root });
  const severity = (rule) => (Array.isArray(rule) ? rule[0] : rule);

  it.each(['apps/api/src/modules/malls/malls.service.ts', 'apps/web/app/features/shops/ShopCard.tsx', 'packages/contracts/src/index.ts'])(
    '%s is checked for boundaries and promises',
    async (f) => {
      const config = await eslint.calculateConfigForFile(path.join(root, f));
      for (const rule of ['shp/import-boundaries', '@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises']) {
        expect([2, 'error'], `${rule} in ${f}`).toContain(severity(config.rules[rule]));
      }
      expect(config.languageOptions.parserOptions.projectService, f).toBeTruthy();
    },
    // The first file builds the TypeScript program for type-aware rules.
    120_000,
  );
});
