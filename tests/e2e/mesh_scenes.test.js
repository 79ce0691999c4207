// The triangle-mesh scenes of the playground in headless Chromium (web/dist, built first: npm run build:web):
// ghost-collisions, mesh-sweep and bvh-at-work (web/src/scenes/), their
// readouts checked against hand-computed cases and against the JS API asked again here in Node (its own
// WebAssembly instance and meshes). tests/e2e/scenes.test.js runs the checks every scene gets (loads, Step
// forward, replayed calls, screenshots).
import { beforeAll, describe, expect, it } from 'vitest';
import ghost, { frameCount } from '../../web/src/scenes/ghost-collisions.js';
import sweep from '../../web/src/scenes/mesh-sweep.js';
import bvh, { bunnyArrays, deepestLevel, entryCheck, queryOf, traceOf } from '../../web/src/scenes/bvh-at-work.js';
import { eventually, openScene, readoutOf, usePlayground } from './page.js';

const playground = usePlayground(undefined, { api: true });
let page, errors, api;
beforeAll(() => ({ page, errors, api } = playground));

const readout = () => readoutOf(page);

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
    // The exact sweep now reaches the face before the flat edge here even with the edges active (issue 24): the
    // face's normal on both sides; the ghosts of the unfixed mesh remain over the whole slide.
    const cos = Math.cos((2 * Math.PI) / 180).toFixed(3);
    const sin = Math.sin((2 * Math.PI) / 180).toFixed(3);
    expect(rows['off-feature']).toMatch(/^face of triangle \d+$/);
    expect(rows['off-normal']).toBe(`(0.000, -${cos}, -${sin})`);
    expect(Number.parseInt(rows['off-ghosts-slide'], 10)).toBeGreaterThan(0);
    expect(rows['on-normal']).toBe(`(0.000, -${cos}, -${sin})`);
    expect(rows['on-angle']).toBe('0.000°');
    expect(rows['on-ghosts']).toBe('0 of 13 steps');
    // The right side's face plane alone (sweepSpherePlane): the ball starts 0.1 mm into it, so it stays at its
    // start, (0.5 + 2.37, tan 2° + 0.5 − 0.0001, −3); the same normal as the right side's.
    expect(rows['plane-position']).toBe('(2.870, 0.535, -3.000)');
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

