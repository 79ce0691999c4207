// The code panel (web/src/code-panel.js, "Code for this frame") in headless Chromium: its text, run in Node against
// the real WASM build (bindings/js/index.js), gives the readout's numbers (each cell that names its call and field,
// formatted by web/src/format.js to the decimals shown), for a sphere–sphere sweep, the SAT and GJK scenes and the
// turning door (a World); it follows the slider time; every scene has it, as code that parses, one r<i> per
// recorded call; Copy writes it to the clipboard, or selects it; on a phone it fits. Build first: npm run build:web.
import { beforeAll, describe, expect, it } from 'vitest';
import { PREAMBLE } from '../../web/src/call-code.js';
import { formatNumber, formatVec } from '../../web/src/format.js';
import { scenes } from '../../web/src/scenes/index.js';
import { eventually, openScene, usePlayground } from './page.js';
import { runCode } from './run_code.js';

const playground = usePlayground(undefined, { api: true });
let page, errors, api;
beforeAll(() => ({ page, errors, api } = playground));

/** Opens the panel (its <summary>) if it is closed. */
async function openPanel() {
  if (!(await page.$eval('#code', (details) => details.open))) await page.getByText('Code for this frame', { exact: true }).click();
  await eventually(() => page.$eval('#code-text', (code) => code.textContent.startsWith('import'))).toBe(true);
}

/** The panel's code, once it shows the calls the page holds now (as many r<i> lines as recorded calls). */
async function codeNow() {
  await eventually(() => page.evaluate(() => {
    const text = document.querySelector('#code-text').textContent;
    return (text.match(/^const r\d+ = /gm) ?? []).length === window.__sweepkit.calls.length;
  })).toBe(true);
  return page.$eval('#code-text', (code) => code.textContent);
}

/** The readout cells that name the call and field their value comes from. */
const linkedCells = () =>
  page.$$eval('#readout [data-call]', (cells) => cells.map((cell) => ({
    key: cell.dataset.testid, text: cell.textContent, call: Number(cell.dataset.call), field: cell.dataset.field, title: cell.title,
  })));

/** Decimals of the first number in `text`. */
const decimals = (text) => (text.match(/-?\d+(?:\.(\d+))?/)?.[1] ?? '').length;

/** `value` as the readout writes it, to the decimals `text` shows (format.js's functions). */
function formatted(value, text) {
  if (typeof value === 'number') return formatNumber(value, decimals(text));
  if (value && typeof value === 'object' && 'x' in value) return formatVec(value, decimals(text));
  return String(value);
}

/** The panel's code run in Node: every linked readout value equals its call's answer, formatted as shown. */
async function expectCodeGivesReadout(id) {
  await openPanel();
  const code = await codeNow();
  expect(code.split('\n')[0]).toBe(PREAMBLE);
  expect(code, `${id}: the code names no object it does not write`).not.toMatch(/not written here/);
  const results = runCode(code, api);
  const cells = await linkedCells();
  expect(cells.length, `${id}: readout values linked to a call`).toBeGreaterThan(0);
  for (const { key, text, call, field, title } of cells) {
    expect(title, `${id}: ${key}'s tooltip names its line`).toMatch(new RegExp(`\\(r${call} in “Code for this frame”\\)$`));
    const result = results[`r${call}`];
    expect(result, `${id}: r${call} (for ${key})`).toBeDefined();
    expect(text, `${id}: ${key} vs r${call}.${field}`).toBe(formatted(result[field], text));
  }
  // And every answer is the page's own (the core in Node and in Chromium agree, call by call).
  const pageCalls = await page.evaluate(() => window.__sweepkit.calls.map(({ fn, result }) => ({ fn, result })));
  pageCalls.forEach(({ fn, result }, i) => {
    if (!fn.startsWith('create')) expect(results[`r${i}`], `${id}: r${i} = sk.${fn}(…)`).toEqual(result);
  });
  return { code, cells };
}

