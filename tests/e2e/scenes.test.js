// Every scene of the playground's registry (web/src/scenes/index.js) in headless Chromium (the built site,
// web/dist, served under a sub-path): it loads without console errors, draws something, and Step forward
// shows the numbers the JS API gives for the same state: the JS API is asked again here in Node for the
// scene's default parameters and the new frame (the scene module's `e2e.expected`), and the page's
// recorded core calls are replayed in the page, every readout value that
// names its source compared with its call. Scene-specific checks: tunnelling (the discrete test misses, the
// sweep hits), the state in the URL, dragging with TransformControls, the playback speed, the rain scene's
// timing, phone width, static hosting from any sub-path.
// Screenshots go to test-results/e2e/<scene-id>.png; with SWEEPKIT_UPDATE_DOCS=1 also to
// docs/scene-<n>-<scene-id>.png (the README shows them). Build first: npm run build:web.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../common/browser.js';
import { scenes, specs } from '../../web/src/scenes/index.js';
import { artefacts, eventually, openScene, usePlayground, playFor as play, repo, settle as settleOn, site } from './page.js';

/** The registry's scenes in menu order, each with its spec (the scene module's `e2e` export). */
const SCENES = scenes.map((scene, i) => ({ id: scene.id, number: i + 1, ...specs.get(scene.id) }));
/** The default parameters of every scene (what a link without a query shows), by id. */
const DEFAULTS = Object.fromEntries(scenes.map((scene) => [scene.id, scene.params]));
/** expected(id, …): what the scene's readout must show, from its spec. */
const EXPECTED = Object.fromEntries(SCENES.map(({ id, expected }) => [id, expected]));

const playground = usePlayground(undefined, { api: true });
/** The JS API in Node: its own WebAssembly instance, independent of the page's. */
let browser, page, errors, api;
beforeAll(() => {
  ({ browser, page, errors, api } = playground);
  mkdirSync(artefacts, { recursive: true });
});

const open = (id, query) => openScene(page, id, query);
const settle = () => settleOn(page);
const playFor = (seconds) => play(page, seconds);

/**
 * Every readout cell: its text and, for values read from a core result, the call and field. Measurements
 * (times, marked data-volatile) are left out: they are not a function of the frame.
 */
const readout = () =>
  page.$$eval('#readout [data-testid]:not([data-volatile])', (cells) =>
    Object.fromEntries(cells.map((c) => [c.dataset.testid, {
      text: c.textContent,
      call: c.dataset.call === undefined ? undefined : Number(c.dataset.call),
      field: c.dataset.field,
    }])));

const button = (name) => page.getByRole('button', { name, exact: true });

/** The core calls behind the readout, and the same calls made again now through the JS API. */
const replayCalls = () =>
  page.evaluate(() => {
    const { sk, calls } = window.__sweepkit;
    return { calls, again: calls.map(({ fn, args }) => sk[fn](...args)) };
  });

/**
 * Whether a readout text shows `value`: strings and booleans exactly; numbers and {x, y, z} vectors
 * ("(x, y, z)") to the decimals shown; {list, tolerance}: a comma-separated list of numbers, each within
 * `tolerance`.
 */
function shows(text, value) {
  if (typeof value === 'boolean' || typeof value === 'string') return text === String(value);
  if (value.list) {
    const parts = text.split(',').map(Number);
    return parts.length === value.list.length && parts.every((x, i) => Math.abs(x - value.list[i]) <= value.tolerance);
  }
  const numbers = typeof value === 'number' ? [value] : [value.x, value.y, value.z];
  const parts = text.replace(/[()]/g, '').split(',').map((part) => part.trim());
  return parts.length === numbers.length && parts.every((part, i) => {
    const decimals = (part.split('.')[1] ?? '').length;
    return Math.abs(Number(part) - numbers[i]) <= 0.5 * 10 ** -decimals + 1e-9;
  });
}

/** Counts the distinct colours of the canvas, scaled down (a blank or single-colour canvas has very few). */
const canvasColours = () =>
  page.evaluate(() => {
    const copy = document.createElement('canvas');
    copy.width = 160;
    copy.height = 90;
    const context = copy.getContext('2d', { willReadFrequently: true });
    context.drawImage(document.querySelector('#view'), 0, 0, copy.width, copy.height);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  });

/** Every key of `expected` is a readout cell showing that value. */
function expectReadout(shown, expected) {
  expect(Object.keys(expected).length).toBeGreaterThan(0);
  for (const [key, value] of Object.entries(expected)) {
    expect(shown[key], `readout row "${key}"`).toBeDefined();
    expect(shows(shown[key].text, value), `${key}: "${shown[key].text}" vs the JS API's ${JSON.stringify(value)}`).toBe(true);
  }
}

