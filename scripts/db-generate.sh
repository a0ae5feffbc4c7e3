#!/usr/bin/env bash
# Writes a migration from the schema; serialised so two people never generate at once.
set -euo pipefail
cd "$(dirname "$0")/.."
exec flock /tmp/shp-migrate.lock npx drizzle-kit generate --config apps/api/drizzle.config.ts "$@"
