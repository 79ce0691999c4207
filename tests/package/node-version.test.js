// The Node versions: the published package needs Node >= 18 (`engines`), the development tools need what
// Vite 8 needs (`devEngines`), and the set-up refuses an older Node with a clear message before installing.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const vitePkg = JSON.parse(readFileSync(join(repo, 'node_modules/vite/package.json'), 'utf8'));

function checkNode(version) {
  return spawnSync(process.execPath, [join(repo, 'scripts/check-node.mjs'), version], { encoding: 'utf8' });
}

describe('Node versions', () => {
  it('asks users for Node >= 18 and developers for what Vite needs', () => {
    expect(pkg.engines.node).toBe('>=18');
    expect(pkg.devEngines.runtime).toMatchObject({ name: 'node', onFail: 'error' });
    expect(pkg.devEngines.runtime.version).toBe(vitePkg.engines.node);
  });

  it.each([
    ['18.19.0', 1],
    ['20.18.3', 1],
    ['20.19.0', 0],
    ['21.7.3', 1],
    ['22.11.0', 1],
    ['22.12.0', 0],
    ['24.0.0', 0],
  ])('scripts/check-node.mjs judges Node %s (exit %i) against ^20.19.0 || >=22.12.0', (version, status) => {
    expect(pkg.devEngines.runtime.version).toBe('^20.19.0 || >=22.12.0'); // the table above is for this range
    const result = checkNode(version);
    expect(result.status).toBe(status);
    if (status !== 0) expect(result.stderr).toContain(`Node ${version}`);
  });

  it('stops the set-up on an old Node with a message naming both versions, before installing anything', () => {
    // A `node` first on PATH that runs the real one but reports 18.19.0 to scripts/check-node.mjs.
    const bin = mkdtempSync(join(tmpdir(), 'sweepkit-old-node-'));
    try {
      const fake = join(bin, 'node');
      writeFileSync(fake, `#!/bin/sh\nexec "${process.execPath}" "$@" 18.19.0\n`);
      chmodSync(fake, 0o755);
      const result = spawnSync('bash', [join(repo, 'scripts/setup.sh')], {
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('setup: Node 18.19.0');
      expect(result.stderr).toContain('need Node ^20.19.0 || >=22.12.0');
      expect(result.stdout).not.toContain('installing npm dependencies');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
    // And the real Node passes the same check.
    expect(() => execFileSync(process.execPath, [join(repo, 'scripts/check-node.mjs')])).not.toThrow();
  });
});
