// web/src/call-code.js, the code panel's text, in Node against the real WASM build (no browser): calls recorded
// through web/src/recorder.js, written as code, run again give the same answers; objects of the core are named
// (a comment declares each), never invented; what the recorder dropped is said.
import { beforeAll, describe, expect, it } from 'vitest';
import { init } from '../../bindings/js/index.js';
import { callsCode, PREAMBLE } from '../../web/src/call-code.js';
import { createRecorder } from '../../web/src/recorder.js';
import { runCode } from './run_code.js';

let api;
beforeAll(async () => {
  api = await init();
});

describe('callsCode', () => {
  it('writes one line per recorded call, r<i> for calls()[i], that gives the same answers when run', () => {
    const recorder = createRecorder(api);
    const sk = recorder.core;
    recorder.beginStep();
    sk.sweepSphereSphere({ center: { x: 0, y: 1, z: 0 }, radius: 0.5 }, { x: 2, y: 0, z: 0 }, { center: { x: 1.5, y: 1, z: 0.1 }, radius: 0.25 }, { x: 0, y: 0, z: 0 });
    sk.contact({ center: { x: 0.1, y: 0.2, z: 0.3 }, halfSize: { x: 1, y: 0.5, z: 0.25 }, rotation: { x: 0, y: Math.sin(0.3), z: 0, w: Math.cos(0.3) } }, { center: { x: 1 / 3, y: 0, z: 0 }, radius: 0.7 });
    recorder.beginAt();
    sk.overlapSphereSphere({ center: { x: -0, y: 0, z: 0 }, radius: 1 }, { center: { x: 1.5, y: 0, z: 0 }, radius: 0.6 });
    const calls = recorder.calls();
    const code = callsCode(calls, { kindOf: recorder.kindOf, dropped: recorder.dropped() });
    const lines = code.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('const r0 = sk.sweepSphereSphere({ center: { x: 0, y: 1, z: 0 }, radius: 0.5 }, { x: 2, y: 0, z: 0 }, '
      + '{ center: { x: 1.5, y: 1, z: 0.1 }, radius: 0.25 }, { x: 0, y: 0, z: 0 });');
    expect(lines[2]).toContain(`y: ${Math.sin(0.3)}`);
    expect(lines[2]).toContain('x: 0.3333333333333333');
    const results = runCode(code, api);
    expect(Object.keys(results)).toEqual(['r0', 'r1', 'r2']);
    calls.forEach((call, i) => expect(results[`r${i}`]).toEqual(call.result));
  });

  it('names an object of the core in a comment, and uses the name; a listed call’s object is its r<i>', () => {
    const recorder = createRecorder(api);
    const sk = recorder.core;
    const mesh = sk.createTriangleMesh(new Float32Array([0, 0, 0, 1, 0, 0, 0, 0, 1]), new Uint32Array([0, 1, 2]));
    try {
      recorder.beginStep();
      const hit = sk.sweep({ center: { x: 0.2, y: 1, z: 0.2 }, radius: 0.1 }, { x: 0, y: -2, z: 0 }, { mesh }, { x: 0, y: 0, z: 0 });
      expect(hit.hit).toBe(true);
      sk.createWorld().dispose();
      const code = callsCode(recorder.calls(), { kindOf: recorder.kindOf });
      const lines = code.split('\n');
      expect(lines[1]).toBe('// mesh: the scene’s TriangleMesh (made when the scene loads; not written here)');
      expect(lines[2]).toMatch(/^const r0 = sk\.sweep\(.*\{ mesh: mesh \}, \{ x: 0, y: 0, z: 0 \}\);$/);
      expect(lines[3]).toMatch(/^const r1 = sk\.createWorld\(\); \/\/ a World: .*not recorded/);
      // With the mesh given the name the comment declares, the code runs and gives the same answer.
      expect(runCode(code, api, { mesh }).r0).toEqual(hit);
    } finally {
      mesh.dispose();
    }
  });

  it('leaves out three.js’s type markers (a Sphere’s isSphere: true), which the core does not read', () => {
    const sphere = { isSphere: true, center: { isVector3: true, x: 1, y: 2, z: 3 }, radius: 0.5 };
    const code = callsCode([{ fn: 'overlapSphereSphere', args: [sphere, { ...sphere, isTarget: false }], result: true }]);
    expect(code.split('\n')[1]).toBe('const r0 = sk.overlapSphereSphere({ center: { x: 1, y: 2, z: 3 }, radius: 0.5 }, '
      + '{ center: { x: 1, y: 2, z: 3 }, radius: 0.5, isTarget: false });');
  });

  it('says when there are no calls, and how many were not recorded', () => {
    expect(callsCode([]).split('\n')).toEqual([PREAMBLE, expect.stringMatching(/^\/\/ This frame makes no sk\.\* calls the panel records/)]);
    const recorder = createRecorder(api);
    recorder.beginStep();
    for (let i = 0; i < 50; i++) recorder.core.overlapSphereSphere({ center: { x: i, y: 0, z: 0 }, radius: 1 }, { center: { x: 0, y: 0, z: 0 }, radius: 1 });
    expect(recorder.dropped()).toBe(2);
    const lines = callsCode(recorder.calls(), { dropped: recorder.dropped() }).split('\n');
    expect(lines).toHaveLength(1 + 48 + 1);
    expect(lines.at(-1)).toBe('// … and 2 more calls of this frame, not recorded (the panel keeps the first ones).');
  });
});
