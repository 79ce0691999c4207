// The built playground (web/dist) in headless Chromium: it loads the WASM core, draws, steps through
// frames deterministically, and shows the core's answers — checked against the core and the hand formula.
// Build first: npm run build:web (this test builds nothing).
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { artefacts, eventually, readoutOf, repo, usePlayground } from './page.js';

// Served under a sub-path: the build must use relative asset URLs (base: './').
const playground = usePlayground();
let page, errors;
beforeAll(() => ({ page, errors } = playground));

const readout = () => readoutOf(page);

/** The playground's live state, as plain data. */
const live = () =>
  page.evaluate(() => {
    const { ready, frame, t, playing, lastResult } = window.__sweepkit;
    return { ready, frame, t, playing, lastResult };
  });

/** "(x, y, z)" -> [x, y, z] */
const parseVec = (text) => text.replace(/[()]/g, '').split(',').map(Number);

const button = (name) => page.getByRole('button', { name, exact: true });
const slider = () => page.getByRole('slider', { name: 't', exact: true });

async function expectReadoutMatchesResult() {
  const [shown, { lastResult }] = await Promise.all([readout(), live()]);
  expect(shown.t).toBe(lastResult.t.toFixed(4));
  expect(shown.status).toBe(lastResult.status);
  expect(shown.hit).toBe(String(lastResult.hit));
  const ci = parseVec(shown.ci);
  for (const [i, axis] of ['x', 'y', 'z'].entries()) expect(ci[i]).toBeCloseTo(lastResult.position[axis], 3);
  return shown;
}

