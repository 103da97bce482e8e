/**
 * The password of `npm run admin`, from standard input and never from the command line: at a terminal, a
 * prompt without echo (asked twice, so a typo is not stored); piped (`printf '%s\n' "$PASS" | npm run
 * admin -- …`, a secret manager, a test), the first line.
 */
import { adminCommandText as t } from '../../src/i18n/users';

type Input = NodeJS.ReadStream;

/** No password came, or the two typed differ. */
export class PasswordInputError extends Error {}

/** Reads one line from a non-terminal input: up to the first newline, or the end. */
export async function readLine(input: Input): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0]!.replace(/\r$/, '');
}

/** At a terminal: reads keys without echoing them until Enter. Ctrl-C ends the command. */
function promptHidden(prompt: string, input: Input, output: NodeJS.WriteStream): Promise<string> {
  output.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') {
          input.off('data', onData);
          input.setRawMode(false);
          input.pause();
          output.write('\n');
          resolve(typed);
          return;
        }
        if (key === '\u0003') {
          input.setRawMode(false);
          output.write('\n');
          process.exit(130);
        }
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else if (key >= ' ') typed += key;
      }
    };
    input.on('data', onData);
  });
}

export async function readPassword(
  input: Input = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  if (!input.isTTY) {
    const line = await readLine(input);
    if (!line) throw new PasswordInputError(t.noPassword);
    return line;
  }
  const first = await promptHidden(t.passwordPrompt, input, output);
  const second = await promptHidden(t.passwordRepeat, input, output);
  if (first !== second) throw new PasswordInputError(t.passwordsDiffer);
  return first;
}
