/**
 * A reporter that ends the run with the tests that passed only on a retry ("flaky"), each with the error
 * of its failed try, so a test that needed its retry is seen and fixed rather than passed over.
 * In playwright.config.ts's reporter list; prints nothing when no test needed a retry.
 */
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

/** The colour codes of an error's message. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export default class FlakyReporter implements Reporter {
  private readonly flaky = new Set<TestCase>();

  onTestEnd(test: TestCase) {
    if (test.outcome() === 'flaky') this.flaky.add(test);
  }

  onEnd(result: FullResult) {
    if (this.flaky.size === 0) return;
    const lines = [``, `FLAKY: ${this.flaky.size} test(s) passed only on a retry (run ${result.status}):`];
    for (const test of this.flaky) {
      const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`;
      // titlePath: the root, the project, the file, then the describe blocks and the title.
      lines.push(`  - ${test.titlePath().slice(3).join(' › ')} (${where})`);
      const failed = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
      const message = failed?.error?.message?.split('\n')[0];
      if (message) lines.push(`      first try: ${message.replace(ANSI, '')}`);
    }
    lines.push(`Fix them: a retry hides a race or a wait on time.`, ``);
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return true;
  }
}
