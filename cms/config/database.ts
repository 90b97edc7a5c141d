import { resolveFromApp } from '../src/secrets/secrets';

/**
 * SQLite (better-sqlite3) is the embedded default: nothing to install, one file under cms/.tmp.
 * DATABASE_CLIENT=postgres with DATABASE_URL (or the DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD parts)
 * moves the same app to PostgreSQL without a code change.
 */
export default ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', 'localhost'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false) && {
            rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  return {
    connection: {
      client: 'sqlite',
      connection: { filename: resolveFromApp(env('DATABASE_FILENAME', '.tmp/data.db')) },
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
  };
};
