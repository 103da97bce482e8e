/**
 * `npm run backup -- --out DIR` and `npm run restore -- FILE` (docs/operations.md "Backups"), on the
 * database the server's own settings name: DATABASE_URL, or else the PGlite folder DATA_DIR.
 * Exit codes: 0 done, 1 refused or failed (the message says why), 2 wrong arguments.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { OpsError, backup, describeUrl, restore } from './backup';

const USAGE = 'Uso: npm run backup -- --out CARPETA  |  npm run restore -- ARCHIVO';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const config = readConfig();
  const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  if (command === 'backup') {
    const out = parsed(() => parseArgs({ args: rest, options: { out: { type: 'string' } } }).values.out);
    if (!out) return usage();
    const from = target.databaseUrl
      ? `PostgreSQL ${describeUrl(target.databaseUrl)}`
      : `PGlite en ${target.dataDir}`;
    const { file, bytes } = await backup(target, out);
    console.log(`Copia de seguridad de ${from}: ${file} (${(bytes / 1e6).toFixed(1)} MB)`);
    return 0;
  }
  if (command === 'restore') {
    const files = parsed(() => parseArgs({ args: rest, allowPositionals: true }).positionals);
    if (files?.length !== 1) return usage();
    const restored = await restore(target, files[0]!);
    console.log(
      `Copia restaurada en ${restored.target}: ${restored.histories} historias, ${restored.users} usuarios.`,
    );
    return 0;
  }
  return usage();
}

/** The arguments, or undefined when they are not the command's (an unknown option, say). */
function parsed<T>(parse: () => T): T | undefined {
  try {
    return parse();
  } catch {
    return undefined;
  }
}

function usage() {
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof OpsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
