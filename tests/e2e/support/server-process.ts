/**
 * Starts the real reference server (server/start.ts) as a child process on a fresh, empty data folder, and
 * stops it again. Used by the Playwright web server (start-server.ts) and by the benches, so every run
 * begins from the same state: migrations and demo seed on an empty PGlite folder, nothing left over.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * The build settings of every e2e server (compiled into dist/, which they share: a server started with
 * other `VITE_*` settings would build it again under the others' feet, server/start.ts). Built as a clinic
 * whose history system is configured (psychology-tabs.spec.ts answers its frames).
 */
export const E2E_BUILD_ENV = { VITE_HISTORY_FRAMES_URL: 'https://historia-clinica.canguro.example/' };

export interface ServerProcessOptions {
  port: number;
  /** CANGURO_TEST_MODE=1: the fault hooks under /v1/__test. On by default. */
  testMode?: boolean;
  /** Extra environment for the server (DATABASE_URL, token lifetimes, ...). */
  env?: NodeJS.ProcessEnv;
  /** 'inherit' shows the server's log; benches pass 'ignore'. */
  stdio?: StdioOptions;
  /** The first start may build the app (dist missing or stale), hence the generous default. */
  readyTimeoutMs?: number;
  /** A PGlite data folder prepared beforehand (the benches' large seeds); kept at stop. Default: a fresh one. */
  dataDir?: string;
  /**
   * The server serves https (TLS_CERT_FILE and TLS_KEY_FILE in `env`) with this certificate (PEM): the
   * origin is https://localhost:PORT and the readiness check trusts this certificate.
   */
  ca?: string;
}

export interface ServerProcess {
  /** e.g. http://127.0.0.1:4180 (https://localhost:PORT with `ca`) */
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM, SIGKILL after 10 s, then the data folder is removed. Safe to call twice. */
  stop(): Promise<void>;
}

/** A TCP port that nothing listens on right now (the kernel picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function answersHealth(origin: string, ca?: string): Promise<boolean> {
  if (ca) {
    return new Promise((resolveHealth) => {
      const request = httpsGet(`${origin}/v1/health`, { ca, timeout: 2_000 }, (response) => {
        response.resume();
        resolveHealth(response.statusCode === 200);
      });
      request.on('error', () => resolveHealth(false));
      request.on('timeout', () => request.destroy());
    });
  }
  try {
    const response = await fetch(`${origin}/v1/health`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const origin = options.ca ? `https://localhost:${options.port}` : `http://127.0.0.1:${options.port}`;
  if (await answersHealth(origin, options.ca)) {
    // Never test against a server left over from another run: its data would not be fresh.
    throw new Error(`Port ${options.port} already has a Canguro server; stop it or choose another port.`);
  }

  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'canguro-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: repoRoot,
    env: {
      // A log line per request would bury the run's own output; LOG_REQUESTS=true asks for them.
      LOG_REQUESTS: 'false',
      ...process.env,
      ...options.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      CANGURO_TEST_MODE: options.testMode === false ? '0' : '1',
    },
    stdio: options.stdio ?? 'inherit',
  });

  const exited = new Promise<void>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    else child.once('exit', () => resolveExit());
  });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    })());

  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  while (!(await answersHealth(origin, options.ca))) {
    if (exitedEarly || Date.now() > deadline) {
      await stop();
      throw new Error(
        exitedEarly
          ? `The server exited before answering /v1/health (exit code ${child.exitCode ?? child.signalCode}).`
          : `The server did not answer ${origin}/v1/health in time.`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }

  return { origin, dataDir, child, stop };
}
