/**
 * `npm run lint` fails on an import cycle: ESLint, with the repository's own config, lints two TypeScript
 * files that import each other (one .ts, one .tsx) and must report `import-x/no-cycle` on both. Without
 * import-x's extensions and parsers settings the rule passes such files silently, which this test catches.
 * The files are written inside the repository (the config and the TypeScript project cover it) and
 * removed after.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const folder = mkdtempSync(join(import.meta.dirname, 'cycle-fixture-'));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const cycleErrors = async (files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle' });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => join(folder, name)));
  return results.flatMap((result) =>
    result.messages.map((message) => `${result.filePath.slice(folder.length + 1)}: ${message.ruleId}`),
  );
};

describe('import-x/no-cycle', () => {
  it('reports two TypeScript files that import each other at runtime', async () => {
    const errors = await cycleErrors({
      'first.ts': "import { second } from './second';\nexport const first = () => second();\n",
      'second.tsx': "import { first } from './first';\nexport const second = (): unknown => first;\n",
    });
    expect(errors.sort()).toEqual(['first.ts: import-x/no-cycle', 'second.tsx: import-x/no-cycle']);
  }, 120_000);

  it('lets a type-only import close the loop', async () => {
    const errors = await cycleErrors({
      'typed.ts':
        "import type { Shape } from './shape';\nexport const size = (shape: Shape) => shape.size;\n",
      'shape.ts':
        "import { size } from './typed';\nexport interface Shape { size: number }\nexport const twice = (s: Shape) => 2 * size(s);\n",
    });
    expect(errors).toEqual([]);
  }, 120_000);
});
