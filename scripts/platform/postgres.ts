import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from './net.ts';
import { logFile } from './paths.ts';
import { runToEnd, tail } from './processes.ts';

/**
 * The PostgreSQL that FerretDB stores in when the embedded database runs on PostgreSQL
 * (docs/adr/0009): Debian's `postgresql` package, a cluster of our own in `<dataDir>/postgres`
 * made with `initdb` and run with `pg_ctl` as the current user (as `postgres` when that user
 * is root, which PostgreSQL refuses to run as). Nothing is installed or started system-wide.
 */
export interface Postgres {
  url: string;
  stop(): Promise<void>;
  /** Runs one SQL statement (psql) against the cluster. */
  sql(statement: string): Promise<void>;
}

/**
 * FerretDB v1 pushes an equality filter down as `_jsonb -> 'field' @> value`, which its own
 * btree indexes (on `_jsonb -> 'field'`) cannot answer: every find, even by `_id`, would read
 * the whole table. This event trigger gives each top-level field of every index FerretDB
 * creates a GIN (jsonb_path_ops) twin on the same expression, which answers `@>`. Idempotent.
 */
const GIN_TWINS_SQL = String.raw`
CREATE OR REPLACE FUNCTION boatcare_gin_twins() RETURNS event_trigger LANGUAGE plpgsql AS $fn$
DECLARE
  cmd record;
  info record;
  expr text;
  field text;
BEGIN
  FOR cmd IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE INDEX' LOOP
    SELECT n.nspname, t.relname, am.amname, i.indnkeyatts INTO info
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      JOIN pg_am am ON am.oid = c.relam
     WHERE i.indexrelid = cmd.objid;
    CONTINUE WHEN info IS NULL OR info.amname <> 'btree';
    FOR k IN 1..info.indnkeyatts LOOP
      expr := pg_get_indexdef(cmd.objid, k, false);
      field := substring(expr FROM '^\(*_jsonb -> ''((?:[^'']|'''')*)''::text\)*$');
      CONTINUE WHEN field IS NULL;
      field := replace(field, '''''', '''');
      EXECUTE format(
        'CREATE INDEX IF NOT EXISTS %I ON %I.%I USING gin ((_jsonb -> %L) jsonb_path_ops) WITH (fastupdate = off)',
        'gin_' || md5(info.nspname || '.' || info.relname || '.' || field),
        info.nspname, info.relname, field);
    END LOOP;
  END LOOP;
END
$fn$;
DROP EVENT TRIGGER IF EXISTS boatcare_gin_twins;
CREATE EVENT TRIGGER boatcare_gin_twins ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
  EXECUTE FUNCTION boatcare_gin_twins();
`;

/** Debian keeps the server's programs in /usr/lib/postgresql/<version>/bin, off PATH. */
export function postgresBin(): string | undefined {
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    if (onPath) return dirname(realpathSync(onPath));
  } catch {
    // not on PATH
  }
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the current user, or as `postgres` when that is root. */
function pgCommand(bin: string, program: string, args: string[]): [string, string[]] {
  const path = join(bin, program);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

async function run(bin: string, program: string, args: string[]) {
  const [command, argv] = pgCommand(bin, program, args);
  await runToEnd(program, command, argv, { quiet: true });
}

/** Starts (making it on first use) the cluster in `<dataDir>/postgres` on a free port. */
export async function startPostgres(bin: string, dataDir: string): Promise<Postgres> {
  const dir = join(dataDir, 'postgres');
  if (asRoot) {
    // The postgres user must reach its folder; the data folder itself stays ours.
    chmodSync(dataDir, 0o711);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    execFileSync('chown', ['postgres:', dir]);
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    await run(bin, 'initdb', [
      '-D',
      dir,
      '--auth=trust',
      '--username=postgres',
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ]);
    // Loopback only, no Unix socket, and custom plans so FerretDB's field names (query
    // parameters) are constants when the planner matches the GIN twins.
    writeFileSync(
      join(dir, 'postgresql.auto.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        "unix_socket_directories = ''",
        'plan_cache_mode = force_custom_plan',
        'synchronous_commit = off',
        'max_connections = 200',
        '',
      ].join('\n'),
    );
  }
  // A cluster left running by a killed start (pg_ctl daemonizes) is stopped first.
  if (existsSync(join(dir, 'postmaster.pid'))) {
    await run(bin, 'pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']).catch(() => {});
  }
  const port = await freePort();
  // The server's log, made anew for each start (and the postgres user's when we are root).
  const log = logFile(dataDir, 'postgresql');
  mkdirSync(dirname(log), { recursive: true });
  writeFileSync(log, '');
  if (asRoot) execFileSync('chown', ['postgres:', log]);
  try {
    await run(bin, 'pg_ctl', ['-D', dir, '-w', '-t', '60', '-o', `-p ${port}`, '-l', log, 'start']);
  } catch (error) {
    if (error instanceof Error) error.message += `\nthe last lines of ${log}:\n${tail(log)}`;
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const sql = (statement: string) =>
    run(bin, 'psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', statement]);
  const stop = () => run(bin, 'pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
  try {
    await sql(GIN_TWINS_SQL);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, sql };
}
