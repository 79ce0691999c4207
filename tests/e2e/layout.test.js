// The playground's layout in headless Chromium, for every scene of the registry, on a desktop (1280×800) and
// a phone (390×844): the live values stay in view beside the 3D view while it plays; every scene can be
// reached in the phone's menu, which shows that it scrolls; the parameters panel fills its column; each
// legend colour is the colour the named objects are drawn in; labels do not cover what they name.
import { beforeAll, describe, expect, it } from 'vitest';
import { readingOrder } from '../../web/src/chapters.js';
import { scenes } from '../../web/src/scenes/index.js';
import { openScene, playFor, usePlayground } from './page.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const playground = usePlayground(DESKTOP);
let session, page;
beforeAll(() => ({ session, page } = playground));

/** The readout's box, the viewport, and whether every row shows (nothing scrolled out of the box). */
const readoutLayout = () =>
  page.evaluate(() => {
    const readout = document.querySelector('#readout');
    const rows = [...readout.querySelectorAll('.row')];
    const box = readout.getBoundingClientRect();
    return {
      box: box.toJSON(),
      viewport: { width: window.innerWidth, height: window.innerHeight },
      rows: rows.length,
      hiddenRows: rows.filter((row) => {
        const r = row.getBoundingClientRect();
        return r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5;
      }).map((row) => row.querySelector('dt').textContent),
      canvas: document.querySelector('#view').getBoundingClientRect().toJSON(),
      playing: window.__sweepkit.playing,
      frame: window.__sweepkit.frame,
    };
  });

function expectInView(layout, where) {
  const { box, viewport } = layout;
  expect(layout.rows, where).toBeGreaterThan(3);
  expect(box.top, `${where}: readout top`).toBeGreaterThanOrEqual(0);
  expect(box.left, `${where}: readout left`).toBeGreaterThanOrEqual(0);
  expect(box.bottom, `${where}: readout bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.right, `${where}: readout right`).toBeLessThanOrEqual(viewport.width);
  expect(layout.hiddenRows, `${where}: rows scrolled out of the readout`).toEqual([]);
  // Beside the 3D view: the canvas is on the same screen, at a useful size.
  expect(layout.canvas.bottom, where).toBeLessThanOrEqual(viewport.height);
  expect(layout.canvas.height, where).toBeGreaterThan(250);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('the live values on a %s', (name, viewport) => {
  it('are in view with the 3D view, every row of them, for every scene, before and while it plays', async () => {
    await page.setViewportSize(viewport);
    try {
      for (const scene of scenes) {
        await openScene(page, scene.id, '', { draw: false });
        await page.evaluate(() => window.scrollTo(0, 0));
        expectInView(await readoutLayout(), `${scene.id}, ${name}, paused`);
        await playFor(page, 0.5, {
          draw: false,
          whilePlaying: async () => {
            const layout = await readoutLayout();
            expect(layout.playing).toBe(true);
            expect(layout.frame).toBeGreaterThan(0);
            expectInView(layout, `${scene.id}, ${name}, playing`);
          },
        });
      }
    } finally {
      await page.setViewportSize(DESKTOP);
    }
    expect(session.errors).toEqual([]);
  });
});

describe('the scene menu on a phone', () => {
  it('shows that it scrolls, and every scene link can be scrolled into view and used', async () => {
    await page.setViewportSize(PHONE);
    try {
      await openScene(page, scenes[0].id);
      const menu = await page.evaluate(() => {
        const nav = document.querySelector('#scene-nav');
        return {
          scrollWidth: nav.scrollWidth, clientWidth: nav.clientWidth, more: nav.dataset.more,
          mask: getComputedStyle(nav).maskImage, links: nav.querySelectorAll('a').length,
        };
      });
      expect(menu.links).toBe(scenes.length);
      expect(menu.scrollWidth).toBeGreaterThan(menu.clientWidth); // it does not fit: it must say so
      expect(menu.more).toBe('right');
      expect(menu.mask).toMatch(/gradient/);

      for (const [i, scene] of scenes.entries()) {
        const link = page.locator('#scene-nav a').nth(i);
        await link.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
        const seen = await link.evaluate((element) => {
          const r = element.getBoundingClientRect();
          const nav = element.parentElement.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return {
            inNav: r.left >= nav.left - 0.5 && r.right <= nav.right + 0.5,
            inViewport: r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight,
            onTop: element.contains(hit),
          };
        });
        expect(seen, scene.id).toEqual({ inNav: true, inViewport: true, onTop: true });
      }
      // The last one (the menu is in reading order), scrolled to, is usable; the menu now fades on the left.
      await page.locator('#scene-nav a').last().click();
      await expect.poll(() => page.evaluate(() => window.__sweepkit.scene)).toBe(readingOrder(scenes).at(-1).scene.id);
      expect(await page.evaluate(() => document.querySelector('#scene-nav').dataset.more)).toBe('left');
    } finally {
      await page.setViewportSize(DESKTOP);
    }
    expect(session.errors).toEqual([]);
  });
});

describe('the parameters panel', () => {
  it('fills the width of its column (lil-gui’s root is .lil-root; its own default is 245 px)', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await openScene(page, 'sphere-sphere', '', { draw: false });
      const widths = await page.evaluate(() => {
        const params = document.querySelector('#params');
        const style = getComputedStyle(params);
        return {
          root: document.querySelector('#params > .lil-root').getBoundingClientRect().width,
          column: params.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(widths.root).toBeCloseTo(widths.column, 0);
      expect(widths.root).toBeGreaterThan(300);
    }
    await page.setViewportSize(DESKTOP);
  });
});

describe('the legend', () => {
  it('gives each entry the colour its objects are drawn in, in every scene', async () => {
    let checked = 0;
    for (const scene of scenes) {
      await openScene(page, scene.id, '', { draw: false });
      // For each entry, the colours of every material of every object it names (vertex-coloured grids aside).
      const entries = await page.evaluate((legend) => {
        const { state } = window.__sweepkit;
        return legend.map(({ color, label, objects = [] }) => ({
          color, label,
          drawn: objects.map((key) => {
            const colours = [];
            state.objects[key].traverse((object) => {
              for (const material of [object.material].flat()) {
                if (material?.color && !material.vertexColors) colours.push(`#${material.color.getHexString()}`);
              }
            });
            return { key, colours };
          }),
        }));
      }, scene.legend);
      const shown = await page.$$eval('#legend li', (items) =>
        items.map((item) => getComputedStyle(item.querySelector('.swatch')).getPropertyValue('--swatch').trim()));
      expect(shown, scene.id).toEqual(scene.legend.map(({ color }) => color));
      for (const { color, label, drawn } of entries) {
        for (const { key, colours } of drawn) {
          expect(colours.length, `${scene.id}: ${key}`).toBeGreaterThan(0);
          for (const colour of colours) expect(colour, `${scene.id}: "${label}" names ${key}`).toBe(color.toLowerCase());
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    // Scene 2: the spheres at the slider time are drawn in A's and B's colours, and the legend says so.
    const sphereSphere = scenes.find((s) => s.id === 'sphere-sphere');
    expect(sphereSphere.legend.filter((e) => e.label.includes('slider time')).map((e) => e.objects)).toEqual([['nowA'], ['nowB']]);
  });
});