describe('the code panel', () => {
  it('is closed at first, and its code, run in Node, gives the readout of a sphere–sphere sweep', async () => {
    errors.length = 0;
    await openScene(page, 'sphere-sphere', 'frame=2&t=0.35', { draw: false });
    expect(await page.$eval('#code', (details) => details.open)).toBe(false);
    const { code, cells } = await expectCodeGivesReadout('sphere-sphere');
    expect(code).toMatch(/^const r0 = sk\.sweepSphereSphere\(\{ center: \{ x: /m);
    expect(cells.map((cell) => cell.key)).toEqual(expect.arrayContaining(['t', 'hit', 'status']));
    expect(errors).toEqual([]);
  });

  it.each([
    ['sat-boxes', ''],
    ['gjk-epa', 'frame=3'],
    ['turning-door', 'frame=0&t=0.9'],
  ])('in scene %s, run in Node, gives the readout', async (id, query) => {
    await openScene(page, id, query, { draw: false });
    await expectCodeGivesReadout(id);
    expect(errors).toEqual([]);
  });

  it('says that the World’s own calls are not recorded (the turning door)', async () => {
    await openScene(page, 'turning-door', 'frame=0&t=0.9', { draw: false });
    await openPanel();
    expect(await codeNow()).toMatch(/^const r0 = sk\.createWorld\(\); \/\/ a World: .*not recorded here$/m);
  });

  it('follows the slider time: the slider’s calls, written again, give the new readout', async () => {
    await openScene(page, 'turning-door', 'frame=0&t=0.2', { draw: false });
    const before = (await expectCodeGivesReadout('turning-door')).code;
    await page.locator('#t-slider').fill('0.9');
    await eventually(() => page.$eval('#readout-slider-t', (cell) => cell.textContent)).toBe('0.900');
    await eventually(() => page.$eval('#code-text', (code) => code.textContent)).not.toBe(before);
    const after = await expectCodeGivesReadout('turning-door');
    expect(after.cells.find((cell) => cell.key === 'now-hit').text).toBe('true');
  });

  it('is in every scene: code that parses, one r<i> per recorded call, every linked value’s call among them', async () => {
    for (const scene of scenes) {
      await openScene(page, scene.id, '', { draw: false });
      await openPanel();
      const code = await codeNow();
      const [first, ...rest] = code.split('\n');
      expect(first, scene.id).toBe(PREAMBLE);
      expect(() => new Function('sk', rest.join('\n')), `${scene.id}: the code parses`).not.toThrow();
      const declared = new Set([...code.matchAll(/^const (r\d+) = /gm)].map((m) => m[1]));
      for (const { call } of await linkedCells()) expect(declared.has(`r${call}`), `${scene.id}: r${call}`).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('Copy writes the code to the clipboard, or, where the clipboard refuses, selects it', async () => {
    await openScene(page, 'sphere-sphere', '', { draw: false });
    await openPanel();
    const code = await codeNow();
    await page.evaluate(() => {
      window.__copied = null;
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (text) => void (window.__copied = text) },
      });
    });
    const copy = page.getByRole('button', { name: 'Copy the code for this frame', exact: true });
    await copy.click();
    await eventually(() => page.evaluate(() => window.__copied)).toBe(code);
    await eventually(() => page.$eval('#code-status', (status) => status.textContent)).toBe('Copied');

    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    }));
    await copy.click();
    await eventually(() => page.evaluate(() => document.getSelection().toString())).toBe(code);
    await eventually(() => page.$eval('#code-status', (status) => status.textContent)).toMatch(/^Selected/);
    expect(await page.getByRole('region', { name: /^Code for this frame/ }).count()).toBe(1);
  });

  it('fits a phone, open', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openScene(page, 'sphere-sphere', '', { draw: false });
      await openPanel();
      await page.locator('#code .code-block').scrollIntoViewIfNeeded();
      const layout = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        block: document.querySelector('#code .code-block').getBoundingClientRect().toJSON(),
        copy: document.querySelector('#code-copy').getBoundingClientRect().toJSON(),
      }));
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(layout.block.left).toBeGreaterThanOrEqual(0);
      expect(layout.block.right).toBeLessThanOrEqual(390);
      expect(layout.block.height).toBeGreaterThan(60);
      expect(layout.copy.right).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});
