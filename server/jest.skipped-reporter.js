import { relative } from 'node:path';

/**
 * Names every skipped test at the end of a run. Jest's summary counts skipped tests but
 * lists them only in verbose mode, so a skip would pass unseen; the title of a skipped test
 * says why it is skipped, and .ci/run copies these lines under its closing count.
 */
export default class SkippedTestsReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.testResults.flatMap((file) =>
      file.testResults
        .filter((test) => ['pending', 'skipped', 'todo', 'disabled'].includes(test.status))
        .map((test) => `  skipped: ${relative(process.cwd(), file.testFilePath)} › ${test.fullName}`),
    );
    if (skipped.length === 0) return;
    process.stderr.write(`\nSkipped tests (${skipped.length}); each title says why:\n${skipped.join('\n')}\n`);
  }
}
