// The JS API against the real WebAssembly build (no mocks).
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as THREE from 'three';
import { init } from '../../bindings/js/index.js';
import { expectVec } from './helpers.js';

let sk;
beforeAll(async () => {
  sk = await init();
});

const v = (x, y, z) => ({ x, y, z });
const ground = { normal: v(0, 1, 0), constant: 0 };

describe('init', () => {
  it('loads the core once and returns the same instance', async () => {
    expect(await init()).toBe(sk);
  });

  it('exposes functions that work when destructured', () => {
    const { sweepSpherePlane } = sk;
    expect(sweepSpherePlane({ center: v(0, 5, 0), radius: 1 }, v(0, -10, 0), ground).hit).toBe(true);
  });
});

describe('init({ wasm })', () => {
  const wasmUrl = new URL('../../dist/sweepkit_core.wasm', import.meta.url);
  const bytes = readFileSync(wasmUrl);
  const wasmResponse = (body, type = 'application/wasm', status = 200) =>
    new Response(body, { status, headers: type ? { 'content-type': type } : {} });

  // A fresh copy of the package per test: init() keeps its first instance for the life of the module.
  async function freshInit(options) {
    vi.resetModules();
    const fresh = await import('../../bindings/js/index.js');
    return { init: fresh.init, loaded: fresh.init(options) };
  }

  // Sphere r = 0.5 at x = 0 moving +4 towards the plane x = 2 (normal -x): t = (2 - 0.5) / 4 = 0.375.
  function expectWorking(api) {
    const r = api.sweepSpherePlane({ center: v(0, 0, 0), radius: 0.5 }, v(4, 0, 0), { normal: v(-1, 0, 0), constant: 2 });
    expect(r.t).toBeCloseTo(0.375, 6);
    expect(r.normal).toEqual(v(1, 0, 0));
  }

  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['an ArrayBuffer', () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)],
    ['a Uint8Array', () => new Uint8Array(bytes)],
    ['a compiled WebAssembly.Module', () => new WebAssembly.Module(bytes)],
    ['a file: URL', () => wasmUrl],
    ['a file: URL string', () => wasmUrl.href],
    ['a Response without a content type (compiled from its bytes)', () => wasmResponse(bytes, null)],
  ])('loads the core from %s', async (_, source) => {
    const { loaded } = await freshInit({ wasm: source() });
    expectWorking(await loaded);
  });

  it('compiles an application/wasm Response while it streams', async () => {
    const streaming = vi.spyOn(WebAssembly, 'instantiateStreaming');
    const response = wasmResponse(bytes);
    const { loaded } = await freshInit({ wasm: response });
    expectWorking(await loaded);
    expect(streaming).toHaveBeenCalledTimes(1);
    expect(streaming.mock.calls[0][0]).toBe(response);
  });

  it('returns the first instance to later calls, whatever their options', async () => {
    const { init: again, loaded } = await freshInit({ wasm: new Uint8Array(bytes) });
    const api = await loaded;
    expect(await again()).toBe(api);
    expect(await again({ wasm: wasmUrl })).toBe(api);
  });

  it.each([
    [42, /^init: options\.wasm must be a URL, a URL string, an ArrayBuffer, .* \(got number\)$/],
    [null, /^init: options\.wasm must be .* \(got null\)$/],
    [{ href: 'x.wasm' }, /^init: options\.wasm must be .* \(got Object\)$/],
    [[1, 2], /^init: options\.wasm must be .* \(got Array\)$/],
  ])('rejects options.wasm = %j with a TypeError', async (wasm, message) => {
    const error = await init({ wasm }).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(message);
  });

  it.each([
    ['a number', 3, 'number'],
    ['null', null, 'null'],
    ['a string', 'sweepkit_core.wasm', 'string'],
  ])('rejects %s as the options with a TypeError', async (_, options, got) => {
    const error = await init(options).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(`init: options must be an object (got ${got})`);
  });

  it.each([
    [{ wasmUrl: 'https://cdn.example/sweepkit_core.wasm' }, "init: options has no option 'wasmUrl' (known: wasm)"],
    [{ wasm: wasmUrl, locateFile: () => 'x' }, "init: options has no option 'locateFile' (known: wasm)"],
  ])('rejects the unknown option of %j with a TypeError naming it', async (options, message) => {
    const error = await init(options).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(message);
  });

  it('rejects a failed fetch with an Error naming the URL (the engine error its cause), and a later call retries', async () => {
    const cause = new TypeError('fetch failed');
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(cause);
    const { init: again, loaded } = await freshInit({ wasm: 'https://cdn.example/sweepkit/sweepkit_core.wasm' });
    const error = await loaded.catch((e) => e);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(Error);
    expect(error.message)
      .toBe('init: could not load the WebAssembly core from https://cdn.example/sweepkit/sweepkit_core.wasm (fetch failed)');
    expect(error.cause).toBe(cause);
    expectWorking(await again({ wasm: new Uint8Array(bytes) }));
  });

  it('names the file: URL of a file that cannot be read', async () => {
    const missing = new URL('./no-such-core.wasm', wasmUrl);
    const { loaded } = await freshInit({ wasm: missing });
    const error = await loaded.catch((e) => e);
    expect(error.message).toBe(`init: could not load the WebAssembly core from ${missing.href} ` +
      `(ENOENT: no such file or directory, open '${decodeURIComponent(missing.pathname)}')`);
    expect(error.cause.code).toBe('ENOENT');
  });

  it.each([
    ['an HTML page answering for the file', () => wasmResponse('<!doctype html><title>app</title>', 'text/html'), /the given Response is not WebAssembly \(it starts with bytes \[3c 21 64 6f\], not 00 61 73 6d\)/],
    ['an HTTP 404', () => wasmResponse('not found', 'text/plain', 404), /^init: could not load the WebAssembly core from the given Response \(HTTP 404\)$/],
    ['a missing file', () => new URL('./no-such-core.wasm', wasmUrl), /no such file or directory.*no-such-core\.wasm/],
    ['a relative URL with no page to resolve it against', () => 'sweepkit_core.wasm', /^init: options\.wasm is the relative URL 'sweepkit_core\.wasm' and there is no page/],
  ])('rejects %s with a named error, and a later call retries', async (_, source, message) => {
    const { init: again, loaded } = await freshInit({ wasm: source() });
    const error = await loaded.catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(message);
    expectWorking(await again({ wasm: new Uint8Array(bytes) }));
  });
});

