// sweepkit/three's WorldHelper in the playground (the pair-finding scene's `debug` drawing) in headless Chromium:
// one LineSegments over the world, refilled in the same arrays frame after frame, its segment count what its
// categories add up to for the bodies and the events of the step shown (spheres 3 circles of 16, each moving
// sphere's swept capsule 4·16 + 4, a contact 6), a sphere's outline at its radius from the centre the world holds.
// Build first: npm run build:web.
import { beforeAll, describe, expect, it } from 'vitest';
import { openScene, stepForwardOn, usePlayground } from './page.js';

const playground = usePlayground();
let page;
beforeAll(() => ({ page } = playground));
const stepForward = () => stepForwardOn(page);

/** The helper as the page holds it: its segments, the step's events, sphere 0's outline against its centre. */
const drawn = () =>
  page.evaluate(() => {
    const { objects, sim, frame } = window.__sweepkit.state;
    const helper = sim.helper;
    const array = helper.geometry.getAttribute('position').array;
    window.__helperArrays = window.__helperArrays ?? new Set();
    window.__helperArrays.add(array);
    const { center, radius } = sim.end.shapes[0];
    let worst = 0;
    for (let i = 0; i < 48 * 6; i += 3) {
      const d = Math.hypot(array[i] - center.x, array[i + 1] - center.y, array[i + 2] - center.z);
      worst = Math.max(worst, Math.abs(d - radius));
    }
    return {
      children: objects.debug.children.length,
      isLineSegments: helper.isLineSegments,
      segments: helper.segmentCount,
      drawCount: helper.geometry.drawRange.count,
      spheres: sim.objects.filter((o) => !o.box).length,
      boxes: sim.objects.filter((o) => o.box).length,
      contacts: frame.world.begin + frame.world.stay,
      arrays: window.__helperArrays.size,
      worst,
    };
  });

describe('WorldHelper in the playground', () => {
  it('draws the pair scene\'s world as one LineSegments refilled in place, every category counted', async () => {
    // 40 spheres only (boxes share 0): every sphere moves every frame.
    await openScene(page, 'pairs', 'count=40&boxes=0&debug=true');
    let contacts = 0;
    for (let frame = 0; frame < 3; frame++) {
      await stepForward();
      const d = await drawn();
      expect(d.children).toBe(1);
      expect(d.isLineSegments).toBe(true);
      expect(d.boxes).toBe(0);
      expect(d.segments).toBe(d.spheres * (48 + 68) + 6 * d.contacts);
      expect(d.drawCount).toBe(2 * d.segments);
      expect(d.worst).toBeLessThan(1e-4);
      contacts += d.contacts;
    }
    expect(contacts).toBeGreaterThan(0); // the contact category was counted, not only the shapes
    // The same array through the frames (it grows only when a frame needs more than it holds: here it never does).
    expect((await drawn()).arrays).toBe(1);
  });
});
