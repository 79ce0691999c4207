// The playground read as a tutorial (issue 27), in headless Chromium on the built site: the t slider means
// something wherever it can be moved; scenes frame what they are about (the gauntlet's character, the formulas, the
// ghost scene's labels, scene 2's words, scene 5's colours); chapters and a reading order with previous and
// next links; keys for every scene; a camera reset; plot text that reads on a phone. Build first: npm run build:web.
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAPTERS, readingOrder } from '../../web/src/chapters.js';
import { scenes, specs } from '../../web/src/scenes/index.js';
import { COLORS } from '../../web/src/scenes/shared.js';
import { eventually, openScene, readoutOf, settle, usePlayground } from './page.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const playground = usePlayground(DESKTOP);
let session, page;
beforeAll(() => ({ session, page } = playground));

const sceneNow = () => page.evaluate(() => window.__sweepkit.scene);
const slider = () => page.getByRole('slider', { name: 't', exact: true });

/** A fingerprint of the 3D view's pixels (FNV-1a over every byte of the drawing buffer, kept by preserveDrawingBuffer). */
const canvasPrint = () =>
  page.evaluate(() => {
    const source = document.querySelector('#view');
    const copy = document.createElement('canvas');
    [copy.width, copy.height] = [source.width, source.height];
    const context = copy.getContext('2d', { willReadFrequently: true });
    context.drawImage(source, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let hash = 0x811c9dc5;
    for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ data[i], 0x01000193) >>> 0;
    return hash;
  });

/** The readout without the slider's own row and without measurements. */
const frameReadout = async () => {
  const { 'slider-t': _, ...rest } = await readoutOf(page, '#readout [data-testid]:not([data-volatile])');
  return rest;
};

/** The view (pixels) and the readout of the state shown now. */
const seen = async () => {
  await settle(page);
  return { canvas: await canvasPrint(), readout: await frameReadout() };
};

/** The query of a scene's screenshot state, without its t (so that tests set t themselves). */
const shotWithoutT = (id) => (specs.get(id)?.shot ?? '').split('&').filter((part) => part && !part.startsWith('t=')).join('&');

describe('the t slider', () => {
  it('changes the view or the readout wherever it can be moved; where it is disabled, t changes nothing', async () => {
    const shown = [];
    for (const scene of scenes) {
      const query = shotWithoutT(scene.id);
      await openScene(page, scene.id, query);
      const enabled = await slider().isEnabled();
      expect(enabled, `${scene.id}: the slider can be moved unless the scene says time: false`).toBe(scene.time !== false);
      if (enabled) {
        shown.push(scene.id);
        await slider().fill('0');
        const before = await seen();
        await slider().fill('0.6');
        await eventually(() => page.evaluate(() => window.__sweepkit.t)).toBeCloseTo(0.6, 6);
        const after = await seen();
        const changed = after.canvas !== before.canvas || JSON.stringify(after.readout) !== JSON.stringify(before.readout);
        expect(changed, `${scene.id}: moving the slider from 0 to 0.6 changes neither the view nor the readout`).toBe(true);
      } else {
        // Disabled rightly: the same frame at t = 0 and at t = 0.6 (from a link) looks and reads the same.
        const before = await seen();
        await openScene(page, scene.id, [query, 't=0.6'].filter(Boolean).join('&'));
        expect(await page.evaluate(() => window.__sweepkit.t)).toBeCloseTo(0.6, 6);
        expect(await seen(), `${scene.id}: t changes the frame, but the slider is disabled`).toEqual(before);
      }
    }
    expect(shown.length).toBeGreaterThanOrEqual(11);
    expect(session.errors).toEqual([]);
  });
});

