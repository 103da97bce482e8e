/**
 * The arguments of `npm run seed`: --reset, --day=YYYY-MM-DD and --histories N (each value also as
 * `--name value`). Anything else is refused with the list of what is known.
 */
export interface SeedArgs {
  reset: boolean;
  day?: string;
  historyCount?: number;
}

const VALUED = ['--day', '--histories'] as const;

export function parseSeedArgs(args: readonly string[]): SeedArgs {
  const values = new Map<string, string>();
  const unknown: string[] = [];
  let reset = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const name = VALUED.find((n) => arg === n || arg.startsWith(`${n}=`));
    if (arg === '--') continue;
    else if (arg === '--reset') reset = true;
    else if (name && arg === name) values.set(name, args[++i] ?? '');
    else if (name) values.set(name, arg.slice(name.length + 1));
    else unknown.push(arg);
  }
  if (unknown.length > 0)
    throw new Error(`Unknown arguments: ${unknown.join(' ')} (use --reset, --day=YYYY-MM-DD, --histories N)`);
  const histories = values.get('--histories');
  const historyCount = histories === undefined ? undefined : Number(histories);
  if (historyCount !== undefined && !(/^\d+$/.test(histories!) && historyCount > 0))
    throw new Error(`--histories must be a positive whole number, got "${histories}"`);
  return { reset, day: values.get('--day'), historyCount };
}