describe.each(SCENES)('scene $id', ({ id, number, shot, steps = 1, warm = false }) => {
  it('loads without console errors and draws', async () => {
    errors.length = 0;
    await open(id);
    const state = await page.evaluate(() => {
      const { frame, t, playing } = window.__sweepkit;
      return { frame, t, playing, title: document.querySelector('#scene-title').textContent };
    });
    expect(state).toMatchObject({ frame: 0, t: 0, playing: false });
    expect(state.title.length).toBeGreaterThan(5);
    const shown = await readout();
    expect(shown.frame.text).toBe('0');
    expectReadout(shown, EXPECTED[id](api, structuredClone(DEFAULTS[id]), 0, 0));
    expect(await page.locator('#intro .katex').count()).toBeGreaterThan(0); // formulas typeset
    expect(await canvasColours()).toBeGreaterThan(60);
    expect(errors).toEqual([]);
  });

  it('Step forward shows the values the JS API gives for the new frame', async () => {
    const before = await readout();
    for (let i = 1; i <= steps; i++) {
      await button('Step forward').click();
      await eventually(async () => (await readout()).frame.text).toBe(String(i));
    }
    const after = await readout();
    // The values the JS API gives, in Node, for the scene's default parameters at the new frame.
    const expected = EXPECTED[id](api, structuredClone(DEFAULTS[id]), steps, 0);
    expectReadout(after, expected);
    const changedFromApi = Object.keys(expected).filter((key) => before[key]?.text !== after[key].text);
    expect(changedFromApi.length, 'Step forward changed none of the values checked against the API').toBeGreaterThan(0);

    // And in the page: the recorded calls behind the readout, made again, and each linked value.
    const { calls, again } = await replayCalls();
    expect(calls.length).toBeGreaterThan(0);
    expect(again).toEqual(calls.map((call) => call.result));

    const linked = Object.entries(after).filter(([, cell]) => cell.call !== undefined);
    expect(linked.length).toBeGreaterThan(0);
    for (const [key, { text, call, field }] of linked) {
      expect(shows(text, calls[call].result[field]), `${key}: "${text}" vs ${calls[call].fn}(…).${field}`).toBe(true);
    }
    // The new frame's numbers differ from the old ones.
    const changed = linked.filter(([key, cell]) => before[key]?.text !== cell.text);
    expect(changed.length).toBeGreaterThan(0);

    // Step back recomputes the earlier frame exactly.
    await button('Step back').click();
    await eventually(async () => (await readout()).frame.text).toBe(String(steps - 1));
    if (steps === 1) expect(await readout()).toEqual(before);
    expect(errors).toEqual([]);
  });

  it('saves a screenshot', async () => {
    await open(id, shot);
    await page.evaluate(() => document.activeElement?.blur());
    // Play a little first, so that the timings shown are warm (not the first, compiling frames).
    if (warm) await playFor(1.5);
    await settle();
    await page.screenshot({ path: join(artefacts, `${id}.png`) });
    if (process.env.SWEEPKIT_UPDATE_DOCS === '1') {
      copyFileSync(join(artefacts, `${id}.png`), join(repo, 'docs', `scene-${number}-${id}.png`));
    }
    expect(errors).toEqual([]);
  });
});

describe('tunnelling', () => {
  it('a discrete test misses the thin wall where the sweep hits it', async () => {
    await open('tunnelling', 'frame=2');
    const shown = await readout();
    // Frame 2: the shots step from in front of the wall to behind it.
    for (const shape of ['sphere', 'box']) {
      expect(shown[`${shape}-discrete`].text).toBe('miss');
      expect(shown[`${shape}-sweep-status`].text).toBe('hit');
      expect(Number(shown[`${shape}-sweep-t`].text)).toBeGreaterThan(0);
      expect(shown[`${shape}-discrete-missed`].text).toBe('1 of 1 shots');
      expect(shown[`${shape}-sweep-missed`].text).toBe('0 of 1 shots');
    }
    // The frame's calls, replayed: overlap tests at the frame end say false, sweeps say hit.
    const { calls, again } = await replayCalls();
    expect(again).toEqual(calls.map((call) => call.result));
    expect(calls.filter((c) => c.fn.startsWith('overlap')).map((c) => c.result)).toEqual([false, false]);
    expect(calls.filter((c) => c.fn.startsWith('sweep')).map((c) => c.result.status)).toEqual(['hit', 'hit']);

    // Over many shots the discrete test keeps missing; the sweep never does.
    await open('tunnelling', 'frame=60');
    const later = await readout();
    const count = (text) => text.match(/^(\d+) of (\d+)/).slice(1).map(Number);
    const [missed, shots] = count(later['sphere-discrete-missed'].text);
    expect(shots).toBeGreaterThanOrEqual(10);
    expect(missed).toBeGreaterThan(shots / 2);
    expect(count(later['sphere-sweep-missed'].text)[0]).toBe(0);
    expect(count(later['box-sweep-missed'].text)[0]).toBe(0);

    // Slow enough, the discrete test catches every shot.
    await open('tunnelling', 'speed=0.5&frame=60');
    expect(count((await readout())['sphere-discrete-missed'].text)[0]).toBe(0);
  });
});

