// The triangle-mesh scenes of the playground in headless Chromium (web/dist, built first: npm run build:web):
// ghost-collisions (web/src/scenes/ghost-collisions.js) and mesh-sweep (web/src/scenes/mesh-sweep.js), their
// readouts checked against hand-computed cases and against the JS API asked again here in Node (its own
// WebAssembly instance and meshes). tests/e2e/scenes.test.js runs the checks every scene gets (loads, Step
// forward, replayed calls, screenshots).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { init } from '../../bindings/js/index.js';
import ghost, { frameCount } from '../../web/src/scenes/ghost-collisions.js';
import { openPlayground, openScene } from './page.js';

let session;
let page;
let errors;
let api;

beforeAll(async () => {
  api = await init();
  session = await openPlayground({ width: 1280, height: 720 });
  ({ page, errors } = session);
});

afterAll(async () => {
  await session?.close();
});

/** The readout's text by row key. */
const readout = () =>
  page.$$eval('#readout [data-testid]', (cells) => Object.fromEntries(cells.map((c) => [c.dataset.testid, c.textContent])));

/** "n of m steps" as [n, m]. */
const count = (text) => text.match(/^(\d+) of (\d+) steps$/).slice(1).map(Number);

describe('scene ghost-collisions', () => {
  it('counts ghost contacts with internal-edge handling off, none with it on', async () => {
    errors.length = 0;
    const steps = frameCount(ghost.params);
    // 10 m/s at 60 steps per second over 14 m: 84 steps of 1/6 m after the first.
    expect(steps).toBe(85);
    await openScene(page, 'ghost-collisions', `frame=${steps - 1}`);
    const rows = await readout();
    expect(rows.step).toBe(`${steps} of ${steps}`);
    const [off, offSteps] = count(rows['off-ghosts']);
    expect(offSteps).toBe(steps);
    expect(off).toBeGreaterThan(0);
    expect(rows['off-ghosts-slide']).toBe(rows['off-ghosts']); // at the last step, so far is the whole slide
    expect(rows['on-ghosts']).toBe(`0 of ${steps} steps`);
    expect(rows['on-ghosts-slide']).toBe(`0 of ${steps} steps`);
    // One arrow per step and side; the red (ghost) ones on the left are as many as counted, none on the right.
    const arrows = await page.evaluate(() => {
      const { state } = window.__sweepkit;
      const red = (arrow) => `#${arrow.line.material.color.getHexString()}`;
      return Object.fromEntries(['off', 'on'].map((key) => [key, state.arrows[key].filter((a) => a.visible).map(red)]));
    });
    expect(arrows.off).toHaveLength(steps);
    expect(arrows.on).toHaveLength(steps);
    expect(arrows.off.filter((c) => c === '#f43f5e')).toHaveLength(off);
    expect(arrows.on.filter((c) => c === '#f43f5e')).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('frame 12: the ball over a flat edge of the 2° slope: the edge\'s vertical normal on the left, the face\'s on the right', async () => {
    // Step 12 puts the centre at s = 1 + 12/6 = 3 m, straight above the cell line z = −3 in the middle of the
    // rising slope (cells 2 and 3 both at +2°: the edge between them is flat), 0.1 mm deep. Against that edge
    // alone the nearest point is straight below the centre: normal (0, −1, 0), 2° off the face. The face's
    // normal, rising towards −z, is (0, cos 2°, sin 2°); from the ball to the floor (0, −0.99939, −0.03490).
    await openScene(page, 'ghost-collisions', 'frame=12');
    const rows = await readout();
    expect(rows['off-feature']).toMatch(/^edge(AB|BC|CA) of triangle \d+$/);
    expect(rows['off-normal']).toBe('(0.000, -1.000, 0.000)');
    expect(rows['off-angle']).toBe('2.000°');
    expect(rows['off-ghosts']).toBe('1 of 13 steps');
    const cos = Math.cos((2 * Math.PI) / 180).toFixed(3);
    const sin = Math.sin((2 * Math.PI) / 180).toFixed(3);
    expect(rows['on-normal']).toBe(`(0.000, -${cos}, -${sin})`);
    expect(rows['on-angle']).toBe('0.000°');
    expect(rows['on-ghosts']).toBe('0 of 13 steps');
    // The right side's face plane alone (sweepSpherePlane): the ball starts 0.1 mm into it; the same normal.
    expect(rows['plane-status']).toBe('initialOverlap');
    expect(rows['plane-normal']).toBe(rows['on-normal']);
    // The same floor in Node, the mesh asked directly: the same triangle and feature.
    const { floorsOf, meshesOf, disposeMeshes, ghostFrame } = await import('../../web/src/scenes/ghost-collisions.js');
    const floors = floorsOf(ghost.params);
    const meshes = meshesOf(api, floors);
    const frame = ghostFrame(api, ghost.params, floors, meshes, 12);
    disposeMeshes(meshes);
    expect(rows['off-feature']).toBe(`${frame.sides.off.now.hit.feature} of triangle ${frame.sides.off.now.hit.triangle}`);
    expect(rows['on-feature']).toBe(`${frame.sides.on.now.hit.feature} of triangle ${frame.sides.on.now.hit.triangle}`);
    expect(errors).toEqual([]);
  });

  it('a flat floor (fold 0°) has no ghosts on either side', async () => {
    await openScene(page, 'ghost-collisions', 'fold=0&frame=20');
    const rows = await readout();
    expect(rows['off-ghosts-slide']).toBe('0 of 85 steps');
    expect(rows['on-ghosts-slide']).toBe('0 of 85 steps');
    expect(rows['off-normal']).toBe('(0.000, -1.000, 0.000)');
    expect(errors).toEqual([]);
  });
});
