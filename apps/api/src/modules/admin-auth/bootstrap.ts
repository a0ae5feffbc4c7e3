import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { countOperators, insertOperator } from './admin-auth.repository.js';
import { hashPassword, randomPassword } from './password.js';

/**
 * The first operator. No secret lives in the repository: ADMIN_BOOTSTRAP_PASSWORD when set;
 * otherwise, outside production, a random password printed once to the server log.
 * Production without the setting creates nobody and says how to fix it.
 */
export async function ensureBootstrapOperator(db: Db, config: Config, log: (msg: string) => void) {
  if ((await countOperators(db)) > 0) return;
  const fromConfig = config.adminBootstrapPassword;
  if (!fromConfig && config.isProduction) {
    log('no operator account exists: set ADMIN_BOOTSTRAP_PASSWORD and restart to create operator "admin"');
    return;
  }
  const password = fromConfig ?? randomPassword();
  await insertOperator(db, { username: 'admin', displayName: '管理员', role: 'admin', passwordHash: await hashPassword(password) });
  log(
    fromConfig
      ? 'created operator "admin" with the password from ADMIN_BOOTSTRAP_PASSWORD; sign in at /admin/login and change it'
      : `created operator "admin" with password ${password} (shown once; sign in at /admin/login and change it)`,
  );
}
