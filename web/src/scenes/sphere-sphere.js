// Scene "sphere-sphere": two spheres move during one frame, A from A0 to A1 and B from B0 to B1. Seen from
// A, B moves by the relative motion v = dB − dA, and they touch when |s + t v| = rA + rB: a quadratic in t.
// Each frame shifts B's path sideways by a quarter of rA + rB, so stepping walks from a head-on hit through
// a graze (the discriminant reaches 0) to misses and back. The core's sweepSphereSphere gives every answer,
// the roots on the plot included (sweeps over the plot's wider range of t, forwards and backwards); the
// quadratic's coefficients and discriminant are the explanation's formula, evaluated here to draw the curve.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { createPlot } from '../render/plot.js';
import { formatNumber, formatVec } from '../format.js';
import { COLORS, disposeAll, draggable, frameRow, sliderRow, sweepRows, vec, writeVec } from './shared.js';
import { sweepValues } from './spec-values.js';

/** Steps of the sideways swing: 0, 1, …, 6, 5, …, −6, … (period 24). */
function swing(k) {
  const m = ((k % 24) + 24) % 24;
  return m <= 6 ? m : m <= 18 ? 12 - m : m - 24;
}

/** The unit direction B's path is shifted along: perpendicular to the relative motion, in the view plane. */
function sideways(v) {
  const side = new THREE.Vector3(0, 0, 1).cross(v);
  if (side.lengthSq() < 1e-12) side.set(1, 0, 0);
  return side.normalize();
}

/** The inputs of frame k: both spheres at the start, both displacements, and B's sideways shift. */
export function frameInputs(params, k) {
  const a0 = vec(params.a0);
  const dA = vec(params.a1).sub(a0);
  const dB = vec(params.b1).sub(vec(params.b0));
  const shift = sideways(new THREE.Vector3().subVectors(dB, dA))
    .multiplyScalar(params.swing ? ((params.ra + params.rb) * swing(k)) / 4 : 0);
  const b0 = vec(params.b0).add(shift);
  return {
    sphereA: new THREE.Sphere(a0, params.ra),
    displacementA: dA,
    sphereB: new THREE.Sphere(b0, params.rb),
    displacementB: dB,
    shift,
  };
}

/** The plot's range of t: wider than the frame, so that roots just outside [0, 1] show too. */
const PLOT_T = [-0.5, 1.5];

/**
 * The quadratic |s + t v|² − R² = a t² + b t + c and its discriminant: the explanation's formula, evaluated
 * for the curve and the readout (display only; the roots come from the core, see roots()).
 */
function quadratic({ sphereA, displacementA, sphereB, displacementB }) {
  const s = new THREE.Vector3().subVectors(sphereB.center, sphereA.center);
  const v = new THREE.Vector3().subVectors(displacementB, displacementA);
  const R = sphereA.radius + sphereB.radius;
  const a = v.dot(v);
  const b = 2 * s.dot(v);
  const c = s.dot(s) - R * R;
  return { a, b, c, disc: b * b - 4 * a * c, R };
}

/**
 * The roots of the quadratic within PLOT_T, from the core: the first contact of the motion stretched over
 * PLOT_T (entry), and the first contact of the same motion run backwards from its end (exit). A sweep that
 * starts in contact means that root lies beyond PLOT_T. Returns {roots, entry, exit} (the two core results).
 */
function roots(sk, { sphereA, displacementA, sphereB, displacementB }) {
  const [from, to] = PLOT_T;
  const span = to - from;
  const at = (sphere, d, u) => new THREE.Sphere(sphere.center.clone().addScaledVector(d, u), sphere.radius);
  const stretch = (d, sign) => d.clone().multiplyScalar(sign * span);
  const entry = sk.sweepSphereSphere(
    at(sphereA, displacementA, from), stretch(displacementA, 1), at(sphereB, displacementB, from), stretch(displacementB, 1),
  );
  const exit = sk.sweepSphereSphere(
    at(sphereA, displacementA, to), stretch(displacementA, -1), at(sphereB, displacementB, to), stretch(displacementB, -1),
  );
  const found = [];
  if (entry.status === 'hit') found.push(from + entry.t * span);
  if (exit.status === 'hit') found.push(to - exit.t * span);
  return { roots: found, entry, exit };
}