describe('framing', () => {
  it('scene 17 keeps the character well inside the view, on a desktop and a phone, as it walks', async () => {
    try {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        for (const query of ['frame=0', 'frame=90', 'path=stairs-down&frame=100', 'path=corner&frame=150']) {
          await openScene(page, 'gauntlet-character', query);
          const at = await page.evaluate(() => {
            const { state, project } = window.__sweepkit;
            const p = state.frame.result.position;
            const onPage = project({ x: p.x + state.root.position.x, y: p.y + state.root.position.y, z: p.z + state.root.position.z });
            const box = document.querySelector('#view').getBoundingClientRect();
            return { x: (onPage.x - box.left) / box.width, y: (onPage.y - box.top) / box.height };
          });
          const where = `${viewport.width} px, ${query}`;
          expect(at.x, where).toBeGreaterThan(0.25);
          expect(at.x, where).toBeLessThan(0.75);
          expect(at.y, where).toBeGreaterThan(0.2);
          expect(at.y, where).toBeLessThan(0.8);
        }
      }
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it('shows every formula of every explanation whole (none wider than its box), on a desktop and a phone', async () => {
    try {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        for (const scene of scenes) {
          await openScene(page, scene.id, '', { draw: false });
          const clipped = await page.$$eval('#intro .katex-display', (displays) =>
            displays.filter((d) => d.scrollWidth > d.clientWidth + 1).map((d) => `${d.scrollWidth} > ${d.clientWidth}`));
          expect(clipped, `${scene.id} at ${viewport.width} px`).toEqual([]);
        }
      }
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it('scene 14: the two floors’ labels do not overlap, on a desktop and a phone', async () => {
    try {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await openScene(page, 'ghost-collisions');
        const boxes = await page.evaluate(() =>
          Object.values(window.__sweepkit.state.labels).map((label) => label.element.getBoundingClientRect().toJSON()));
        expect(boxes).toHaveLength(2);
        const [a, b] = boxes;
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, `${viewport.width} px: ${JSON.stringify(boxes)}`).toBe(false);
        const view = await page.$eval('#view', (canvas) => canvas.getBoundingClientRect().toJSON());
        for (const box of boxes) expect(box.left >= view.left && box.right <= view.right).toBe(true);
      }
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });
});

describe('words and colours', () => {
  it('scene 2: the parabola’s lowest point is Δ/4a below the axis (f = −Δ/4a), as its plot draws it', async () => {
    const intro = scenes.find((scene) => scene.id === 'sphere-sphere').intro;
    expect(intro).toMatch(/lowest point is \$\\Delta\/4a\$ below the axis/);
    expect(intro).not.toMatch(/-\\Delta\/4a\$ below/);
    // The plot's drop from the axis to the lowest point, in plot units, is Δ/4a from the readout's a and Δ.
    await openScene(page, 'sphere-sphere', 'frame=2');
    const { a, disc, lowest } = await page.evaluate(() => {
      const { quad } = window.__sweepkit.state.frame;
      const vertex = -quad.b / (2 * quad.a);
      return { a: quad.a, disc: quad.disc, lowest: quad.a * vertex * vertex + quad.b * vertex + quad.c };
    });
    expect(disc).toBeGreaterThan(0);
    expect(-lowest).toBeCloseTo(disc / (4 * a), 6);
  });

  it('scene 5: a shot the sweep stopped is drawn in the legend’s colour of the first contact, not a blend', async () => {
    await openScene(page, 'tunnelling', 'frame=52&t=0.9');
    const shots = await page.evaluate(() =>
      window.__sweepkit.state.lanes.map((lane) => ({
        test: lane.test,
        colour: `#${lane.objects.shot.material.color.getHexString()}`,
        stopped: lane.objects.impact.visible,
        at: window.__sweepkit.project(lane.objects.shot.position),
      })));
    const legend = scenes.find((scene) => scene.id === 'tunnelling').legend.map(({ color }) => color.toLowerCase());
    const stopped = shots.filter((shot) => shot.test === 'sweep' && shot.stopped);
    expect(stopped.length).toBeGreaterThan(0);
    for (const shot of shots) expect(legend).toContain(shot.colour);
    for (const shot of stopped) {
      expect(shot.colour).toBe(COLORS.impact);
      // On screen: the pixel at the shot's centre is red (the hue of COLORS.impact, 350°), not mauve (~290°).
      const hue = await page.evaluate(({ x, y }) => {
        const canvas = document.querySelector('#view');
        const box = canvas.getBoundingClientRect();
        const copy = document.createElement('canvas');
        [copy.width, copy.height] = [1, 1];
        const g = copy.getContext('2d', { willReadFrequently: true });
        const [sx, sy] = [(x - box.left) * (canvas.width / box.width), (y - box.top) * (canvas.height / box.height)];
        g.drawImage(canvas, sx, sy, 1, 1, 0, 0, 1, 1);
        const [r, gr, b] = g.getImageData(0, 0, 1, 1).data;
        const [max, min] = [Math.max(r, gr, b), Math.min(r, gr, b)];
        if (max === min) return NaN;
        const h = max === r ? (gr - b) / (max - min) : max === gr ? 2 + (b - r) / (max - min) : 4 + (r - gr) / (max - min);
        return ((h * 60) + 360) % 360;
      }, shot.at);
      const fromRed = Math.min(Math.abs(hue - 350), 360 - Math.abs(hue - 350));
      expect(fromRed, `hue ${hue}`).toBeLessThan(25);
    }
  });
});

describe('chapters and reading order', () => {
  it('puts every scene in one chapter, the chapters in the issue’s order', () => {
    expect(CHAPTERS.map((c) => c.title)).toEqual(['first contact', 'sweeps', 'broadphase', 'convex', 'meshes', 'characters']);
    const order = readingOrder(scenes);
    expect(order.map(({ scene }) => scene.id).sort()).toEqual(scenes.map((s) => s.id).sort());
  });

  it('shows the chapters in the menu, and walks the reading order by the next links, then back by P', async () => {
    const order = readingOrder(scenes).map(({ scene }) => scene.id);
    const menu = await page.$$eval('#scene-nav > *', (items) =>
      items.map((item) => (item.tagName === 'A' ? item.hash.slice(1) : `[${item.textContent}]`)));
    expect(menu.filter((item) => !item.startsWith('['))).toEqual(order);
    expect(menu.filter((item) => item.startsWith('['))).toEqual(CHAPTERS.map((c) => `[${c.title}]`));

    await openScene(page, order[0], '', { draw: false });
    expect(await page.locator('#pager a[rel="prev"]').count()).toBe(0);
    for (let i = 1; i < order.length; i++) {
      const next = page.locator('#pager a[rel="next"]');
      expect(await next.getAttribute('href')).toBe(`#${order[i]}`);
      await next.click();
      await eventually(sceneNow).toBe(order[i]);
      expect(await page.locator('#pager a[rel="prev"]').getAttribute('href')).toBe(`#${order[i - 1]}`);
    }
    expect(await page.locator('#pager a[rel="next"]').count()).toBe(0);
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('p');
    await eventually(sceneNow).toBe(order.at(-2));
    await page.keyboard.press('n');
    await eventually(sceneNow).toBe(order.at(-1));
    expect(session.errors).toEqual([]);
  });
});

describe('keys', () => {
  it('picks every scene by its number: 1–9, and 1 0 to 1 8 typed in a row', async () => {
    await openScene(page, 'sphere-plane', '', { draw: false });
    await page.evaluate(() => document.activeElement?.blur());
    for (const n of [10, 17, 18, 12, 9, 3, 16]) {
      await page.keyboard.type(String(n));
      await eventually(sceneNow).toBe(scenes[n - 1].id);
      expect(await page.locator('#scene-nav a[aria-current="page"] .nav-number').textContent()).toBe(String(n));
      await page.waitForTimeout(900); // past the two-digit window, so the next number starts afresh
    }
    for (const [i, scene] of scenes.entries()) {
      expect(await page.locator(`#scene-nav a[href="#${scene.id}"]`).getAttribute('aria-keyshortcuts')).toBe(String(i + 1));
    }
    expect(session.errors).toEqual([]);
  });

  it('puts the camera back with the button and with C, after an orbit', async () => {
    await openScene(page, 'sphere-sphere');
    const camera = () => page.evaluate(() => window.__sweepkit.camera.position.toArray());
    const home = await camera();
    const orbit = async () => {
      const box = await page.$eval('#view', (canvas) => canvas.getBoundingClientRect().toJSON());
      await page.mouse.move(box.left + box.width * 0.15, box.top + box.height * 0.85);
      await page.mouse.down();
      await page.mouse.move(box.left + box.width * 0.4, box.top + box.height * 0.7, { steps: 8 });
      await page.mouse.up();
      const moved = await camera();
      expect(Math.hypot(...moved.map((x, i) => x - home[i]))).toBeGreaterThan(0.5);
    };
    await orbit();
    await page.getByRole('button', { name: 'Reset camera', exact: true }).click();
    (await camera()).forEach((x, i) => expect(x).toBeCloseTo(home[i], 6));
    await orbit();
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('c');
    (await camera()).forEach((x, i) => expect(x).toBeCloseTo(home[i], 6));
    expect(session.errors).toEqual([]);
  });
});

describe('plots on a phone', () => {
  it('draw their text at 10 CSS px or more, however small the plot is shown', async () => {
    try {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        for (const id of ['sphere-sphere', 'pairs']) {
          await openScene(page, id, '', { draw: false });
          await settle(page);
          const { fontPx, scale } = await page.evaluate(() => window.__sweepkit.state.plot.layout);
          expect(fontPx * scale, `${id} at ${viewport.width} px`).toBeGreaterThanOrEqual(10 - 1e-9);
          if (viewport === PHONE) expect(scale).toBeLessThan(1); // shown smaller there: the text was made up for
        }
      }
    } finally {
      await page.setViewportSize(DESKTOP);
    }
    expect(session.errors).toEqual([]);
  });
});
