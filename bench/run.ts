/**
 * `npm run bench [-- name ...]`: runs every bench module in bench/ (or the named ones), one at a time,
 * prints a table of their figures and keeps them as JSON in bench/results/ (not committed).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ratioText, type Bench, type Figure } from './lib/bench';

const benchDir = import.meta.dirname;
const wanted = process.argv.slice(2);

const modules = readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('.d.ts'))
  .sort();

interface Row extends Figure {
  bench: string;
}

const rows: Row[] = [];
const failures: string[] = [];

for (const file of modules) {
  const loaded = (await import(pathToFileURL(join(benchDir, file)).href)) as { default?: Bench };
  const bench = loaded.default;
  if (!bench) throw new Error(`bench/${file} has no default export`);
  if (wanted.length && !wanted.includes(bench.name) && !wanted.includes(basename(file, '.ts'))) continue;

  console.log(`\n▶ ${bench.name}: ${bench.description}`);
  const startedAt = performance.now();
  try {
    for (const figure of await bench.run()) rows.push({ bench: bench.name, ...figure });
    console.log(`  done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  } catch (error) {
    failures.push(bench.name);
    console.error(`  ✗ ${bench.name} failed:`, error);
  }
}

if (rows.length) {
  const header = ['bench', 'metric', 'value', 'unit', 'goal', 'ratio'] as const;
  const cells = rows.map((r) => [
    r.bench,
    r.metric,
    String(r.value),
    r.unit,
    r.goal === undefined ? '' : `≤ ${r.goal}`,
    ratioText(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (i === 2 || i === 5 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));

  const resultsDir = join(benchDir, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), node: process.version, rows }, null, 2));
  console.log(`\nSaved ${file}`);
}

if (failures.length) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exitCode = 1;
}