describe('spinning-bar', () => {
  it('the rotation-aware sweep hits the box the translation-only sweep misses, at the hand-computed t', async () => {
    // The bar (half sizes 2, 0.05, 0.05) turns by π about z at its centre (the origin) and does not move; the
    // box spans x ∈ [−0.1, 0.3], y ∈ [1.2, 1.6]. The bar's leading face (local y = 0.05) reaches the box's
    // corner (0.3, 1.2) first, at the angle θ with |p| sin(atan2(1.2, 0.3) − θ) = 0.05: θ = 1.285384 rad,
    // t = θ/π = 0.409150, normal (−sin θ, cos θ, 0) = (−0.9595, 0.2816, 0) from the bar to the box.
    await open('spinning-bar', 'linear=0,0,0&t=0.5');
    const shown = await readout();
    expect(shown['rot-status'].text).toBe('hit');
    const t = Number(shown['rot-t'].text);
    expect(t).toBeLessThanOrEqual(0.40915 + 1e-4); // never after the first contact
    expect(t).toBeGreaterThan(0.40915 - 1e-3);
    const near = (text, want) => text.replace(/[()]/g, '').split(',').map(Number).every((x, i) => Math.abs(x - want[i]) < 3e-3);
    expect(near(shown['rot-normal'].text, [-0.9595, 0.2816, 0]), shown['rot-normal'].text).toBe(true);
    // The contact lies on the box's vertical edge through that corner (|z| within the bar's half thickness).
    expect(near(shown['rot-point'].text.replace(/,[^,]*$/, ''), [0.3, 1.2]), shown['rot-point'].text).toBe(true);
    // Translated without turning, the flat bar passes under the box; halfway through the frame it stands in it.
    expect(shown['trans-status'].text).toBe('miss');
    expect(shown['overlap-now'].text).toBe('true');
    // Conservative advancement, step by step (sk.traceTimeOfImpact): at the slider time 0.5, past the contact, the
    // last step, taken at the sweep's t and within the target (1e-4 of the bar's size, 2e-4) of the box.
    const [, last, count, stepT] = shown['ca-step'].text.match(/^(\d+) of (\d+), at t = ([\d.]+)$/);
    expect(last).toBe(count);
    expect(stepT).toBe(shown['rot-t'].text);
    expect(Number(shown['ca-distance'].text)).toBeLessThanOrEqual(2.5e-4);
    // Every step drawn as a ghost bar, turned by π·t_i about z; the times increase while the bar is apart.
    const ghosts = await page.evaluate(() => {
      const { state } = window.__sweepkit;
      return {
        steps: state.frame.advance.steps.map(({ t, distance }) => ({ t, distance })),
        turned: state.ghosts.filter((g) => g.visible).map((g) => 2 * Math.atan2(g.quaternion.z, g.quaternion.w)),
      };
    });
    expect(ghosts.steps).toHaveLength(Number(count));
    expect(ghosts.turned.map((angle) => angle / Math.PI)).toEqual(ghosts.steps.map(({ t }) => expect.closeTo(t, 5)));
    const apart = ghosts.steps.filter(({ distance }) => distance > 0);
    for (let i = 1; i < apart.length; i++) expect(apart[i].t).toBeGreaterThan(apart[i - 1].t);
    await open('spinning-bar', 'linear=0,0,0');
    const start = await readout();
    expect(start['overlap-now'].text).toBe('false');
    // At t = 0, the first step: the flat bar's top face (y = 0.05) is 1.2 − 0.05 = 1.15 below the box.
    expect(start['ca-step'].text).toBe(`1 of ${count}, at t = 0.0000`);
    expect(start['ca-distance'].text).toBe('1.1500');
    expect(errors).toEqual([]);
  });
});