/** Whether two boxes {left, top, right, bottom} overlap. */
const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('labels', () => {
  it('scene 9: the labels clear the character’s spheres (start, after moveAndSlide, single sweep)', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const frame of [0, 26, 60, 90, 140]) {
        await openScene(page, 'character', `frame=${frame}`);
        const seen = await page.evaluate(() => {
          const { state, camera, project } = window.__sweepkit;
          const right = camera.matrixWorld.elements.slice(0, 3); // the camera's x axis, in world space
          // A sphere's screen box: the projected centre ± the projected radius, grown by 10 % (perspective).
          const boxOf = (mesh) => {
            const c = mesh.position;
            const r = mesh.scale.x;
            const at = project(c);
            const side = project({ x: c.x + r * right[0], y: c.y + r * right[1], z: c.z + r * right[2] });
            const rho = 1.1 * Math.hypot(side.x - at.x, side.y - at.y);
            return { left: at.x - rho, right: at.x + rho, top: at.y - rho, bottom: at.y + rho };
          };
          const spheres = ['start', 'end', 'stop'].filter((key) => state.objects[key].visible)
            .map((key) => ({ key, box: boxOf(state.objects[key]) }));
          const labels = Object.entries(state.labels).filter(([, label]) => label.visible)
            .map(([key, label]) => ({ key, box: label.element.getBoundingClientRect().toJSON() }));
          return { spheres, labels };
        });
        expect(seen.labels.length).toBeGreaterThan(0);
        for (const label of seen.labels) {
          for (const sphere of seen.spheres) {
            expect(overlap(label.box, sphere.box), `frame ${frame}: label ${label.key} over sphere ${sphere.key}`).toBe(false);
          }
        }
      }
    }
    await page.setViewportSize(DESKTOP);
  });

  it('scene 2: the plot’s labels do not cover its curve, through a hit, a graze and a miss', async () => {
    for (let frame = 0; frame <= 7; frame++) {
      await openScene(page, 'sphere-sphere', `frame=${frame}&t=0.35`, { draw: false });
      const { labels, curves, frame: f } = await page.evaluate(() => window.__sweepkit.state.plot.layout);
      expect(curves.length).toBe(1);
      for (const label of labels) {
        // The curve is drawn clipped to the frame: only the part of the label's box inside the frame counts.
        const box = {
          left: Math.max(label.left, f.left), right: Math.min(label.left + label.width, f.left + f.width),
          top: Math.max(label.top, f.top), bottom: Math.min(label.top + label.height, f.top + f.height),
        };
        if (box.left >= box.right || box.top >= box.bottom) continue;
        // No drawn curve segment enters the label's box: the part of the segment within the box's rows
        // (solved from its line) has an x range that misses the box's columns.
        const inside = curves[0].some(([x1, y1], i) => {
          if (i === 0) return false;
          const [x0, y0] = curves[0][i - 1];
          let [from, to] = [0, 1];
          if (y1 !== y0) {
            const [a, b] = [(box.top - y0) / (y1 - y0), (box.bottom - y0) / (y1 - y0)];
            [from, to] = [Math.max(0, Math.min(a, b)), Math.min(1, Math.max(a, b))];
          } else if (y0 <= box.top || y0 >= box.bottom) {
            return false;
          }
          if (from > to) return false;
          const [xa, xb] = [x0 + from * (x1 - x0), x0 + to * (x1 - x0)];
          return Math.max(xa, xb) > box.left && Math.min(xa, xb) < box.right;
        });
        expect(inside, `frame ${frame}: label "${label.text}" covers the curve`).toBe(false);
      }
      if (frame === 2) expect(labels.map((l) => l.text)).toEqual(['−Δ/4a', 'core t']);
    }
    expect(session.errors).toEqual([]);
  });
});