describe('scene mesh-sweep', () => {
  /** The drawn objects of the scene that mark the feature: the edge's ends, the vertex, which are visible. */
  const marks = () => page.evaluate(() => {
    const { objects: o } = window.__sweepkit.state;
    const position = o.edge.geometry.getAttribute('position');
    const at = (i) => [position.getX(i), position.getY(i), position.getZ(i)];
    return { edge: o.edge.visible, ends: [at(0), at(1)], vertex: o.vertex.visible, at: o.vertex.position.toArray() };
  });

  it('a sphere dropped onto the flat landing: t, point and normal by hand, feature face', async () => {
    // Radius 0.3 from (8.6, 4, 1.5) by (0, −3, 0) onto the landing's top (y = 2): it touches when the centre is at
    // y = 2.3, t = (4 − 2.3) / 3 = 0.56667, at (8.6, 2, 1.5), normal (0, −1, 0); the plane of the face alone agrees.
    errors.length = 0;
    await openScene(page, 'mesh-sweep', 'frame=0');
    const rows = await readout();
    expect(rows.status).toBe('hit');
    expect(rows.t).toBe('0.5667');
    expect(rows.point).toBe('(8.600, 2.000, 1.500)');
    expect(rows.normal).toBe('(0.000, -1.000, 0.000)');
    expect(rows.position).toBe('(8.600, 2.300, 1.500)');
    expect(rows.feature).toBe('face');
    expect(rows['plane-t']).toBe('0.5667');
    const drawn = await marks();
    expect([drawn.edge, drawn.vertex]).toEqual([false, false]);
    expect(errors).toEqual([]);
  });

  it('into a stair\'s nosing: the edge, t and normal by hand; the face\'s plane alone says too early', async () => {
    // Radius 0.3 at height 0.65 moving +x by 2 from x = 3 meets the nosing of stair 2 (the line x = 4.4, y = 0.5)
    // 0.15 below the centre: dx = √(0.3² − 0.15²) = 0.25981, centre x = 4.14019, t = 1.14019 / 2 = 0.57010,
    // normal (0.25981, −0.15, 0) / 0.3 = (0.866, −0.5, 0). The riser's plane x = 4.4 alone is met at x = 4.1:
    // t = 0.55, where the riser's triangle is not (its top edge is 0.15 below the centre).
    await openScene(page, 'mesh-sweep', 'frame=1&t=0.45');
    let rows = await readout();
    expect(rows.t).toBe('0.5701');
    expect(rows.normal).toBe('(0.866, -0.500, 0.000)');
    expect(rows.point).toBe('(4.400, 0.500, 4.000)');
    expect(rows.feature).toMatch(/^edge(AB|BC|CA)$/);
    expect(rows['plane-t']).toBe('0.5500');
    const drawn = await marks();
    expect(drawn.edge).toBe(true);
    for (const [x, y] of drawn.ends) {
      expect(x).toBeCloseTo(4.4, 5); // both ends on the nosing line
      expect(y).toBeCloseTo(0.5, 5);
    }
    // The slider walks the shot: at t = 0.45 the centre is at x = 3 + 0.9; past t* it stays at the impact.
    expect(rows.now).toBe('(3.900, 0.650, 4.000)');
    await openScene(page, 'mesh-sweep', 'frame=1&t=0.9');
    rows = await readout();
    expect(rows.now).toBe(rows.position);
    expect(rows.now).toBe('(4.140, 0.650, 4.000)');
    expect(errors).toEqual([]);
  });

  it('into a stair\'s corner: the vertex, t and normal by hand', async () => {
    // As the nosing shot, 0.1 past the stairs' side (z = 5.6): the corner (4.4, 0.5, 5.5) is 0.15 below and 0.1
    // aside: dx = √(0.09 − 0.0225 − 0.01) = 0.23979, t = (4.4 − 0.23979 − 3) / 2 = 0.58010,
    // normal (0.23979, −0.15, −0.1) / 0.3 = (0.799, −0.500, −0.333).
    await openScene(page, 'mesh-sweep', 'frame=2');
    const rows = await readout();
    expect(rows.t).toBe('0.5801');
    expect(rows.normal).toBe('(0.799, -0.500, -0.333)');
    expect(rows.point).toBe('(4.400, 0.500, 5.500)');
    expect(rows.feature).toMatch(/^vertex[ABC]$/);
    const drawn = await marks();
    expect(drawn.vertex).toBe(true);
    drawn.at.forEach((x, i) => expect(x).toBeCloseTo([4.4, 0.5, 5.5][i], 5));
    expect(errors).toEqual([]);
  });

  it('a capsule lying along z dropped onto the landing: never after the exact t, within the tolerance', async () => {
    // The capsule's lowest line is r = 0.3 below its axis, so it touches the landing where the sphere does:
    // t = 0.56667; conservative advancement may stop up to 1e-4 of its size before.
    await openScene(page, 'mesh-sweep', 'shape=capsule&frame=0');
    const rows = await readout();
    expect(rows.status).toBe('hit');
    const t = Number(rows.t);
    expect(t).toBeLessThanOrEqual(0.56667 + 5e-5); // the readout's 4 digits round the exact 0.566667 up
    expect(t).toBeGreaterThan(0.5662);
    expect(rows.normal).toBe('(0.000, -1.000, 0.000)');
    // And the page's answer is the JS API's in Node for the same level.
    const { levelTriangles, shotOf } = await import('../../web/src/scenes/mesh-sweep.js');
    const arrays = levelTriangles();
    const mesh = api.createTriangleMesh(arrays.positions, arrays.indices);
    const { shape, motion } = shotOf({ ...sweep.params, shape: 'capsule' }, 0);
    const hit = mesh.sweep(shape, motion);
    mesh.dispose();
    expect(rows.t).toBe(hit.t.toFixed(4));
    expect(rows.triangle).toBe(String(hit.triangle));
    expect(rows.feature).toBe(hit.feature);
    expect(errors).toEqual([]);
  });
});

