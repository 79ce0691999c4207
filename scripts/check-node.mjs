// Fails with a clear message when this Node is too old for the development tools (run by scripts/setup.sh).
// The range is package.json's devEngines.runtime.version, Vite 8's own requirement (^20.19.0 || >=22.12.0);
// users of the published package need only `engines.node` (>= 18). Ranges are alternatives of `^X.Y.Z` and
// `>=X.Y.Z` joined by `||`.  Usage: node scripts/check-node.mjs [version to check, default this Node's]
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const want = pkg.devEngines.runtime.version;
const version = process.argv[2] ?? process.versions.node;

const parse = (v) => v.split('.').map(Number);
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const have = parse(version);

const satisfied = want.split('||').some((alternative) => {
  const m = /^\s*(\^|>=)(\d+\.\d+\.\d+)\s*$/.exec(alternative);
  if (!m) {
    console.error(`check-node: cannot read "${alternative.trim()}" in package.json devEngines.runtime.version "${want}"`);
    process.exit(2);
  }
  const min = parse(m[2]);
  return compare(have, min) >= 0 && (m[1] === '>=' || have[0] === min[0]);
});

if (!satisfied) {
  console.error(
    `setup: Node ${version} (${process.execPath}) is too old for the development tools: Vite 8 and Vitest 4 ` +
      `need Node ${want}. Install a newer Node (Debian 12's nodejs is 18: use NodeSource or nvm; Debian 13's is 20.19) ` +
      'and run the setup again. Users of the published package need only Node >= 18.',
  );
  process.exit(1);
}
