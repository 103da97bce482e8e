import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAdminArgs, UsageError } from '../../../server/admin/args';
import { DataDirBusy, LOCK_FILE, lockDataDir } from '../../../server/db/pglite-lock';
import { adminCommandText as t } from '../../../src/i18n/users';

const refusal = (argv: string[]) => {
  try {
    parseAdminArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('npm run admin arguments', () => {
  it('reads create-user with its sites, in either --flag value or --flag=value form', () => {
    expect(
      parseAdminArgs([
        'create-user',
        '--username',
        'jefa',
        '--name=Ana María',
        '--email',
        'a@b.co',
        '--role',
        'admin',
        '--sites',
        '1, 3',
        '--especialidad',
        'Pediatría',
      ]),
    ).toEqual({
      command: 'create-user',
      username: 'jefa',
      name: 'Ana María',
      email: 'a@b.co',
      role: 'admin',
      sites: [1, 3],
      especialidad: 'Pediatría',
    });
    expect(parseAdminArgs(['reset-password', '--username', 'jefa'])).toEqual({
      command: 'reset-password',
      username: 'jefa',
    });
  });

  it('never takes a password on the command line', () => {
    expect(refusal(['reset-password', '--username', 'u', '--password', 'x'])).toBe(t.passwordOnCommandLine);
    expect(refusal(['reset-password', '--username', 'u', '--password=x'])).toBe(t.passwordOnCommandLine);
  });

  it('names what is wrong: the command, an option, a value, the sites', () => {
    expect(refusal([])).toBe(t.unknownCommand(''));
    expect(refusal(['delete-user'])).toBe(t.unknownCommand('delete-user'));
    expect(refusal(['reset-password'])).toBe(t.missingOption('--username'));
    expect(refusal(['reset-password', '--username'])).toBe(t.missingValue('--username'));
    expect(refusal(['reset-password', '--user', 'u'])).toBe(t.unknownOption('--user'));
    expect(refusal(['reset-password', '--username', 'u', 'extra'])).toBe(t.unknownOption('extra'));
    const base = ['create-user', '--username', 'u', '--name', 'N', '--email', 'e@x.co', '--role', 'admin'];
    expect(refusal(base)).toBe(t.missingOption('--sites'));
    expect(refusal([...base, '--sites', '1,dos'])).toBe(t.badSites('1,dos'));
    expect(refusal([...base, '--sites', '--name'])).toBe(t.missingValue('--sites'));
  });
});

describe('the PGlite folder lock', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is taken and released; a second taker is refused while the first lives', () => {
    dir = mkdtempSync(join(tmpdir(), 'canguro-lock-'));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    lockDataDir(dir)();
  });

  it('refuses a folder another live process holds, naming it', () => {
    dir = mkdtempSync(join(tmpdir(), 'canguro-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dir, LOCK_FILE), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirBusy);
      expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone, or that names this very process (a reused pid)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'canguro-lock-'));
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, LOCK_FILE), String(gone.pid));
    lockDataDir(dir)();
    writeFileSync(join(dir, LOCK_FILE), String(process.pid));
    lockDataDir(dir)();
  });
});