describe('sweepSpherePlane', () => {
  it('hits from the positive side', () => {
    // d0 = 5, d1 = -5, r = 1: t = (5 - 1) / 10 = 0.4, Ci = (0, 1, 0).
    const r = sk.sweepSpherePlane({ center: v(0, 5, 0), radius: 1 }, v(0, -10, 0), ground);
    expect(r.hit).toBe(true);
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(0.4, 6);
    expectVec(r.position, v(0, 1, 0));
    expectVec(r.point, v(0, 0, 0));
    expect(r.normal).toEqual(v(0, -1, 0));
  });

  it('hits from the negative side (the seed listing missed this)', () => {
    const r = sk.sweepSpherePlane({ center: v(1, -5, 2), radius: 1 }, v(0, 10, 0), ground);
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(0.4, 6);
    expectVec(r.position, v(1, -1, 2));
    expectVec(r.point, v(1, 0, 2));
    expect(r.normal).toEqual(v(0, 1, 0));
  });

  it('reports a starting touch as initialOverlap with t = 0', () => {
    const r = sk.sweepSpherePlane({ center: v(0, 0.5, 0), radius: 0.5 }, v(0, 3, 0), ground);
    expect(r).toMatchObject({ hit: true, status: 'initialOverlap', t: 0 });
    expectVec(r.point, v(0, 0, 0));
  });

  it('misses when stopping short, with t = 1 and the end position', () => {
    const r = sk.sweepSpherePlane({ center: v(0, 5, 0), radius: 1 }, v(2, -3, 0), ground);
    expect(r).toMatchObject({ hit: false, status: 'miss', t: 1 });
    expectVec(r.position, v(2, 2, 0));
    expect(r.normal).toEqual(v(0, 0, 0));
  });

  it('misses for zero and parallel motion without NaN', () => {
    for (const d of [v(0, 0, 0), v(50, 0, -50)]) {
      const r = sk.sweepSpherePlane({ center: v(0, 5, 0), radius: 1 }, d, ground);
      expect(r.status).toBe('miss');
      for (const x of [r.t, r.position.x, r.position.y, r.position.z, r.point.x, r.normal.y]) {
        expect(Number.isFinite(x)).toBe(true);
      }
    }
  });

  it('accepts THREE.Sphere, THREE.Vector3 and THREE.Plane as they are', () => {
    // Plane x = 2 written as (-1, 0, 0)·p + 2 = 0; its positive side is x < 2.
    const plane = new THREE.Plane(new THREE.Vector3(-1, 0, 0), 2);
    const sphere = new THREE.Sphere(new THREE.Vector3(0, 0, 0), 0.5);
    // d0 = 2, d1 = 2 - 4 = -2: t = (2 - 0.5) / 4 = 0.375, Ci = (1.5, 0, 0), normal from sphere to plane = +x.
    const r = sk.sweepSpherePlane(sphere, new THREE.Vector3(4, 0, 0), plane);
    expect(r.t).toBeCloseTo(0.375, 6);
    expectVec(r.position, v(1.5, 0, 0));
    expectVec(r.point, v(2, 0, 0));
    expect(r.normal).toEqual(v(1, 0, 0));
    // The result converts straight back into three.js.
    expect(new THREE.Vector3().copy(r.position).distanceTo(new THREE.Vector3(1.5, 0, 0))).toBeLessThan(1e-6);
  });

  it('agrees with an independent float64 evaluation of t = (d0 - r) / (d0 - d1) on random cases', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
    let hits = 0;
    for (let i = 0; i < 2000; i++) {
      const n = v(rand(), rand(), rand());
      const len = Math.hypot(n.x, n.y, n.z);
      const plane = { normal: v(n.x / len, n.y / len, n.z / len), constant: rand() * 5 };
      const sphere = { center: v(rand() * 10, rand() * 10, rand() * 10), radius: Math.abs(rand()) };
      const d = v(rand() * 20, rand() * 20, rand() * 20);
      const r = sk.sweepSpherePlane(sphere, d, plane);
      const f = Math.fround;
      const N = plane.normal;
      const d0 = f(N.x) * f(sphere.center.x) + f(N.y) * f(sphere.center.y) + f(N.z) * f(sphere.center.z) + f(plane.constant);
      const d1 = d0 + f(N.x) * f(d.x) + f(N.y) * f(d.y) + f(N.z) * f(d.z);
      const rad = f(sphere.radius);
      if (Math.abs(d0) <= rad - 1e-4) {
        expect(r.status).toBe('initialOverlap');
      } else if (Math.abs(d0) > rad + 1e-4) {
        const s = Math.sign(d0);
        const crosses = s * d1 <= rad;
        if (Math.abs(s * d1 - rad) > 1e-4) expect(r.hit).toBe(crosses);
        if (crosses && r.status === 'hit') {
          hits++;
          expect(r.t).toBeCloseTo((s * d0 - rad) / (s * d0 - s * d1), 4);
        }
      }
    }
    expect(hits).toBeGreaterThan(100);
  });
});

