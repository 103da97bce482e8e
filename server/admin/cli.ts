/**
 * `npm run admin -- create-user …` and `npm run admin -- reset-password --username U`: the way into a
 * clinic's database that has no user yet (SEED_DEMO=false), and a way back in when every administrator
 * forgot their password (docs/deploy.md "First administrator", docs/users.md).
 *
 * It opens the database the server would (readConfig: DATA_DIR or DATABASE_URL), migrates it, and applies
 * the server's own rules: the contract's password and field rules, the server's hashing, the accounts
 * module's checks and writes (server/repositories/user-accounts.ts). On PGlite the server must be stopped
 * first: one process per data folder, which the folder's lock enforces with a clear message; on
 * PostgreSQL it runs beside the servers.
 *
 * Exit: 0 done, 1 refused (the reason on standard error), 2 wrong arguments.
 */
import * as v from 'valibot';
import { registerBody, newPassword } from '../../src/contract/auth';
import { roles } from '../../src/contract/permissions';
import { accountText, adminCommandText as t, adminFieldOption, roleLabel } from '../../src/i18n/users';
import { hashPassword } from '../auth/password';
import { readConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DataDirBusy } from '../db/pglite-lock';
import { HttpError } from '../http/errors';
import {
  findUserIdByUsername,
  insertUser,
  setPassword,
  takenReason,
  unknownSites,
} from '../repositories/user-accounts';
import { findUserById } from '../repositories/users';
import { seedReferenceIfEmpty } from '../seed';
import { parseAdminArgs, UsageError, type AdminCommand } from './args';
import { PasswordInputError, readPassword } from './read-password';

/** A refusal: its message is printed as it is. */
class Refused extends Error {}

/** The contract's messages, each after the option it is about (the password for a bare password). */
function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): string {
  const lines = issues.map((issue) => {
    const path = v.getDotPath(issue)?.split('.')[0] ?? 'password';
    return `  ${adminFieldOption[path] ?? path}: ${issue.message}`;
  });
  return [t.invalid, ...new Set(lines)].join('\n');
}

async function createUser(db: Database, cmd: Extract<AdminCommand, { command: 'create-user' }>) {
  if (await seedReferenceIfEmpty(db)) console.log(t.referenceLoaded);
  // Everything that can be checked before the password is asked for, so nobody types it in vain.
  const unknown = await unknownSites(db, cmd.sites);
  if (unknown.length) throw new Refused(accountText.unknownSites(unknown));
  const taken = await takenReason(db, cmd);
  if (taken) throw new Refused(taken);
  const body = {
    email: cmd.email,
    name: cmd.name,
    username: cmd.username,
    password: await readPassword(),
    rol: cmd.role,
    sede: cmd.sites,
    ...(cmd.numeroRegistro && { numeroRegistro: cmd.numeroRegistro }),
    ...(cmd.especialidad && { especialidad: cmd.especialidad }),
  };
  const parsed = v.safeParse(registerBody, body);
  if (!parsed.success) throw new Refused(fieldErrors(parsed.issues));
  const input = parsed.output;
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction((tx) =>
    insertUser(tx, {
      email: input.email,
      username: input.username,
      name: input.name,
      role: input.rol,
      sites: input.sede,
      passwordHash,
      numeroRegistro: input.numeroRegistro,
      especialidad: input.especialidad,
    }),
  );
  const user = await findUserById(db, id);
  const sites = user!.sites.map((s) => `${s.id} ${s.name}`).join(', ');
  console.log(t.created(input.username, roleLabel[input.rol], sites));
}

async function resetPassword(db: Database, cmd: Extract<AdminCommand, { command: 'reset-password' }>) {
  const id = await findUserIdByUsername(db, cmd.username);
  if (!id) throw new Refused(t.unknownUser(cmd.username));
  const parsed = v.safeParse(newPassword, await readPassword());
  if (!parsed.success) throw new Refused(fieldErrors(parsed.issues));
  const passwordHash = await hashPassword(parsed.output);
  await db.transaction((tx) => setPassword(tx, id, passwordHash));
  console.log(t.passwordReset(cmd.username));
}

async function main(argv: readonly string[]): Promise<number> {
  let cmd: AdminCommand;
  try {
    cmd = parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${t.usage}`);
    return 2;
  }
  if (cmd.command === 'create-user' && !roles.some((role) => role === cmd.role)) {
    console.error(t.unknownRole(cmd.role, roles));
    return 1;
  }
  const config = readConfig();
  let db: Database | null = null;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    console.log(t.database(config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`));
    await migrate(db);
    if (cmd.command === 'create-user') await createUser(db, cmd);
    else await resetPassword(db, cmd);
    return 0;
  } catch (error) {
    // A refusal, the accounts module's own (a name taken meanwhile), a busy PGlite folder, a password not
    // given: the message is the whole story. Anything else is a fault and keeps its stack.
    const known = [Refused, HttpError, DataDirBusy, PasswordInputError].some((kind) => error instanceof kind);
    console.error(known && error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