describe('obb-contact', () => {
  it('shows the hand-computed depth and normal, and the intervals on the normal overlap by the core\'s depth', async () => {
    // A (half sizes 1, 0.6, 0.5) at the origin, B (0.8, 0.5, 0.6) at (1.5, 0.2, 0), neither turned: the
    // extents overlap by 0.3 on x, 0.9 on y, 1.1 on z: depth 0.3 along +x.
    await open('obb-contact', 'angleA=0&angleB=0&spinB=0&b=1.5,0.2,0');
    let shown = await readout();
    expect(shown.depth.text).toBe('0.3000');
    expect(shown.normal.text).toBe('(1.000, 0.000, 0.000)');
    // A turned a quarter turn about z: half sizes (0.6, 1, 0.5) in the world; B at (1.2, 0.2, 0): 0.2 on x.
    await open('obb-contact', 'angleA=90&angleB=0&spinB=0&b=1.2,0.2,0');
    shown = await readout();
    expect(shown.depth.text).toBe('0.2000');
    expect(shown.normal.text).toBe('(1.000, 0.000, 0.000)');
    // Turning B over the frames: on the core's normal, the boxes' projections (display arithmetic on the
    // poses) overlap by the core's depth, the least overlap of the separating axis test.
    for (const frame of [0, 1, 3, 6]) {
      await open('obb-contact', `frame=${frame}&t=0.25`);
      shown = await readout();
      expect(shown.hit.text).toBe('true');
      expect(Math.abs(Number(shown['interval-overlap'].text) - Number(shown.depth.text)), `frame ${frame}`).toBeLessThan(2e-4);
    }
    expect(errors).toEqual([]);
  });
});

