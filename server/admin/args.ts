/**
 * The arguments of `npm run admin` (docs/deploy.md "First administrator"), parsed without side effects
 * so the rules are tested on their own. A password is never an argument: `--password` is refused.
 */
import { adminCommandText as t } from '../../src/i18n/users';

export type AdminCommand =
  | {
      command: 'create-user';
      username: string;
      name: string;
      email: string;
      role: string;
      sites: number[];
      numeroRegistro?: string;
      especialidad?: string;
    }
  | { command: 'reset-password'; username: string };

export class UsageError extends Error {}

const optionsOf: Record<AdminCommand['command'], { required: string[]; optional: string[] }> = {
  'create-user': {
    required: ['username', 'name', 'email', 'role', 'sites'],
    optional: ['numero-registro', 'especialidad'],
  },
  'reset-password': { required: ['username'], optional: [] },
};

const isCommand = (name: string): name is AdminCommand['command'] => Object.hasOwn(optionsOf, name);

export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  const [command, ...rest] = argv;
  if (!command || !isCommand(command)) throw new UsageError(t.unknownCommand(command ?? ''));
  const allowed = optionsOf[command];
  const values = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    // split gives at least one part: the flag, then the value written after '=' if any.
    const [flag = '', inline] = arg.split(/=(.*)/s, 2);
    const name = flag.replace(/^--/, '');
    if (name.startsWith('password')) throw new UsageError(t.passwordOnCommandLine);
    if (!flag.startsWith('--') || ![...allowed.required, ...allowed.optional].includes(name))
      throw new UsageError(t.unknownOption(arg));
    const value = inline ?? rest[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new UsageError(t.missingValue(flag));
    values.set(name, value);
  }
  for (const name of allowed.required)
    if (!values.has(name)) throw new UsageError(t.missingOption(`--${name}`));
  const get = (name: string) => values.get(name)!;
  if (command === 'reset-password') return { command, username: get('username') };
  return {
    command: 'create-user',
    username: get('username'),
    name: get('name'),
    email: get('email'),
    role: get('role'),
    sites: parseSites(get('sites')),
    ...(values.has('numero-registro') && { numeroRegistro: get('numero-registro') }),
    ...(values.has('especialidad') && { especialidad: get('especialidad') }),
  };
}

function parseSites(value: string): number[] {
  const parts = value.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^\d+$/.test(part))) throw new UsageError(t.badSites(value));
  return parts.map(Number);
}
