/**
 * The warning a production server prints when its database holds the demo users (docs/deploy.md "Demo
 * users in production"). Their password, `canguro`, is in the README: on a clinic's server anyone who
 * reads it can sign in as the administrator. So a server with NODE_ENV=production that finds them says
 * so at every start, on standard error, in a frame that stands out of the log. It does not refuse to
 * start (a demonstration on a production build is legitimate) and does not say it in GET /v1/health,
 * which anyone may ask: that would tell a stranger which password works.
 */
import type { Queryable } from '../db/database';

/**
 * The usernames of the demo users (users.demo) who can still sign in, in name order: deactivating them
 * (docs/users.md) closes the door the warning is about.
 */
export async function demoUsernamesIn(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ username: string }>(
    'select username from users where demo and active order by username',
  );
  return rows.map((row) => row.username);
}

/** Breaks `text` into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const WIDTH = 72;

/** The framed warning, lines and all, ready for standard error. */
export function demoUsersWarning(usernames: readonly string[]): string {
  const shown = usernames.slice(0, 4).join(', ') + (usernames.length > 4 ? ', …' : '');
  const paragraphs = [
    '¡ATENCIÓN! SERVIDOR DE PRODUCCIÓN CON USUARIOS DE DEMOSTRACIÓN',
    `La base de datos tiene ${usernames.length} usuarios de demostración (${shown}) con la ` +
      'contraseña pública "canguro": cualquiera que la conozca puede entrar, también como administrador.',
    'Una clínica real empieza con una base de datos vacía y SEED_DEMO=false, y crea sus propios ' +
      'usuarios (docs/deploy.md, "Demo users in production").',
  ];
  const body = paragraphs.flatMap((text, index) => [...(index ? [''] : []), ...wrap(text, WIDTH)]);
  const rule = '═'.repeat(WIDTH + 2);
  return [`╔${rule}╗`, ...body.map((line) => `║ ${line.padEnd(WIDTH)} ║`), `╚${rule}╝`].join('\n');
}
