// The "sat-boxes" scene (web/src/scenes/sat-boxes.js) in headless Chromium: it loads, Step forward walks the 15
// axes of the separating axis test, each showing the separation and intervals the JS API's traceSat gives (asked
// again here in Node, its own WebAssembly instance), the depth shown is sk.contact's for the pose, and the
// manifold points drawn are as many as traceSat's, where its points are. Build first: npm run build:web.
import { beforeAll, describe, expect, it } from 'vitest';
import sat, { axisName, boxesOf } from '../../web/src/scenes/sat-boxes.js';
import { eventually, openScene, readoutOf, settle, stepForwardOn, usePlayground } from './page.js';

const playground = usePlayground(undefined, { api: true });
let page, errors, api;
beforeAll(() => ({ page, errors, api } = playground));

const readout = () => readoutOf(page);
const stepForward = () => stepForwardOn(page);

/** A number as the readout shows it, to `digits` decimals (no "-0.000"). */
const shown = (x, digits) => (Number(x.toFixed(digits)) === 0 ? (0).toFixed(digits) : x.toFixed(digits));

describe('scene sat-boxes', () => {
  it('loads, walks the 15 axes with the values of traceSat, and shows the depth of sk.contact', async () => {
    errors.length = 0;
    await openScene(page, 'sat-boxes');
    const { obbA, obbB } = boxesOf(structuredClone(sat.params), 0);
    const trace = api.traceSat(obbA, obbB);
    const contact = api.contact(obbA, obbB);
    expect(trace.hit, 'the default pose overlaps, so a manifold is drawn').toBe(true);

    let rows = await readout();
    expect(rows.depth).toBe(shown(contact.depth, 4));
    expect(rows.hit).toBe('true');
    expect(rows.best).toBe(String(trace.best));
    expect(rows['best-axis']).toBe(axisName(trace.axes[trace.best]));
    expect(rows.points).toBe(String(trace.points.length));
    for (let k = 0; k < 15; k++) {
      if (k > 0) {
        await stepForward();
        await eventually(async () => (await readout()).frame).toBe(String(k));
        rows = await readout();
      }
      const axis = trace.axes[k];
      expect(rows.axis).toBe(`${k}: ${axisName(axis)}`);
      if (axis.skipped) {
        expect(rows['axis-separation']).toBe('skipped (parallel edges)');
        continue;
      }
      expect(rows['axis-separation']).toBe(shown(axis.separation, 3));
      expect(rows['axis-interval-a']).toBe(`[${shown(axis.intervalA[0], 3)}, ${shown(axis.intervalA[1], 3)}]`);
      expect(rows['axis-interval-b']).toBe(`[${shown(axis.intervalB[0], 3)}, ${shown(axis.intervalB[1], 3)}]`);
      // The list (three axes a row) marks the selected axis and the best; the depth stays the contact's.
      const item = rows[`axes-${Math.floor(k / 3)}`].split(', ')[k % 3];
      expect(item).toBe(`▶${shown(axis.separation, 3)}${k === trace.best ? '★' : ''}`);
      expect(rows.depth).toBe(shown(contact.depth, 4));
    }
    // The winning axis's overlap is the depth: -separation = sk.contact's depth.
    expect(-trace.axes[trace.best].separation).toBeCloseTo(contact.depth, 6);
    expect(errors).toEqual([]);
  });

  it('draws as many manifold points as traceSat gives, where it puts them, and the faces clipped', async () => {
    await openScene(page, 'sat-boxes');
    await settle(page);
    const { obbA, obbB } = boxesOf(structuredClone(sat.params), 0);
    const trace = api.traceSat(obbA, obbB);
    const drawn = await page.evaluate(() => {
      const { objects } = window.__sweepkit.state;
      const points = [0, 1, 2, 3].map((i) => objects[`point${i}`]).filter((p) => p.visible);
      return {
        points: points.map((p) => ({ x: p.position.x, y: p.position.y, z: p.position.z })),
        reference: objects.reference.visible,
        incident: objects.incident.visible,
      };
    });
    expect(drawn.points).toHaveLength(trace.points.length);
    drawn.points.forEach((p, i) => {
      expect(p.x).toBeCloseTo(trace.points[i].pointB.x, 5);
      expect(p.y).toBeCloseTo(trace.points[i].pointB.y, 5);
      expect(p.z).toBeCloseTo(trace.points[i].pointB.z, 5);
    });
    expect(drawn.reference).toBe(trace.referenceFace !== null);
    expect(drawn.incident).toBe(trace.incidentFace !== null);
    expect(errors).toEqual([]);
  });

  it('a separated pose: no points drawn, and the first separating axis is marked', async () => {
    await openScene(page, 'sat-boxes', 'b=4,0,0');
    const params = { ...structuredClone(sat.params), b: [4, 0, 0] };
    const { obbA, obbB } = boxesOf(params, 0);
    const trace = api.traceSat(obbA, obbB);
    expect(trace.hit).toBe(false);
    const rows = await readout();
    expect(rows.hit).toBe('false');
    expect(rows.points).toBe('0');
    expect(rows.best).toBe(String(trace.best));
    expect(rows['best-axis']).toBe(axisName(trace.axes[trace.best]));
    const visible = await page.evaluate(() => [0, 1, 2, 3].filter((i) => window.__sweepkit.state.objects[`point${i}`].visible).length);
    expect(visible).toBe(0);
    expect(errors).toEqual([]);
  });
});