describe('playground (built site in Chromium)', () => {
  it('loads the WASM core and draws the first frame without errors', async () => {
    const state = await live();
    expect(state).toMatchObject({ ready: true, frame: 0, t: 0, playing: false });
    expect((await readout()).frame).toBe('0');
    await button('Play').waitFor();
    expect(errors).toEqual([]);
  });

  it('draws a canvas that is not blank', async () => {
    // preserveDrawingBuffer keeps the last frame readable: copy it into a small 2D canvas, count colours.
    const colours = await page.evaluate(() => {
      const source = document.querySelector('#view');
      const copy = document.createElement('canvas');
      copy.width = 160;
      copy.height = 90;
      const context = copy.getContext('2d', { willReadFrequently: true });
      context.drawImage(source, 0, 0, copy.width, copy.height);
      const { data } = context.getImageData(0, 0, copy.width, copy.height);
      const seen = new Set();
      for (let i = 0; i < data.length; i += 4) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
      return seen.size;
    });
    expect(colours).toBeGreaterThan(100);
  });

  it('shows the core’s answer for frame 0: a hit that a discrete test at the frame ends misses', async () => {
    const shown = await expectReadoutMatchesResult();
    const r = Number(shown.r);
    const d0 = Number(shown.d0);
    const d1 = Number(shown.d1);
    // The sphere starts on the + side and ends on the − side, clear of the plane both times.
    expect(d0).toBeGreaterThan(r);
    expect(d1).toBeLessThan(-r);
    expect(shown.status).toBe('hit');
    expect(shown.discrete).toMatch(/^misses/);
    // Shared reference 000: u = (d0 − r) / (d0 − d1), from the numbers on screen.
    expect(Number(shown.t)).toBeCloseTo((d0 - r) / (d0 - d1), 3);

    // Independently: ask the core again for this frame's inputs, and recompute d0, d1 from the plane.
    const check = await page.evaluate(() => {
      const { sk, inputs } = window.__sweepkit;
      const { sphere, displacement, plane } = inputs;
      const c0 = sphere.center;
      const n = plane.normal;
      const c1 = { x: c0.x + displacement.x, y: c0.y + displacement.y, z: c0.z + displacement.z };
      const distance = (p) => n.x * p.x + n.y * p.y + n.z * p.z + plane.constant;
      return {
        result: sk.sweepSpherePlane(
          { center: { x: c0.x, y: c0.y, z: c0.z }, radius: sphere.radius },
          { x: displacement.x, y: displacement.y, z: displacement.z },
          { normal: { x: n.x, y: n.y, z: n.z }, constant: plane.constant },
        ),
        d0: distance(c0),
        d1: distance(c1),
        r: sphere.radius,
      };
    });
    expect(check.result).toEqual((await live()).lastResult);
    expect(shown.t).toBe(check.result.t.toFixed(4));
    expect(d0).toBeCloseTo(check.d0, 4);
    expect(d1).toBeCloseTo(check.d1, 4);
    expect(r).toBeCloseTo(check.r, 4);
    expect(parseVec(shown.point).every(Number.isFinite)).toBe(true);
  });

  it('Step forward shows the next frame, and Step back returns to exactly the same numbers', async () => {
    const before = await readout();
    await button('Step forward').click();
    await eventually(async () => (await readout()).frame).toBe('1');
    const next = await expectReadoutMatchesResult();
    expect(next.t).not.toBe(before.t);
    expect(next.ci).not.toBe(before.ci);
    expect(next.d0).not.toBe(before.d0);

    // Frame 1 comes from the − side: the same formula with d0 and d1 negated.
    const [r, d0, d1] = [Number(next.r), Number(next.d0), Number(next.d1)];
    expect(d0).toBeLessThan(-r);
    expect(d1).toBeGreaterThan(r);
    expect(next.status).toBe('hit');
    expect(Number(next.t)).toBeCloseTo((-d0 - r) / (-d0 + d1), 3);

    await button('Step back').click();
    await eventually(async () => (await readout()).frame).toBe('0');
    expect(await readout()).toEqual(before);
    await expectReadoutMatchesResult();
  });

  it('moves the sphere at the current time with the t slider', async () => {
    const before = await readout();
    await slider().fill('0.25');
    await eventually(async () => (await readout())['slider-t']).toBe('0.250');
    const after = await readout();
    expect(after['c-now']).not.toBe(before['c-now']);
    expect((await live()).t).toBeCloseTo(0.25, 6);
    // The frame's own numbers do not depend on t.
    for (const key of ['frame', 'd0', 'd1', 't', 'ci', 'status']) expect(after[key]).toBe(before[key]);
    // C(t) = C0 + t·d for the frame's inputs.
    const expected = await page.evaluate(() => {
      const { sphere, displacement } = window.__sweepkit.inputs;
      return ['x', 'y', 'z'].map((a) => sphere.center[a] + 0.25 * displacement[a]);
    });
    parseVec(after['c-now']).forEach((value, i) => expect(value).toBeCloseTo(expected[i], 3));
  });

  it('answers the keyboard: arrows step, Space plays and pauses, R resets', async () => {
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('ArrowRight');
    await eventually(async () => (await live()).frame).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => (await live()).frame).toBe(0);

    await page.keyboard.press('r');
    await page.keyboard.press('Space'); // from frame 0, t = 0 (the steps above keep the slider's t)
    await button('Pause').waitFor();
    expect(await live()).toMatchObject({ frame: 0, t: 0, playing: true });
    // Half a second of playback at 1× (30 ticks of 1/60 s) is one frame of 0.5 s.
    expect(await page.evaluate(() => window.__sweepkit.clock.advance(0.5))).toBe(30);
    expect(await live()).toMatchObject({ frame: 1, t: 0, playing: true });
    expect((await readout()).frame).toBe('1');
    await page.keyboard.press('Space');
    await button('Play').waitFor();
    expect((await live()).playing).toBe(false);

    await page.keyboard.press('r');
    await eventually(async () => live()).toMatchObject({ frame: 0, t: 0, playing: false });
    await expectReadoutMatchesResult();
  });

  it('fits a phone-width screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await expect
        .poll(() => page.$eval('#view', (canvas) => canvas.width > 0 && canvas.getBoundingClientRect().width <= 390))
        .toBe(true);
      const layout = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        canvas: document.querySelector('#view').getBoundingClientRect().toJSON(),
      }));
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(layout.canvas.width).toBeGreaterThan(300);
      expect(layout.canvas.height).toBeGreaterThan(250);
      for (const name of ['Play', 'Step back', 'Step forward', 'Reset']) await button(name).waitFor();
      mkdirSync(artefacts, { recursive: true });
      await page.screenshot({ path: join(artefacts, 'playground-narrow.png'), fullPage: true });
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('saves a screenshot of the page at 1280×720', async () => {
    // A frame that shows everything apart: the sphere at t = 0.7 is past the impact.
    await page.keyboard.press('r');
    await slider().fill('0.7');
    await eventually(async () => (await readout())['slider-t']).toBe('0.700');
    await page.evaluate(() => document.activeElement?.blur());
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    mkdirSync(artefacts, { recursive: true });
    await page.screenshot({ path: join(artefacts, 'playground.png') });
    expect(existsSync(join(artefacts, 'playground.png'))).toBe(true);
    if (process.env.SWEEPKIT_UPDATE_DOCS === '1') copyFileSync(join(artefacts, 'playground.png'), join(repo, 'docs', 'playground.png'));
    expect(errors).toEqual([]);
  });
});
