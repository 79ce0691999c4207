// Running the code panel's text in Node (tests/e2e/call_code.test.js, tests/e2e/code_panel.test.js): the
// statements after the import/init preamble, with a given `sk`.
import { expect } from 'vitest';
import { PREAMBLE } from '../../web/src/call-code.js';

/**
 * Runs `code` (as the panel shows it: the preamble, then statements) with `sk` and any other names the code
 * uses (`names`: {mesh: aTriangleMesh}); returns {r0, r1, …}, every `const r<i> = …` it declares.
 */
export function runCode(code, sk, names = {}) {
  const [first, ...rest] = code.split('\n');
  expect(first).toBe(PREAMBLE);
  const body = rest.join('\n');
  const declared = [...body.matchAll(/^const (r\d+) = /gm)].map((m) => m[1]);
  return new Function('sk', ...Object.keys(names), `${body}\nreturn { ${declared.join(', ')} };`)(sk, ...Object.values(names));
}
