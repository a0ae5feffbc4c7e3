// The layout rules of docs/conventions.md as an ESLint rule, so a wrong import fails `npm run lint`.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const WEB_FEATURES = 'apps/web/app/features/';
const API_MODULES = 'apps/api/src/modules/';
// Another module is reached through its public face only; anything shared goes to apps/api/src/lib/.
const MODULE_FACE = /\.(service|repository|routes)\.(js|ts)$/;
/**
 * Which modules each module calls (through that module's face). A helper two modules need goes to
 * apps/api/src/lib/, never here: an edge is a call of another domain's operation (the message
 * centre's inbox, the audit log, a lead, an SMS code check), so a new one is a design decision
 * that shows in review. Shrink this list; grow it only for such a call.
 */
export const MODULE_CALLS = {
  'admin-auth': ['admin-audit', 'admin-leads'],
  'admin-content': ['admin-audit'],
  'admin-jobs': ['admin-audit'],
  'admin-leads': ['admin-audit'],
  'admin-members': ['admin-audit', 'messages', 'seller'],
  appointments: ['consultants', 'leads', 'messages'],
  auth: ['agreement', 'leads', 'messages'],
  brands: ['shops'],
  chat: ['admin-auth', 'auth', 'leads'],
  collections: ['brands', 'consultants', 'malls', 'shops', 'spaces'],
  consultants: ['leads', 'messages'],
  cooperation: ['auth', 'leads', 'messages'],
  franchise: ['cooperation'],
  home: ['search'],
  'lead-sla': ['admin-leads'],
  leads: ['auth', 'messages'],
  malls: ['shops'],
  map: ['malls', 'shops', 'spaces'],
  'member-brand': ['points'],
  member: ['seller'],
  'merchant-services': ['cooperation'],
  payments: ['admin-audit', 'messages', 'seller'],
  points: ['member-brand', 'messages'],
  proposals: ['messages'],
  seller: ['auth', 'messages', 'payments'],
  share: ['leads'],
  shops: ['consultants'],
  'site-selection': ['shops'],
  spaces: ['cooperation', 'leads', 'shops'],
  storefront: ['member-orders', 'messages', 'seller'],
  trust: ['admin-audit', 'messages'],
};
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('apps/api/src/test/');
const first = (rest) => rest.split('/')[0];

/** The repository-relative path an import names, or the package name for a bare import. */
function target(fromFile, spec) {
  if (spec.startsWith('.'))
    return {
      file: path
        .relative(root, path.resolve(path.dirname(path.join(root, fromFile)), spec))
        .split(path.sep)
        .join('/'),
    };
  return { pkg: spec };
}

/** Why `from` may not import `to` (repository-relative paths), or null when it may. */
export function violation(from, to) {
  const file = to.file ?? '';
  const pkg = to.pkg ?? '';
  if (from.startsWith('packages/contracts/') && (file.startsWith('apps/') || /^@shp\/(api|web)(\/|$)/.test(pkg))) {
    return 'packages/contracts imports neither app.';
  }
  if (from.startsWith('apps/web/') && (file.startsWith('apps/api/') || /^@shp\/api(\/|$)/.test(pkg))) {
    return 'The web app never imports the API: what crosses the wire comes from @shp/contracts.';
  }
  if (from.startsWith(WEB_FEATURES) && file.startsWith(WEB_FEATURES)) {
    const a = first(from.slice(WEB_FEATURES.length));
    const b = first(file.slice(WEB_FEATURES.length));
    if (a !== b) return `Features never import each other (${a} → ${b}): compose them in a route, or move shared code to app/lib or app/components.`;
  }
  if (isTest(from)) return null;
  if (from.startsWith(API_MODULES) && file.startsWith(API_MODULES)) {
    const a = first(from.slice(API_MODULES.length));
    const b = first(file.slice(API_MODULES.length));
    if (a !== b && !MODULE_FACE.test(file)) {
      return `Module ${a} reaches into ${file}: shared helpers live in apps/api/src/lib/, and another module is called through its *.service, *.repository or *.routes file.`;
    }
    if (a !== b && !(MODULE_CALLS[a] ?? []).includes(b)) {
      return `Module ${a} imports module ${b}: a helper both need lives in apps/api/src/lib/; a call of ${b}'s operations is declared in MODULE_CALLS (scripts/lint/boundaries.js).`;
    }
  }
  if (from.startsWith('apps/api/src/db/') && file.startsWith(API_MODULES))
    return 'apps/api/src/db imports no module code: move what both need into apps/api/src/lib/.';
  if (from.startsWith('apps/api/src/lib/') && (file.startsWith(API_MODULES) || file.startsWith('apps/api/src/plugins/'))) {
    return 'apps/api/src/lib is shared by every module and imports none of them.';
  }
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Import boundaries between features, modules, apps and packages' }, schema: [] },
  create(context) {
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    if (from.startsWith('..')) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = violation(from, target(from, source.value));
      if (why) context.report({ node: source, message: why });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { meta: { name: 'shp-boundaries' }, rules: { 'import-boundaries': rule } };
