// The README's facts against the build (issue 27, "docs that are true"): the core's size, measured as
// bench/package.mjs measures and writes it (common/package_sizes.js), links that work on the registry's page, and
// what the Loading and API sections say of Vite workers and float32 results.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README_SIZE_BEGIN, README_SIZE_END, packageSizes, readmeSizeText } from '../../common/package_sizes.js';
import { sk, v } from './helpers.js';

const repo = new URL('../..', import.meta.url).pathname;
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe("the README's size line", () => {
  const start = readme.indexOf(README_SIZE_BEGIN);
  const text = readme.slice(start + README_SIZE_BEGIN.length, readme.indexOf(README_SIZE_END, start));

  it('is where bench/package.mjs writes it, in the form it writes', () => {
    expect(start).toBeGreaterThan(0);
    expect(text).toMatch(/^about \d+ KB raw, \d+ KB gzip, \d+ KB brotli$/);
    expect(readmeSizeText({ raw: 675_000, gzip: 230_000, brotli: 180_000 })).toBe('about 660 KB raw, 220 KB gzip, 180 KB brotli');
  });

  it("is within 10% of the built core's raw, gzip and brotli sizes (else: node bench/package.mjs --sizes)", () => {
    const [name, core] = packageSizes(repo)[0];
    expect(name).toMatch(/^dist\/sweepkit_core\.wasm/);
    const [raw, gzip, brotli] = text.match(/\d+/g).map((kb) => Number(kb) * 1024);
    expect(Math.abs(raw - core.raw) / core.raw).toBeLessThan(0.1);
    expect(Math.abs(gzip - core.gzip) / core.gzip).toBeLessThan(0.1);
    expect(Math.abs(brotli - core.brotli) / core.brotli).toBeLessThan(0.1);
  });
});

describe("the README's links", () => {
  // The registry shows the README away from the repository: a relative link or image there is a broken one.
  it('are absolute: files and folders on GitHub, images from raw.githubusercontent.com, each to a file that exists', () => {
    // Every `](url)`; an image's is the end of `![alt](url)` (a linked image is `[![alt](image)](link)`).
    const images = new Set([...readme.matchAll(/!\[[^\]]*(?=\]\()/g)].map((m) => m.index + m[0].length));
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => [images.has(m.index), m[1]]);
    expect(links.filter(([image]) => image).length).toBeGreaterThan(18);
    expect(links.length).toBeGreaterThan(40);
    const relative = links.filter(([, url]) => !/^(https?:|mailto:|#)/.test(url));
    expect(relative).toEqual([]);
    const own = links.filter(([, url]) => url.includes('github') && url.includes('/sweepkit/sweepkit/'));
    for (const [image, url] of own) {
      const m = image
        ? /^https:\/\/raw\.githubusercontent\.com\/sweepkit\/sweepkit\/main\/(.+)$/.exec(url)
        : /^https:\/\/github\.com\/sweepkit\/sweepkit\/(?:blob|tree)\/main\/([^#]+)/.exec(url);
      expect(m, url).not.toBeNull();
      expect(existsSync(new URL(`../../${m[1]}`, import.meta.url)), url).toBe(true);
    }
  });
});

describe("the README's Loading and API sections", () => {
  it("tell a Vite user that a Worker with top-level await needs worker.format 'es' (tests/package builds both ways)", () => {
    expect(readme).toContain("export default { worker: { format: 'es' } };");
  });

  it('says results are float32, with the t it shows', () => {
    expect(readme).toContain('**Results are float32.**');
    expect(readme).toContain('reads\n`0.4000000059604645`');
    // d0 = 5, d1 = -5, r = 1: t = (5 - 1) / 10 = 0.4 exactly, returned as the float32 nearest 0.4.
    const { t } = sk.sweepSpherePlane({ center: v(0, 5, 0), radius: 1 }, v(0, -10, 0), { normal: v(0, 1, 0), constant: 0 });
    expect(t).toBe(0.4000000059604645);
    expect(t).toBe(Math.fround(0.4));
    expect(t).not.toBe(0.4);
  });
});
