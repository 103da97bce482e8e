/**
 * `npm run admin` (docs/deploy.md "First administrator"), run as a user runs it: the real command in a
 * child process, the password piped on standard input, against a real database (a PGlite folder of its
 * own; with TEST_DATABASE_URL, a PostgreSQL database made for the test). What it creates is checked by
 * signing in to a real server opened on the same database afterwards.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/main';
import { accountText, adminCommandText as t } from '../../src/i18n/users';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- …args` with `stdin` piped in and the database named by `env`. */
function admin(args: string[], stdin: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const createArgs = (username: string, email: string, extra: string[] = []) => [
  'create-user',
  '--username',
  username,
  '--name',
  'Ana María Jefa',
  '--email',
  email,
  '--role',
  'admin',
  '--sites',
  '1,2',
  ...extra,
];

/** A server on the command's database; sign-in answers as the app would get them. */
async function serverOn(env: { dataDir: string; databaseUrl?: string }) {
  const server = await startServer({
    ...readConfig({}),
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    port: 0,
    seedDemo: false,
    testMode: false,
  });
  const signIn = async (username: string, password: string) => {
    const res = await fetch(`${server.url}/v1/auth/login-username`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    return { status: res.status, body: await res.json() };
  };
  return { server, signIn };
}

const LONG = { timeout: 240_000 };

describe('npm run admin on PGlite', () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir });

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'canguro-admin-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the first administrator of an empty database, who then signs in', LONG, async () => {
    const run = await admin(createArgs('jefa', 'jefa@clinica.co'), 'clave-primera-1\n', env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(t.referenceLoaded);
    expect(run.stdout).toContain(t.created('jefa', 'Administrador', '1 San Ignacio, 2 Medellín'));
    expect(run.stdout).not.toContain('clave-primera-1');

    const { server, signIn } = await serverOn({ dataDir });
    try {
      const res = await signIn('jefa', 'clave-primera-1');
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        name: 'Ana María Jefa',
        email: 'jefa@clinica.co',
        role: 'admin',
      });
      expect(res.body.user.sede.map((s: { id: number }) => s.id)).toEqual([1, 2]);
      expect(res.body.user.modulesAccess).toContain('management');
      // While the server holds the folder, the command refuses and says why.
      const busy = await admin(['reset-password', '--username', 'jefa'], 'clave-segunda-2\n', env());
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain('está abierta por otro proceso');
    } finally {
      await server.close();
    }
  });

  it('refuses, each with its message and a non-zero exit, and creates nobody', LONG, async () => {
    const cases: [string[], string, string][] = [
      [createArgs('JEFA', 'otra@clinica.co'), 'clave-valida-1\n', accountText.usernameTaken('JEFA')],
      [createArgs('otra', 'Jefa@Clinica.co'), 'clave-valida-1\n', accountText.emailTaken('Jefa@Clinica.co')],
      [
        createArgs('otra', 'otra@clinica.co').map((a) => (a === '1,2' ? '1,7' : a)),
        'clave-valida-1\n',
        accountText.unknownSites([7]),
      ],
      [
        createArgs('otra', 'otra@clinica.co').map((a) => (a === 'admin' ? 'astronauta' : a)),
        'clave-valida-1\n',
        'El rol «astronauta» no existe',
      ],
      [createArgs('otra', 'otra@clinica.co'), 'corta\n', 'La contraseña debe tener al menos 8 caracteres'],
      [createArgs('otra', 'no-es-email'), 'clave-valida-1\n', '--email: '],
      [createArgs('otra', 'otra@clinica.co'), '', t.noPassword],
      [['reset-password', '--username', 'nadie'], 'clave-valida-1\n', t.unknownUser('nadie')],
    ];
    for (const [args, stdin, message] of cases) {
      const run = await admin(args, stdin, env());
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toContain(message);
    }
    const onCommandLine = await admin(createArgs('otra', 'otra@clinica.co', ['--password', 'x']), '', env());
    expect(onCommandLine.code).toBe(2);
    expect(onCommandLine.stderr).toContain(t.passwordOnCommandLine);

    const { server, signIn } = await serverOn({ dataDir });
    try {
      expect((await signIn('otra', 'clave-valida-1')).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('resets a password: the old one and the open sessions stop working', LONG, async () => {
    let refreshToken: string;
    {
      const { server, signIn } = await serverOn({ dataDir });
      refreshToken = (await signIn('jefa', 'clave-primera-1')).body.tokens.refresh.token;
      await server.close();
    }
    const run = await admin(['reset-password', '--username', 'jefa'], 'clave-segunda-2\n', env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(t.passwordReset('jefa'));

    const { server, signIn } = await serverOn({ dataDir });
    try {
      expect((await signIn('jefa', 'clave-primera-1')).status).toBe(401);
      expect((await signIn('jefa', 'clave-segunda-2')).status).toBe(200);
      const refreshed = await fetch(`${server.url}/v1/auth/refresh-tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      expect(refreshed.status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

// PostgreSQL when the environment has one (TEST_DATABASE_URL, as the other server tests): a database of
// this test's own, and the command runs beside a server on it. CI's second pass (.ci/run) has one; the
// PGlite pass does not declare it at all.
const postgresSuite = process.env.TEST_DATABASE_URL ? describe : () => undefined;
postgresSuite('npm run admin on PostgreSQL', () => {
  const name = `canguro_admin_${process.pid}`;
  let databaseUrl: string;
  let dataDir: string;

  const adminDb = async (sql: string) => {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await adminDb(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dataDir = mkdtempSync(join(tmpdir(), 'canguro-admin-pg-'));
  });
  afterAll(async () => {
    await adminDb(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a user and resets their password while a server runs on the database', LONG, async () => {
    const env = { DATABASE_URL: databaseUrl };
    const created = await admin(createArgs('jefa', 'jefa@clinica.co'), 'clave-primera-1\n', env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const { server, signIn } = await serverOn({ dataDir, databaseUrl });
    try {
      expect((await signIn('jefa', 'clave-primera-1')).status).toBe(200);
      const taken = await admin(createArgs('jefa', 'x@clinica.co'), 'clave-primera-1\n', env);
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain(accountText.usernameTaken('jefa'));
      const reset = await admin(['reset-password', '--username', 'jefa'], 'clave-segunda-2\n', env);
      expect(reset.code).toBe(0);
      expect((await signIn('jefa', 'clave-primera-1')).status).toBe(401);
      expect((await signIn('jefa', 'clave-segunda-2')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