export default {
  id: 'sphere-sphere',
  nav: 'sphere · sphere',
  title: 'Two moving spheres: a quadratic in t',

  intro: String.raw`
    <p>Sphere A moves by $\mathbf d_A$ and B by $\mathbf d_B$ during the frame. Seen from A, B starts at
    $\mathbf s = B_0 - A_0$ and moves by $\mathbf v = \mathbf d_B - \mathbf d_A$; they touch when the
    distance between centres equals $R = r_A + r_B$:</p>
    $$\lVert \mathbf s + t\mathbf v \rVert^2 = R^2 \iff a t^2 + b t + c = 0$$
    $$a = \mathbf v\cdot\mathbf v,\quad b = 2\,\mathbf s\cdot\mathbf v,\quad c = \mathbf s\cdot\mathbf s - R^2$$
    $$\Delta = b^2 - 4ac, \qquad t = \frac{-b - \sqrt\Delta}{2a}$$
    <p>$\Delta < 0$: the paths never come within $R$ (a miss). $\Delta = 0$: they graze. Otherwise the
    first contact is the smaller root, a hit if it lies in $[0, 1]$; $c \le 0$ means they overlap
    already. The parabola's lowest point is $\Delta/4a$ below the axis (at $f = -\Delta/4a$): the discriminant is how deep the
    closest approach dips inside $R$. Each frame shifts B's path sideways by $R/4$: watch the roots
    meet and vanish in the plot. The core computes $\Delta/4$ as
    $(\mathbf v\cdot\mathbf v)R^2 - \lVert\mathbf s\times\mathbf v\rVert^2$, which does not subtract two
    large, nearly equal numbers.</p>`,

  legend: [
    { color: COLORS.a, label: 'A at A0 and A1', ghost: true, objects: ['a0', 'a1', 'pathA'] },
    { color: COLORS.b, label: 'B at B0 and B1', ghost: true, objects: ['b0', 'b1', 'pathB'] },
    { color: COLORS.swept, label: 'swept volumes', ghost: true, objects: ['sweptA', 'sweptB'] },
    { color: COLORS.impact, label: 'A and B at first contact', ghost: true, objects: ['hitA', 'hitB'] },
    { color: COLORS.point, label: 'contact point', objects: ['point'] },
    { color: COLORS.normal, label: 'contact normal (A → B)', objects: ['normal'] },
    { color: COLORS.a, label: 'A at the slider time t', objects: ['nowA'] },
    { color: COLORS.b, label: 'B at the slider time t', objects: ['nowB'] },
  ],

  params: {
    ra: 0.6, rb: 0.5, swing: true,
    a0: [-3.5, -0.7, 0], a1: [1.5, 0.3, 0], b0: [3.5, 0.7, 0], b1: [-1.5, -0.3, 0],
  },
  paramControls: [
    { key: 'ra', name: 'radius rA', min: 0.1, max: 2, step: 0.05 },
    { key: 'rb', name: 'radius rB', min: 0.1, max: 2, step: 0.05 },
    { key: 'swing', name: 'frames shift B sideways' },
    { key: 'a0', name: 'A0', vector: true, min: -8, max: 8, step: 0.01, folder: 'positions' },
    { key: 'a1', name: 'A1', vector: true, min: -8, max: 8, step: 0.01, folder: 'positions' },
    { key: 'b0', name: 'B0', vector: true, min: -8, max: 8, step: 0.01, folder: 'positions' },
    { key: 'b1', name: 'B1', vector: true, min: -8, max: 8, step: 0.01, folder: 'positions' },
  ],

  view: { position: [0.5, 2.5, 12], target: [0, -0.6, 0], width: 9.5 },

  setup({ sk, root, params, drag, overlay, changed }) {
    const ghost = (color) => draw.sphere(color, { opacity: 0.3 });
    const objects = {
      a0: ghost(COLORS.a), a1: ghost(COLORS.a), b0: ghost(COLORS.b), b1: ghost(COLORS.b),
      pathA: draw.segment(COLORS.a, { dashed: true, opacity: 0.8 }),
      pathB: draw.segment(COLORS.b, { dashed: true, opacity: 0.8 }),
      sweptA: draw.capsule(COLORS.swept, { opacity: 0.1 }),
      sweptB: draw.capsule(COLORS.swept, { opacity: 0.1 }),
      hitA: draw.sphere(COLORS.impact, { opacity: 0.45 }),
      hitB: draw.sphere(COLORS.impact, { opacity: 0.45 }),
      point: draw.point(COLORS.point, 0.08),
      normal: draw.arrow(COLORS.normal),
      nowA: draw.sphere(COLORS.a),
      nowB: draw.sphere(COLORS.b),
    };
    const labels = Object.fromEntries(
      ['A0', 'A1', 'B0', 'B1'].map((name) => [name.toLowerCase(), draw.label(name, name[0] === 'A' ? COLORS.a : COLORS.b)]),
    );
    labels.contact = draw.label('first contact', COLORS.impact);
    root.add(...Object.values(objects), ...Object.values(labels));
    const plot = createPlot(overlay, { label: 'Plot of f(t) = |s + t v|² − R² against t' });
    const state = { sk, params, objects, labels, plot, frame: null };

    for (const key of ['a0', 'a1', 'b0', 'b1']) {
      draggable(drag, changed, objects[key], (object) => {
        const p = object.position.clone();
        if (key[0] === 'b') p.sub(state.frame.inputs.shift); // the parameter is B's path before the shift
        writeVec(params[key], p);
      });
    }
    return state;
  },

  step(state, k) {
    const inputs = frameInputs(state.params, k);
    const { sphereA, displacementA, sphereB, displacementB } = inputs;
    const result = state.sk.sweepSphereSphere(sphereA, displacementA, sphereB, displacementB);
    // A discrete test at the two frame ends, for comparison.
    const at = (sphere, d, u) => new THREE.Sphere(sphere.center.clone().addScaledVector(d, u), sphere.radius);
    const discrete = [0, 1].map((u) =>
      state.sk.overlapSphereSphere(at(sphereA, displacementA, u), at(sphereB, displacementB, u)));
    state.frame = { k, inputs, result, discrete, quad: quadratic(inputs), ...roots(state.sk, inputs) };
  },

  draw(state, t) {
    const { objects: o, labels, plot } = state;
    const { inputs, result, quad } = state.frame;
    const { sphereA, displacementA, sphereB, displacementB } = inputs;
    const [ra, rb] = [sphereA.radius, sphereB.radius];
    const a1 = sphereA.center.clone().add(displacementA);
    const b1 = sphereB.center.clone().add(displacementB);
    const up = (r) => new THREE.Vector3(0, r + 0.3, 0);

    draw.setSphere(o.a0, sphereA.center, ra);
    draw.setSphere(o.a1, a1, ra);
    draw.setSphere(o.b0, sphereB.center, rb);
    draw.setSphere(o.b1, b1, rb);
    draw.setSegment(o.pathA, sphereA.center, a1);
    draw.setSegment(o.pathB, sphereB.center, b1);
    draw.setCapsule(o.sweptA, sphereA.center, a1, ra);
    draw.setCapsule(o.sweptB, sphereB.center, b1, rb);
    labels.a0.position.copy(sphereA.center).add(up(ra));
    labels.a1.position.copy(a1).add(up(ra));
    labels.b0.position.copy(sphereB.center).add(up(rb));
    labels.b1.position.copy(b1).add(up(rb));

    for (const key of ['hitA', 'hitB', 'point', 'normal']) o[key].visible = result.hit;
    labels.contact.visible = result.hit;
    if (result.hit) {
      draw.setSphere(o.hitA, result.position, ra * 1.003);
      draw.setSphere(o.hitB, sphereB.center.clone().addScaledVector(displacementB, result.t), rb * 1.003);
      o.point.position.copy(result.point);
      draw.setArrow(o.normal, result.point, result.normal, 1.1);
      labels.contact.position.copy(result.point).add(new THREE.Vector3(0, -Math.max(ra, rb) - 0.5, 0));
    }
    draw.setSphere(o.nowA, sphereA.center.clone().addScaledVector(displacementA, t), ra * 0.995);
    draw.setSphere(o.nowB, sphereB.center.clone().addScaledVector(displacementB, t), rb * 0.995);

    // The plot: f over PLOT_T, the frame [0, 1] shaded, the core's roots, its t, and the slider t. The
    // lowest point of the parabola is at t = −b/2a, f = −Δ/4a: a dashed drop from the axis shows Δ.
    const f = (x) => quad.a * x * x + quad.b * x + quad.c;
    const [x0, x1] = PLOT_T;
    const vertexT = quad.a > 0 ? -quad.b / (2 * quad.a) : 0;
    const lowest = f(Math.min(x1, Math.max(x0, vertexT)));
    // Zoomed on the dip: the curve leaves the top quickly, the roots and the depth stay readable.
    const scale = Math.max(Math.abs(lowest), 0.25 * quad.R * quad.R);
    const lo = Math.min(lowest, 0) - 0.25 * scale;
    const hi = Math.max(lowest, 0) + 2.5 * scale;
    const vertexShown = quad.a > 0 && vertexT > x0 && vertexT < x1;
    plot.draw({
      x: PLOT_T, y: [lo, hi],
      title: `f(t) = at² + bt + c   Δ = ${formatNumber(quad.disc, 2)}`,
      xLabel: 't',
      xTicks: [0, 0.5, 1],
      yTicks: [0, ...(Math.abs(lowest) > 0.2 * (hi - lo) ? [lowest] : [])],
      bands: [{ from: 0, to: 1, color: 'rgba(45, 212, 191, 0.08)' }],
      curves: [{ f, color: quad.disc < 0 ? COLORS.muted : COLORS.swept }],
      segments: vertexShown ? [{ from: { x: vertexT, y: 0 }, to: { x: vertexT, y: lowest }, color: COLORS.wrong, label: '−Δ/4a' }] : [],
      dots: state.frame.roots.map((x) => ({ x, y: 0, color: COLORS.point })),
      vlines: [
        ...(result.hit ? [{ x: result.t, color: COLORS.impact, label: 'core t' }] : []),
        { x: t, color: COLORS.now, dashed: true },
      ],
      description: `${quad.disc < 0 ? 'no real roots: the spheres miss' : 'two roots'}; roots in view (core): `
        + `${state.frame.roots.map((x) => formatNumber(x, 3)).join(' and ') || 'none'}`,
    });
  },

  readout(state, t) {
    const { k, inputs, result, discrete, quad } = state.frame;
    const [status, tRow, position, point, normal] = sweepRows(result, { position: 'A at contact' });
    const discText = quad.disc < -1e-9 ? `${formatNumber(quad.disc)} < 0: no real roots`
      : quad.disc > 1e-9 ? `${formatNumber(quad.disc)} > 0: two roots` : `${formatNumber(quad.disc)}: grazing`;
    const nowA = inputs.sphereA.center.clone().addScaledVector(inputs.displacementA, t);
    const shift = inputs.shift.length();
    return [
      frameRow(k),
      { key: 'shift', label: 'B shifted by', value: `${formatNumber(shift, 3)} (${formatNumber(shift / quad.R, 2)} R)` },
      { key: 'R', label: 'R = rA + rB', value: formatNumber(quad.R) },
      { key: 'abc', label: 'a, b, c', value: [quad.a, quad.b, quad.c].map((x) => formatNumber(x, 3)).join(', ') },
      { key: 'disc', label: 'Δ = b² − 4ac', value: discText },
      { key: 'roots', label: 'roots in [−0.5, 1.5] (core)', value: state.frame.roots.map((x) => formatNumber(x)).join(', ') || '—' },
      status,
      tRow,
      { key: 'hit', label: 'hit', value: String(result.hit), from: result, field: 'hit' },
      position,
      point,
      normal,
      { key: 'discrete', label: 'discrete test', value: discrete.map((touch, u) => `t = ${u}: ${touch ? 'overlap' : 'clear'}`).join(', ') },
      sliderRow(t),
      { key: 'a-now', label: 'A(t)', value: formatVec(nowA) },
    ];
  },

  dispose(state) {
    state.plot.dispose();
    disposeAll(draw, state.objects, state.labels);
  },
};