describe('pairs', () => {
  it('finds the same touching pairs with the O(N²) loop and the world, whose counts match the JS API', async () => {
    const params = structuredClone(DEFAULTS.pairs);
    await open('pairs', 'frame=3');
    const shown = await readout();
    expectReadout(shown, EXPECTED.pairs(api, params, 3, 0));
    expect(shown.agree.text).toBe('yes');
    expect(shown.pairs.text).toBe(shown['world-touching'].text);
    expect(Number(shown.pairs.text)).toBeGreaterThan(10);
    // The grid leaves far fewer narrowphase tests than N(N − 1)/2 (79,800 for 400 objects).
    expect(Number(shown['world-tests'].text)).toBeLessThan(Number(shown.formula.text) / 100);
    expect(Number(shown['world-tests'].text)).toBeGreaterThanOrEqual(Number(shown['world-touching'].text));

    // Step forward: the world steps once more, and shows what a world fed the same frames in Node shows.
    await button('Step forward').click();
    await eventually(async () => (await readout()).frame.text).toBe('4');
    const next = await readout();
    expectReadout(next, EXPECTED.pairs(api, params, 4, 0));
    expect(next.pairs.text).toBe(next['world-touching'].text);
    // Step back: a fresh world replays frames 0…3 and shows frame 3 exactly as before.
    await button('Step back').click();
    await eventually(async () => (await readout()).frame.text).toBe('3');
    expect(await readout()).toEqual(shown);
    expect(await page.locator('#readout [data-alert="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('compares both for 2,000 objects, and runs the world alone for 4,000 (the loop skipped, as the page says)', async () => {
    const params = { ...structuredClone(DEFAULTS.pairs), count: 2000 };
    await open('pairs', 'count=2000&frame=1');
    let shown = await readout();
    expectReadout(shown, EXPECTED.pairs(api, params, 1, 0));
    expect(shown.tests.text).toBe('1999000');
    expect(shown.agree.text).toBe('yes');
    expect(Number(shown['world-tests'].text)).toBeLessThan(2000 * 5);

    params.count = 4000;
    await open('pairs', 'count=4000&frame=1');
    await button('Step forward').click();
    await eventually(async () => (await readout()).frame.text).toBe('2');
    shown = await readout();
    expectReadout(shown, EXPECTED.pairs(api, params, 2, 0));
    expect(shown.tests.text).toBe('skipped (N > 2,000)');
    expect(shown.agree.text).toBe('not compared (loop skipped)');
    expect(await page.locator('#intro').textContent()).toMatch(/skipped above\s+2,000\s+objects/);
    expect(await canvasColours()).toBeGreaterThan(60);
    expect(errors).toEqual([]);
  });

  it('times both methods while playing, for 400 and 2,000 objects', async () => {
    const measured = {};
    for (const count of [400, 2000]) {
      await open('pairs', `count=${count}`);
      await playFor(2); // 8 frames of 0.25 s
      measured[count] = await page.evaluate(() => {
        const { frame, state } = window.__sweepkit;
        const { world, loop } = state.frame;
        return {
          frames: frame,
          meanFrames: state.avg.frames,
          loopMs: loop ? state.avg.loop : null,
          worldMs: state.avg.world,
          loopTests: loop?.tests ?? null,
          worldTests: world.pairsTested,
          loopTouching: loop ? loop.pairs.length / 2 : null,
          worldTouching: world.touching,
          events: { begin: world.begin, stay: world.stay, end: world.end },
        };
      });
      const m = measured[count];
      expect(m.frames).toBe(8);
      expect(m.meanFrames).toBe(8); // frames 1…8 played in order (frame 0 was computed on opening)
      if (m.loopTouching !== null) expect(m.loopTouching).toBe(m.worldTouching);
      expect(await page.locator('#readout [data-alert="true"]').count()).toBe(0);
    }
    // Times are reported (the artefact and the log), never asserted: speed is measured by `npm run bench`.
    writeFileSync(join(artefacts, 'pairs-timing.json'), `${JSON.stringify(measured, null, 2)}\n`);
    for (const [count, m] of Object.entries(measured)) {
      console.log(`pairs, ${count} objects (mean of ${m.meanFrames} frames): O(N²) loop `
        + `${m.loopTests === null ? 'skipped' : `${m.loopTests} tests, ${Number(m.loopMs).toFixed(2)} ms, ${m.loopTouching} touching`}; `
        + `world ${m.worldTests} tests, ${Number(m.worldMs).toFixed(3)} ms, ${m.worldTouching} touching; events ${JSON.stringify(m.events)}`);
    }
    expect(errors).toEqual([]);
  });
});

describe('the URL', () => {
  it('keeps the scene, its parameters, the frame and t, and restores them from a link', async () => {
    await open('aabb-sphere', 'radius=0.9&frame=3&t=0.5');
    const shown = await readout();
    expect(shown.frame.text).toBe('3');
    expect(shown['slider-t'].text).toBe('0.500');
    expect(shown.distance.text).toMatch(/, 0\.9000$/);
    await button('Step forward').click();
    await eventually(() => page.evaluate(() => location.hash)).toBe('#aabb-sphere?radius=0.9&frame=4&t=0.5');
  });

  it('a link followed as the pending URL write comes due opens the link, not the state shown before', async () => {
    await open('aabb-sphere', 'frame=3');
    await button('Step forward').click(); // frame 4: the URL write is due 200 ms later
    // The link changes the address bar now, and its hashchange is handled only after the write has come due
    // (the order a busy page can take them in; pushState fires no hashchange, so the test dispatches it).
    await page.evaluate(() => {
      window.__sweepkit.scene = null;
      history.pushState(null, '', '#sphere-sphere?frame=2');
    });
    await page.evaluate(() => new Promise((done) => setTimeout(done, 400)));
    await page.evaluate(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    await eventually(() => page.evaluate(() => window.__sweepkit.scene)).toBe('sphere-sphere');
    expect(await page.evaluate(() => window.__sweepkit.frame)).toBe(2);
    await eventually(() => page.evaluate(() => location.hash)).toBe('#sphere-sphere?frame=2');
    expect(errors).toEqual([]);
  });

  it('keeps the playback speed, and restores it from a link', async () => {
    const speed = page.getByRole('combobox', { name: 'speed', exact: true });
    try {
      await open('sphere-sphere', 'frame=2&playback=0.25');
      expect(await page.evaluate(() => window.__sweepkit.speed)).toBe(0.25);
      expect(await speed.inputValue()).toBe('0.25');
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press(']');
      await eventually(() => page.evaluate(() => location.hash)).toBe('#sphere-sphere?frame=2&playback=0.5');
      await speed.selectOption('1'); // the default speed is left out of the link
      await eventually(() => page.evaluate(() => location.hash)).toBe('#sphere-sphere?frame=2');
      await open('sphere-sphere', 'playback=3'); // not in the menu: the nearest entry
      expect(await page.evaluate(() => window.__sweepkit.speed)).toBe(4);
      // The tunnelling scene's own `speed` (of its shots) is a scene parameter, apart from playback.
      await open('tunnelling', 'speed=0.5&playback=2');
      expect(await page.evaluate(() => [window.__sweepkit.params.speed, window.__sweepkit.speed])).toEqual([0.5, 2]);
    } finally {
      await speed.selectOption('1');
    }
    expect(errors).toEqual([]);
  });
});

describe('the scene picker', () => {
  it('switches scenes from the menu and with the digit keys', async () => {
    await open('sphere-plane');
    await page.getByRole('link', { name: /box · sphere/ }).click();
    await eventually(() => page.evaluate(() => window.__sweepkit.scene)).toBe('aabb-sphere');
    expect(await page.locator('#scene-nav a[aria-current="page"]').textContent()).toMatch(/box · sphere/);
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('5');
    await eventually(() => page.evaluate(() => window.__sweepkit.scene)).toBe('tunnelling');
    expect(await page.title()).toMatch(/^Tunnelling/);
    expect(errors).toEqual([]);
  });
});

/**
 * Drags the gizmo attached at `centre` along world direction `direction` (a unit vector) by `pixels` on
 * screen: clicks the handle at `clickAt` (default `centre`) to attach the gizmo, walks the pointer out along
 * the direction until the gizmo reports `axis` under it, then drags back towards the centre.
 */
async function dragGizmo({ centre, clickAt = centre, direction, axis, pixels = 90 }) {
  const at = (p) => page.evaluate((point) => window.__sweepkit.project(point), p);
  const click = await at(clickAt);
  await page.mouse.click(click.x, click.y);
  await eventually(() => page.evaluate(() => window.__sweepkit.drag.attached !== null)).toBe(true);
  let grip = null;
  for (let s = 0.15; s < 3 && !grip; s += 0.05) {
    const p = await at({ x: centre.x + s * direction.x, y: centre.y + s * direction.y, z: centre.z + s * direction.z });
    await page.mouse.move(p.x, p.y);
    if ((await page.evaluate(() => window.__sweepkit.drag.axis)) === axis) grip = p;
  }
  expect(grip, `the gizmo's ${axis} arrow`).not.toBeNull();
  const origin = await at(centre);
  const length = Math.hypot(grip.x - origin.x, grip.y - origin.y);
  await page.mouse.down();
  await page.mouse.move(grip.x - ((grip.x - origin.x) / length) * pixels, grip.y - ((grip.y - origin.y) / length) * pixels, { steps: 6 });
  await page.mouse.up();
}

describe('dragging', () => {
  it('moves box A with the TransformControls gizmo, and the readout and URL follow', async () => {
    await open('aabb-aabb');
    const before = await readout();
    const centre = await page.evaluate(() => window.__sweepkit.state.frame.centreA);
    await dragGizmo({ centre, direction: { x: 1, y: 0, z: 0 }, axis: 'X' });

    const a = await page.evaluate(() => window.__sweepkit.params.a);
    expect(a[0]).toBeLessThan(-0.2);
    const after = await readout();
    expect(after.overlaps.text).not.toBe(before.overlaps.text);
    const { calls, again } = await replayCalls();
    expect(again).toEqual(calls.map((call) => call.result));
    await eventually(() => page.evaluate(() => location.hash)).toMatch(/^#aabb-aabb\?a=-?[\d.]+,/);
    expect(errors).toEqual([]);
  });

  it('moves the tunnelling walls along the lanes', async () => {
    await open('tunnelling', 'frame=1');
    const centre = { x: 0, y: 0.85, z: 0.75 }; // the sphere-sweep lane's wall, front face
    await dragGizmo({ centre, direction: { x: 1, y: 0, z: 0 }, axis: 'X', pixels: 60 });
    const wallX = await page.evaluate(() => window.__sweepkit.params.wallX);
    expect(wallX).toBeLessThan(-0.2);
    // The readout is the JS API's answer for the moved wall.
    const params = { ...structuredClone(DEFAULTS.tunnelling), wallX };
    expectReadout(await readout(), EXPECTED.tunnelling(api, params, 1, 0));
    await eventually(() => page.evaluate(() => location.hash)).toMatch(/^#tunnelling\?wallX=-[\d.]+&frame=1$/);
    expect(errors).toEqual([]);
  });

  it('moves a swept-volumes obstacle, and the flags and sweeps follow', async () => {
    await open('swept-volumes');
    const centre = await page.evaluate(() => {
      const { center } = window.__sweepkit.state.frame.obstacles[0].shape;
      return { x: center.x, y: center.y, z: center.z };
    });
    await dragGizmo({ centre, direction: { x: 1, y: 0, z: 0 }, axis: 'X', pixels: 60 });
    const offset = await page.evaluate(() => window.__sweepkit.params.o1);
    expect(offset[0]).toBeLessThan(-0.2);
    const params = { ...structuredClone(DEFAULTS['swept-volumes']), o1: offset };
    expectReadout(await readout(), EXPECTED['swept-volumes'](api, params, 0, 0));
    await eventually(() => page.evaluate(() => location.hash)).toMatch(/^#swept-volumes\?o1=-[\d.]+,0,0$/);
    expect(errors).toEqual([]);
  });

  it('moves a rain plane along its normal', async () => {
    await open('rain');
    const plane = await page.evaluate(() => {
      const { normal, constant } = window.__sweepkit.state.world.planes[0];
      return { normal: { x: normal.x, y: normal.y, z: normal.z }, constant };
    });
    const centre = { x: -plane.normal.x * plane.constant, y: -plane.normal.y * plane.constant, z: -plane.normal.z * plane.constant };
    // Click the plane a little off its centre (objects fall through the middle; the plane is still hit).
    await dragGizmo({ centre, clickAt: { x: centre.x - 3, y: centre.y, z: centre.z + 3 }, direction: plane.normal, axis: 'Z', pixels: 50 });
    const offset = await page.evaluate(() => window.__sweepkit.params.plane1);
    expect(Math.abs(offset)).toBeGreaterThan(0.2);
    const params = { ...structuredClone(DEFAULTS.rain), plane1: offset };
    expectReadout(await readout(), EXPECTED.rain(api, params, 0, 0));
    await eventually(() => page.evaluate(() => location.hash)).toMatch(/^#rain\?plane1=-?[\d.]+$/);
    expect(errors).toEqual([]);
  });
});

describe('rain', () => {
  it('sweeps 500 objects against 3 planes per frame and times it', async () => {
    await open('rain');
    await playFor(2); // 1/15 s per frame: 4 ticks each, 30 frames
    const measured = await page.evaluate(() => {
      const { frame, perf, state } = window.__sweepkit;
      const { ms, sweeps } = state.frame.current;
      return { frames: frame, collisionMs: state.avgMs, maxCollisionMs: Math.max(...state.recent), lastCollisionMs: ms, sweeps, ...perf };
    });
    const shown = await readout();
    expect(shown.sweeps.text).toBe('1500');
    expect(Number(shown.impacts.text)).toBeGreaterThan(20);
    expect(measured.frames).toBe(30);
    // Issue 4's budget (collision work under 2 ms per frame for 500 objects) is reported here and in the
    // artefact, not asserted: a timed assertion would fail on a loaded machine, not on slow code.
    writeFileSync(join(artefacts, 'rain-timing.json'), `${JSON.stringify(measured, null, 2)}\n`);
    const ms = (x, digits = 1) => `${x.toFixed(digits)} ms`;
    console.log(`rain, 500 objects × 3 planes: collision ${ms(measured.collisionMs, 3)} per frame (mean of the last frames; `
      + `slowest ${ms(measured.maxCollisionMs, 3)}), `
      + `frame interval ${ms(measured.intervalMs)}, work per animation frame ${ms(measured.workMs)}, `
      + `render (CPU) ${ms(measured.renderMs)}`);
    expect(errors).toEqual([]);
  });
});

describe('sphere-plane', () => {
  it('shows a sphere that starts in contact: t = 0, initialOverlap', async () => {
    await open('sphere-plane', 'path=touching&frame=1');
    const shown = await readout();
    expect(shown.status.text).toBe('initialOverlap');
    expect(shown.t.text).toBe('0.0000');
    expect(Math.abs(Number(shown.d0.text))).toBeLessThanOrEqual(Number(shown.r.text));
    expect(shown.formula.text).toMatch(/touching at the start/);
    expectReadout(shown, EXPECTED['sphere-plane'](api, { ...structuredClone(DEFAULTS['sphere-plane']), path: 'touching' }, 1, 0));
    expect(errors).toEqual([]);
  });
});

describe('sphere-sphere', () => {
  it('walks from a hit through a graze to a miss, the roots on the plot from the core', async () => {
    const params = structuredClone(DEFAULTS['sphere-sphere']);
    // Frame 4 shifts B's path sideways by exactly R: the paths graze, the two roots meet.
    await open('sphere-sphere', 'frame=4');
    let shown = await readout();
    expect(shown.status.text).toBe('hit');
    const [first, second] = shown.roots.text.split(',').map(Number);
    expect(second - first).toBeLessThan(0.02);
    expect(Number(shown.t.text)).toBeCloseTo(first, 2);
    expectReadout(shown, EXPECTED['sphere-sphere'](api, params, 4, 0));
    // Frame 6: shifted by 1.5 R, the paths never come within R: no real roots, a miss.
    await open('sphere-sphere', 'frame=6');
    shown = await readout();
    expect(shown.status.text).toBe('miss');
    expect(shown.roots.text).toBe('—');
    expect(shown.disc.text).toMatch(/< 0: no real roots/);
    expectReadout(shown, EXPECTED['sphere-sphere'](api, params, 6, 0));
    expect(await page.getByRole('img', { name: /Plot of f\(t\).*no real roots/ }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('aabb-sphere', () => {
  it('pushes a centre inside the box out through the nearest face', async () => {
    await open('aabb-sphere', 'frame=6&t=0.42');
    const shown = await readout();
    expect(shown.inside.text).toBe('yes');
    expect(shown.hit.text).toBe('true');
    expect(shown.p.text).toBe(shown.centre.text); // clamping changes nothing: P = C
    expectReadout(shown, EXPECTED['aabb-sphere'](api, structuredClone(DEFAULTS['aabb-sphere']), 6, 0.42));
    expect(errors).toEqual([]);
  });
});

describe('playback speed', () => {
  it('is a labelled menu in the playback bar, and [ and ] step through it', async () => {
    await open('sphere-plane');
    const speed = page.getByRole('combobox', { name: 'speed', exact: true });
    await speed.selectOption('2');
    const stepperSpeed = () => page.evaluate(() => window.__sweepkit.speed);
    expect(await stepperSpeed()).toBe(2);
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('[');
    await page.keyboard.press('[');
    expect(await stepperSpeed()).toBe(0.5);
    await page.keyboard.press(']');
    expect(await stepperSpeed()).toBe(1);
    // Faster playback gets further in the same (simulated) time: 0.7 s is 42 ticks; at 1× a frame of 0.5 s
    // takes 30 of them, at 4× it takes 8 (t grows by 2/15 per tick; see stepper.test.js).
    const position = () => page.evaluate(() => [window.__sweepkit.frame, window.__sweepkit.t]);
    await playFor(0.7);
    let [frame, t] = await position();
    expect(frame).toBe(1);
    expect(t).toBeCloseTo(0.4, 9);
    await page.keyboard.press('r');
    await page.keyboard.press(']');
    await page.keyboard.press(']');
    expect(await stepperSpeed()).toBe(4);
    await playFor(0.7);
    [frame, t] = await position();
    expect(frame).toBe(5);
    expect(t).toBeCloseTo(4 / 15, 9);
    expect((await readout()).frame.text).toBe('5');
    await page.keyboard.press(']'); // already the fastest: stays
    expect(await stepperSpeed()).toBe(4);
    await speed.selectOption('1');
    expect(errors).toEqual([]);
  });
});

describe('static hosting', () => {
  it('works from another sub-path: every request stays under it and succeeds', async () => {
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    // Relative URLs only: no src/href starting with "/" (vite's base './').
    expect(html.match(/(?:src|href)="\/[^"]*"/g) ?? []).toEqual([]);
    const other = await serveStatic(site, '/some/deeper/path/to/the/playground/');
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const problems = [];
    const requests = [];
    fresh.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    fresh.on('pageerror', (error) => problems.push(error.message));
    fresh.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    fresh.on('response', (response) => {
      requests.push(response.url());
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    try {
      await fresh.goto(`${other.url}#tunnelling?frame=2`);
      await fresh.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 30_000 });
      expect(await fresh.evaluate(() => window.__sweepkit.scene)).toBe('tunnelling');
      expect(await fresh.locator('#readout-sphere-sweep-status').textContent()).toBe('hit');
      const local = requests.filter((url) => url.startsWith(other.url.replace(/\/some\/.*$/, '')));
      expect(local.length).toBeGreaterThan(2);
      for (const url of local) expect(url.startsWith(other.url), url).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await fresh.close();
      await other.close();
    }
  });
});

describe('accessibility', () => {
  it('gives every control of every scene an accessible name', async () => {
    for (const { id } of SCENES) {
      await open(id);
      const unnamed = await page.evaluate(() => {
        const text = (element) => element?.textContent.trim() ?? '';
        const byId = (ids) => (ids ?? '').split(/\s+/).map((ref) => text(document.getElementById(ref))).join(' ').trim();
        const nameOf = (element) => element.getAttribute('aria-label')
          || byId(element.getAttribute('aria-labelledby'))
          || [...(element.labels ?? [])].map(text).join(' ').trim()
          || (element.matches('button, a') ? text(element) : '')
          || element.getAttribute('title');
        return [...document.querySelectorAll('button, input, select, a[href], canvas[role]')]
          .filter((element) => element.offsetParent !== null && !nameOf(element))
          .map((element) => element.outerHTML.slice(0, 120));
      });
      expect(unnamed, id).toEqual([]);
    }
  });
});

describe('phone width', () => {
  it('fits every scene on a 390 px wide screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const { id } of SCENES) {
        await open(id);
        const layout = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          canvas: document.querySelector('#view').getBoundingClientRect().toJSON(),
        }));
        expect(layout.overflow, id).toBeLessThanOrEqual(0);
        expect(layout.canvas.width).toBeGreaterThan(300);
        expect(layout.canvas.height).toBeGreaterThan(250);
        for (const name of ['Play', 'Step back', 'Step forward', 'Reset']) await button(name).waitFor();
        await page.getByRole('slider', { name: 't', exact: true }).waitFor();
      }
      await open('sphere-sphere', 'frame=2&t=0.35');
      await page.screenshot({ path: join(artefacts, 'sphere-sphere-narrow.png'), fullPage: true });
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    expect(errors).toEqual([]);
  });
});