describe('sweepSphereSphere', () => {
  it('finds the head-on time of impact with the normal from A to B', () => {
    // Gap 10 closes by 10, touch at distance 2: t = 0.8.
    const r = sk.sweepSphereSphere({ center: v(0, 0, 0), radius: 1 }, v(0, 0, 0), { center: v(10, 0, 0), radius: 1 }, v(-10, 0, 0));
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(0.8, 6);
    expect(r.normal).toEqual(v(1, 0, 0));
    expectVec(r.point, v(1, 0, 0));
  });

  it('treats grazing contact as a hit (the seed listing tested det > 0)', () => {
    const r = sk.sweepSphereSphere({ center: v(0, 0, 0), radius: 1 }, v(0, 0, 0), { center: v(-5, 2, 0), radius: 1 }, v(10, 0, 0));
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(0.5, 6);
    expectVec(r.point, v(0, 1, 0));
    expectVec(r.normal, v(0, 1, 0));
  });

  it('does not divide by zero without relative motion (seed bug)', () => {
    const r = sk.sweepSphereSphere({ center: v(0, 0, 0), radius: 1 }, v(1, 1, 1), { center: v(3, 0, 0), radius: 1 }, v(1, 1, 1));
    expect(r).toMatchObject({ hit: false, status: 'miss', t: 1 });
    expectVec(r.position, v(1, 1, 1));
  });

  it('reports spheres overlapping at the start with t = 0 (seed bug)', () => {
    const r = sk.sweepSphereSphere({ center: v(0, 0, 0), radius: 1 }, v(0, 0, 0), { center: v(0, 1, 0), radius: 1 }, v(0, 0, 0));
    expect(r).toMatchObject({ hit: true, status: 'initialOverlap', t: 0 });
    expect(r.normal).toEqual(v(0, 1, 0));
    expectVec(r.point, v(0, 0.5, 0));
  });

  it('accepts THREE objects and swapping A and B negates the normal', () => {
    const a = new THREE.Sphere(new THREE.Vector3(0, 0, 0), 1);
    const b = new THREE.Sphere(new THREE.Vector3(0, 0, 6), 2);
    const da = new THREE.Vector3(0, 0, 1);
    const db = new THREE.Vector3(0, 0, -2);
    // Gap 6 closes by 3 per frame to R = 3: t = 1.
    const ab = sk.sweepSphereSphere(a, da, b, db);
    const ba = sk.sweepSphereSphere(b, db, a, da);
    expect(ab.t).toBeCloseTo(1, 6);
    expect(ba.t).toBeCloseTo(1, 6);
    expect(ab.normal).toEqual(v(0, 0, 1));
    expect(ba.normal).toEqual(v(0, 0, -1));
    expectVec(ab.point, ba.point);
    expectVec(ab.point, v(0, 0, 2)); // A at z = 1 at t = 1, its surface at z = 2
  });
});

