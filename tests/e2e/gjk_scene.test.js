// The GJK/EPA scene (web/src/scenes/gjk-epa.js) in headless Chromium: it loads, Step forward walks through the
// core's GJK iterations and then EPA's, each drawn (the simplex's closest point, the polytope's nearest face) as
// sk.traceGjk, asked again here in Node, says, and the last frame's depth is sk.contact's for the same pose (a
// hand-computed 0.3 for two unturned boxes). Build first: npm run build:web.
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFSET, shapesOf, stepCount } from '../../web/src/scenes/gjk-epa.js';
import scene from '../../web/src/scenes/gjk-epa.js';
import { eventually, openScene, stepForwardOn, usePlayground } from './page.js';

const playground = usePlayground(undefined, { api: true });
let page, api, session;
beforeAll(() => ({ page, api, session } = playground));

const text = (key) => page.$eval(`#readout [data-testid="${key}"]`, (cell) => cell.textContent);
const stepForward = () => stepForwardOn(page);

/** What the page drew: the closest-point marker, the nearest face's corners and how many segments the simplex has. */
const drawn = () =>
  page.evaluate(() => {
    const { objects } = window.__sweepkit.state;
    const face = objects.face.geometry.getAttribute('position');
    return {
      closest: objects.closest.visible ? objects.closest.position.toArray() : null,
      simplexSegments: objects.simplex.visible ? objects.simplex.geometry.drawRange.count / 2 : 0,
      face: objects.face.visible ? [0, 1, 2].map((i) => [face.getX(i), face.getY(i), face.getZ(i)]) : null,
    };
  });

const near = (got, want, tolerance = 1e-5) => got.every((x, i) => Math.abs(x - want[i]) <= tolerance);

describe('gjk-epa', () => {
  it('steps through GJK, then EPA, drawing each step the core traced', async () => {
    await openScene(page, 'gjk-epa');
    expect(await text('phase')).toBe('B − A and the origin');
    expect((await drawn()).closest).toBeNull();

    // The same trace in Node: the default capsule against the box overlaps, so GJK ends on 'overlap' and EPA runs.
    const { a, b } = shapesOf(structuredClone(scene.params));
    const trace = api.traceGjk(a, b);
    const g = trace.gjk.steps.length;
    const e = trace.epa.steps.length;
    expect(trace.gjk.termination).toBe('overlap');
    expect(e).toBeGreaterThan(0);

    const seen = new Set();
    for (let k = 1; k <= g; k++) {
      await stepForward();
      await eventually(() => text('phase')).toBe(`GJK iteration ${k} of ${g}`);
      const { simplex, closest } = trace.gjk.steps[k - 1];
      const shown = await drawn();
      // The closest point drawn where the trace puts it (B − A is drawn with its origin at OFFSET).
      expect(near(shown.closest, [closest.x + OFFSET.x, closest.y + OFFSET.y, closest.z + OFFSET.z]), `step ${k}`).toBe(true);
      expect(shown.simplexSegments).toBe((simplex.length * (simplex.length - 1)) / 2);
      expect(await text('feature')).toBe(`simplex of ${simplex.length} point${simplex.length > 1 ? 's' : ''}`);
      seen.add(await text('closest'));
    }
    expect(seen.size).toBeGreaterThan(1); // the steps show different points
    for (let k = 1; k <= e; k++) {
      await stepForward();
      await eventually(() => text('phase')).toBe(`EPA iteration ${k} of ${e}`);
      const { triangles, closestFace, distance } = trace.epa.steps[k - 1];
      const shown = await drawn();
      const want = triangles[closestFace].map((p) => [p.x + OFFSET.x, p.y + OFFSET.y, p.z + OFFSET.z]);
      expect(shown.face.every((p, i) => near(p, want[i])), `EPA step ${k}`).toBe(true);
      expect(Number(await text('step-distance'))).toBeCloseTo(distance, 4);
    }
    // The last EPA face's distance is the cores' depth; with B's radius it is sk.contact's depth.
    const contact = api.contact(a, b);
    expect(trace.epa.steps.at(-1).distance + b.radius).toBeCloseTo(contact.depth, 5);
    expect(await text('depth')).toBe(contact.depth.toFixed(4));
    expect(await text('contact-depth')).toBe(contact.depth.toFixed(4));
    expect(stepCount(trace)).toBe(g + e);
    expect(session.errors).toEqual([]);
  });

  it('two unturned boxes overlapping by 0.3 on x: the last frame shows depth 0.3, sk.contact\'s', async () => {
    // A (half 1, 0.6, 0.5) at the origin, B (half 0.8, 0.5, 0.6) at (1.5, 0.2, 0): the extents overlap by
    // 1 + 0.8 − 1.5 = 0.3 on x, 0.9 on y, 1.1 on z: depth 0.3 along +x (sk.contact answers by SAT, the scene by EPA).
    const query = 'pair=obb&angleA=0&angleB=0&b=1.5,0.2,0&halfA=1,0.6,0.5&halfB=0.8,0.5,0.6';
    await openScene(page, 'gjk-epa', `${query}&frame=60`);
    expect(await text('phase')).toMatch(/^EPA iteration (\d+) of \1$/); // past the last step: the last one
    expect(await text('depth')).toBe('0.3000');
    expect(await text('step-distance')).toBe('0.3000');
    expect(await text('contact-depth')).toBe('0.3000');
    expect(await text('contact-normal')).toBe('(1.000, 0.000, 0.000)');
    // Apart (B moved to x = 2.5): GJK alone, distance 2.5 − 1.8 = 0.7, no depth.
    await openScene(page, 'gjk-epa', 'pair=obb&angleA=0&angleB=0&b=2.5,0.2,0&halfA=1,0.6,0.5&halfB=0.8,0.5,0.6&frame=60');
    expect(await text('phase')).toMatch(/^GJK iteration (\d+) of \1$/);
    expect(await text('overlapping')).toBe('false');
    expect(await text('distance')).toBe('0.7000');
    expect(await text('step-distance')).toBe('0.7000'); // |v| of the last simplex
    expect(await text('depth')).toBe('—');
    expect(session.errors).toEqual([]);
  });
});