describe('scene bvh-at-work', () => {
  /** Box outlines drawn: this level's and the earlier levels' (24 line vertices a box). */
  const drawnBoxes = () => page.evaluate(() => {
    const { objects } = window.__sweepkit.state;
    return { level: objects.level.geometry.drawRange.count / 24, earlier: objects.earlier.geometry.drawRange.count / 24 };
  });

  for (const query of ['ray', 'sphere']) {
    it(`a ${query} cast: level by level the nodes of the trace, all of them at the end, and mesh's own hit t`, async () => {
      errors.length = 0;
      const params = { ...structuredClone(bvh.params), query };
      const arrays = bunnyArrays();
      const mesh = api.createTriangleMesh(arrays.positions, arrays.indices);
      const q = queryOf(params);
      const { trace, answer } = traceOf(api, mesh, q);
      mesh.dispose();
      expect(answer.hit).toBe(true);
      const deepest = deepestLevel(trace);
      expect(deepest).toBeGreaterThan(3);
      // Every node's entry time is a lower bound of the ray's or the sphere's first touch of its box (the pruning
      // rule's premise), and is the pair queries' entry (entryCheck) up to the walk's rounding margin.
      for (const s of trace.steps) {
        const touch = query === 'ray' ? api.raycastAabb(q.ray, s.box, Infinity)
          : api.sweepSphereAabb(q.sphere, q.motion, s.box, { x: 0, y: 0, z: 0 });
        if (touch.hit) expect(s.tEnter).toBeLessThanOrEqual(touch.t + 1e-5);
        expect(s.tEnter).toBeCloseTo(entryCheck(api, q, s.box).t, 3);
      }

      let sum = 0;
      await openScene(page, 'bvh-at-work', `query=${query}`, { draw: false });
      for (let k = 0; k < deepest; k++) {
        if (k > 0) {
          await page.getByRole('button', { name: 'Step forward', exact: true }).click();
          await eventually(async () => (await readout()).frame).toBe(String(k));
        }
        const rows = await readout();
        const atLevel = trace.steps.filter((s) => s.depth === k + 1).length;
        expect(rows['at-level'], `level ${k + 1}`).toBe(String(atLevel));
        sum += atLevel;
        expect(rows['entered-so-far']).toBe(String(sum));
        const boxes = await drawnBoxes();
        expect(boxes).toEqual({ level: atLevel, earlier: sum - atLevel });
      }
      // At the deepest level every node of the trace is drawn and counted; past it the frame holds.
      await openScene(page, 'bvh-at-work', `query=${query}&frame=${deepest + 3}`);
      const rows = await readout();
      expect(sum).toBe(trace.steps.length);
      expect(rows['entered-so-far']).toBe(String(trace.steps.length));
      expect(rows.visited).toBe(`${trace.steps.length} of ${trace.nodeCount}`);
      expect(rows['tested-so-far']).toBe(String(trace.steps.reduce((n, s) => n + s.tested, 0)));
      const boxes = await drawnBoxes();
      expect(boxes.level + boxes.earlier).toBe(trace.steps.length);
      // The traced walk's hit is mesh.raycast's / mesh.sweep's, in the page and in Node.
      expect(rows.t).toBe(answer.t.toFixed(4));
      expect(rows['trace-t']).toBe(rows.t);
      expect(trace.t).toBe(answer.t);
      expect(rows.triangle).toBe(String(answer.triangle));
      expect(errors).toEqual([]);
    });
  }

  it('the root is entered where the ray meets the bunny\'s bounding box, by hand from its vertices', async () => {
    // The slab test on the vertices' extent: t_enter = the largest of the per-axis entry times.
    const { positions } = bunnyArrays();
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < positions.length; i++) {
      min[i % 3] = Math.min(min[i % 3], positions[i]);
      max[i % 3] = Math.max(max[i % 3], positions[i]);
    }
    const origin = bvh.params.from;
    const direction = bvh.params.to.map((x, i) => x - origin[i]);
    const enter = Math.max(...[0, 1, 2].map((i) => Math.min((min[i] - origin[i]) / direction[i], (max[i] - origin[i]) / direction[i])));
    await openScene(page, 'bvh-at-work', 'frame=0');
    const rows = await readout();
    expect(rows['first-node']).toBe(`node 0, t_enter ${enter.toFixed(4)}`);
    expect(rows['entry-t']).toBe(enter.toFixed(4)); // raycastAabb on the root's box alone
    expect(errors).toEqual([]);
  });
});
