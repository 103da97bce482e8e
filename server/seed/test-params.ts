/**
 * The Bayley and Griffiths parameter tables (GET /v1/bayley/params, GET /v1/griffiths/params). Their real
 * contents are licensed and "not shown" in the spec, so the product ships clearly labelled demo tables of
 * the right shape in server/data/*.demo.json; a clinic points BAYLEY_PARAMS_FILE / GRIFFITHS_PARAMS_FILE
 * at its licensed tables in the same shape (docs/demo-data.md describes it). The demo files are written
 * by demo-test-params.ts (`npx tsx server/seed/demo-test-params.ts`). The shape is the contract's
 * (src/contract/bayley.ts, griffiths.ts): a file that does not match it fails loudly at load.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { bayleyParams, type BayleyParams } from '../../src/contract/bayley';
import { griffithsParams, type GriffithsParams } from '../../src/contract/griffiths';

export type { BayleyParams, GriffithsParams };
export type TestKind = 'bayley' | 'griffiths';
interface ParamsOf {
  bayley: BayleyParams;
  griffiths: GriffithsParams;
}
const schemas: { [K in TestKind]: v.GenericSchema<unknown, ParamsOf[K]> } = {
  bayley: bayleyParams,
  griffiths: griffithsParams,
};

export const demoParamsFile: Record<TestKind, string> = {
  bayley: fileURLToPath(new URL('../data/bayley-params.demo.json', import.meta.url)),
  griffiths: fileURLToPath(new URL('../data/griffiths-params.demo.json', import.meta.url)),
};

/** The file the server reads: BAYLEY_PARAMS_FILE / GRIFFITHS_PARAMS_FILE, else the demo file. */
export function testParamsFile(kind: TestKind, env: NodeJS.ProcessEnv = process.env): string {
  const override = kind === 'bayley' ? env.BAYLEY_PARAMS_FILE : env.GRIFFITHS_PARAMS_FILE;
  return override || demoParamsFile[kind];
}

/** Reads a parameter table and checks it against the contract; throws naming the file and the problems. */
export function loadTestParams<K extends TestKind>(
  kind: K,
  env: NodeJS.ProcessEnv = process.env,
): ParamsOf[K] {
  const file = testParamsFile(kind, env);
  const schema: v.GenericSchema<unknown, ParamsOf[K]> = schemas[kind];
  const result = v.safeParse(schema, JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = result.issues.slice(0, 5).map((i) => `${v.getDotPath(i) ?? '(raíz)'}: ${i.message}`);
    throw new Error(`${file}: parámetros ${kind} no válidos: ${problems.join('; ')}`);
  }
  return result.output;
}