/** A sphere at `center` + u·d (a copy). */
const moved = (sphere, d, u) => new THREE.Sphere(sphere.center.clone().addScaledVector(d, u), sphere.radius);

/** The roots of |s + t v|² = R² by the textbook formula (for the spec: the page's roots come from the core). */
function quadraticRoots({ sphereA, displacementA, sphereB, displacementB }) {
  const s = new THREE.Vector3().subVectors(sphereB.center, sphereA.center);
  const v = new THREE.Vector3().subVectors(displacementB, displacementA);
  const R = sphereA.radius + sphereB.radius;
  const [a, b, c] = [v.dot(v), 2 * s.dot(v), s.dot(s) - R * R];
  const disc = b * b - 4 * a * c;
  if (disc < 0) return [];
  return [(-b - Math.sqrt(disc)) / (2 * a), (-b + Math.sqrt(disc)) / (2 * a)].filter((x) => x >= -0.5 && x <= 1.5);
}

/**
 * End-to-end spec (tests/e2e/scenes.test.js): the state the screenshot shows (a URL query),
 * and what the readout must show for frame k at slider time t, asked of the JS API again (in Node, its own
 * WebAssembly instance): which query answers which question, and how its answer becomes the readout's
 * numbers, is written out here again, apart from step() and readout(). Values: see spec-values.js.
 */
export const e2e = {
  shot: 'frame=2&t=0.35',
  expected(sk, params, k) {
    const inputs = frameInputs(params, k);
    const { sphereA, displacementA, sphereB, displacementB } = inputs;
    const hit = sk.sweepSphereSphere(sphereA, displacementA, sphereB, displacementB);
    const ends = [0, 1].map((u) => sk.overlapSphereSphere(moved(sphereA, displacementA, u), moved(sphereB, displacementB, u)));
    const roots = quadraticRoots(inputs);
    return {
      ...sweepValues(hit),
      hit: hit.hit,
      discrete: ends.map((touch, u) => `t = ${u}: ${touch ? 'overlap' : 'clear'}`).join(', '),
      // The page's roots come from the core (sweeps over [−0.5, 1.5]); they agree with the formula.
      roots: roots.length ? { list: roots, tolerance: 2e-3 } : '—',
    };
  },
};
