// A Vitest reporter that writes the run's errors outside any test (an unhandled rejection, a
// test file that failed to load, a worker that crashed, a failed beforeAll or afterAll hook,
// which leaves its tests skipped) to the file VITEST_ERRORS_FILE names.
// Such an error fails the run with no failed test; `npm test` prints them last, where the tail
// of a long CI log shows them.
import fs from 'node:fs';

function summarise(error, file) {
  const stack = String(error?.stack ?? '')
    .split('\n')
    .slice(0, 8)
    .join('\n');
  return { file, message: String(error?.message ?? error), stack };
}

export default class ErrorsOutsideTestsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const target = process.env.VITEST_ERRORS_FILE;
    if (!target) return;
    const errors = unhandledErrors.map((error) => summarise(error, undefined));
    for (const testModule of testModules) {
      for (const error of testModule.errors()) errors.push(summarise(error, testModule.moduleId));
      for (const suite of testModule.children.allSuites()) {
        for (const error of suite.errors()) {
          errors.push(summarise(error, `${testModule.moduleId} › ${suite.fullName}`));
        }
      }
    }
    fs.writeFileSync(target, JSON.stringify(errors, null, 2));
  }
}