describe('invalid input', () => {
  const sphere = { center: v(0, 5, 0), radius: 1 };
  const down = v(0, -10, 0);

  it.each([
    ['a negative radius', [{ center: v(0, 5, 0), radius: -1 }, down, ground], /sphere\.radius must be >= 0 \(got -1\)/],
    ['a NaN centre', [{ center: v(NaN, 5, 0), radius: 1 }, down, ground], /sphere\.center must be finite and within ±1e8 \(got \(NaN, 5, 0\)\)/],
    ['an infinite radius', [{ center: v(0, 5, 0), radius: Infinity }, down, ground], /sphere\.radius must be finite and within ±1e8 \(got Infinity\)/],
    ['a NaN displacement', [sphere, v(0, NaN, 0), ground], /displacement must be finite and within ±1e8/],
    ['a zero normal', [sphere, down, { normal: v(0, 0, 0), constant: 0 }], /plane\.normal must not be zero/],
    ['a non-unit normal', [sphere, down, { normal: v(0, 2, 0), constant: 0 }], /plane\.normal must have unit length .*\(got \(0, 2, 0\)\)/],
    ['an infinite constant', [sphere, down, { normal: v(0, 1, 0), constant: -Infinity }], /plane\.constant must be finite and within ±1e8/],
    ['a NaN radius', [{ center: v(0, 5, 0), radius: NaN }, down, ground], /sphere\.radius must be finite and within ±1e8 \(got NaN\)/],
  ])('sweepSpherePlane throws a RangeError for %s', (_, args, message) => {
    let error;
    try {
      sk.sweepSpherePlane(...args);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toMatch(/^sweepSpherePlane: /);
    expect(error.message).toMatch(message);
  });

  it('sweepSphereSphere names the argument', () => {
    const ok = { center: v(0, 0, 0), radius: 1 };
    const badB = () => sk.sweepSphereSphere(ok, v(0, 0, 0), { center: v(0, 0, 0), radius: -2 }, v(0, 0, 0));
    expect(badB).toThrow(RangeError);
    expect(badB).toThrow('sweepSphereSphere: sphereB.radius must be >= 0 (got -2)');
    const badDisplacement = () => sk.sweepSphereSphere(ok, v(Infinity, 0, 0), ok, v(0, 0, 0));
    expect(badDisplacement).toThrow(RangeError);
    expect(badDisplacement).toThrow('sweepSphereSphere: displacementA must be finite and within ±1e8 (got (Infinity, 0, 0))');
  });

  it('carries the argument and field on the error', () => {
    try {
      sk.sweepSpherePlane(sphere, down, { normal: v(0, 0.5, 0), constant: 0 });
      expect.unreachable();
    } catch (e) {
      expect(e.argument).toBe('plane');
      expect(e.field).toBe('normal');
    }
  });
});
