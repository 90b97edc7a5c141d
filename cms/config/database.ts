import { resolveFromApp } from '../src/secrets/secrets';
import { cmsEnv } from '../src/config/env';

/** Migrations are TypeScript in cms/database/migrations, run from their compiled copies in dist/
 * (Strapi runs them during its schema sync, before the sync; see the migration files). */
const settings = { useTypescriptMigrations: true };

/**
 * SQLite (better-sqlite3) is the embedded default: nothing to install, one file under cms/.tmp.
 * DATABASE_CLIENT=postgres with DATABASE_URL (or the DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD parts)
 * moves the same app to PostgreSQL without a code change.
 */
export default () => {
  const env = cmsEnv();
  if (env.DATABASE_CLIENT === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env.DATABASE_URL,
          host: env.DATABASE_HOST,
          port: env.DATABASE_PORT,
          database: env.DATABASE_NAME,
          user: env.DATABASE_USERNAME,
          password: env.DATABASE_PASSWORD ?? '',
          ssl: env.DATABASE_SSL && {
            rejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED,
          },
          schema: env.DATABASE_SCHEMA,
        },
        pool: { min: env.DATABASE_POOL_MIN, max: env.DATABASE_POOL_MAX },
        acquireConnectionTimeout: env.DATABASE_CONNECTION_TIMEOUT,
      },
      settings,
    };
  }

  return {
    connection: {
      client: 'sqlite',
      connection: { filename: resolveFromApp(env.DATABASE_FILENAME) },
      useNullAsDefault: true,
      // Deleted rows are overwritten in the file, not merely marked free: an erased person's data
      // (src/privacy) must not stay readable in the database file's free pages.
      pool: {
        afterCreate: (connection: { pragma: (sql: string) => unknown }, done: (error?: Error) => void) => {
          connection.pragma('secure_delete = ON');
          done();
        },
      },
    },
    settings,
  };
};
