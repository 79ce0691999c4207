// web/src/literal.js, the code panel's literal writer, in Node (no browser): every value it writes evaluates back
// to an equal value: numbers exactly (shortest round-trip form; -0 as 0), strings with any character, nested
// objects and arrays, typed arrays; objects of the core are named by the caller or refused.
import { describe, expect, it } from 'vitest';
import { random } from '../../common/mulberry32.js';
import { literal, numberLiteral } from '../../web/src/literal.js';

/** What the source `text` evaluates to. */
const evaluate = (text) => new Function(`return (${text});`)();

describe('numberLiteral', () => {
  it('writes numbers that read back as the same double, in their shortest form', () => {
    const next = random(27);
    const numbers = [0, 1, -1, 0.1, 0.5, 1 / 3, -2 / 3, Math.PI, 1e21, 1e-7, 5e-324, Number.MAX_VALUE, -Number.MIN_VALUE,
      Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 0.1 + 0.2, Math.fround(0.1)];
    for (let i = 0; i < 2000; i++) numbers.push((next() - 0.5) * 10 ** Math.floor(next() * 40 - 20));
    // And any bit pattern of a finite double.
    const bits = new DataView(new ArrayBuffer(8));
    while (numbers.length < 4000) {
      bits.setUint32(0, Math.floor(next() * 2 ** 32));
      bits.setUint32(4, Math.floor(next() * 2 ** 32));
      if (Number.isFinite(bits.getFloat64(0))) numbers.push(bits.getFloat64(0));
    }
    for (const x of numbers) {
      const text = numberLiteral(x);
      expect(Object.is(evaluate(text), x), `${x} as ${text}`).toBe(true);
      if (!Object.is(x, -0)) expect(text).toBe(String(x));
    }
    expect(numberLiteral(0.1)).toBe('0.1');
    expect(numberLiteral(Math.fround(0.1))).toBe('0.10000000149011612');
  });

  it('writes -0 as 0, and NaN and the infinities by name', () => {
    expect(numberLiteral(-0)).toBe('0');
    expect(numberLiteral(NaN)).toBe('NaN');
    expect(numberLiteral(Infinity)).toBe('Infinity');
    expect(numberLiteral(-Infinity)).toBe('-Infinity');
    expect(evaluate(numberLiteral(-Infinity))).toBe(-Infinity);
  });
});

describe('literal', () => {
  it('writes vectors and shapes as one-line object literals', () => {
    expect(literal({ center: { x: 0, y: 1, z: 0 }, radius: 0.5 })).toBe('{ center: { x: 0, y: 1, z: 0 }, radius: 0.5 }');
    expect(literal({ x: -0, y: 1e-9, z: -2.5 })).toBe('{ x: 0, y: 1e-9, z: -2.5 }');
    expect(literal([])).toBe('[]');
    expect(literal({})).toBe('{}');
  });

  it('round-trips nested objects, arrays, strings, booleans, null and undefined', () => {
    const values = [
      { a: [1, [2, [3, { b: null }]]], c: true, d: false, e: undefined, f: 'text' },
      [{ min: { x: -1, y: -1, z: -1 }, max: { x: 1, y: 1, z: 1 } }, { origin: { x: 0, y: 0, z: 0 }, direction: { x: 1, y: 0, z: 0 } }],
      { 'not an identifier': 1, 'x-y': 2, $ok: 3, _ok: 4, '0': 5, 'é': 6 },
      ["it's", 'say "hi"', 'back\\slash', 'line\nbreak\ttab', 'unicode ✓ → ω', '\u2028\u2029', '${not} a template', '</script>'],
      { deep: { deeper: { deepest: [Math.PI, -Math.E, 123456789.123456789] } } },
      12345678901234567890n,
    ];
    for (const value of values) {
      const text = literal(value);
      expect(text).not.toMatch(/\n/); // one line
      expect(evaluate(text)).toStrictEqual(value);
    }
  });

  it('leaves functions out, as the recorder does, and reads own enumerable fields only', () => {
    class Vector {
      constructor() {
        Object.assign(this, { x: 1, y: 2, z: 3 });
      }

      length() {
        return 0;
      }
    }
    expect(literal({ v: new Vector(), f: () => 1 })).toBe('{ v: { x: 1, y: 2, z: 3 } }');
  });

  it('writes typed arrays with their constructor', () => {
    const positions = new Float32Array([0, 2.2, 0.1, -1]);
    const indices = new Uint32Array([0, 1, 2]);
    expect(literal(indices)).toBe('new Uint32Array([0, 1, 2])');
    expect(evaluate(literal(positions))).toStrictEqual(positions);
    expect(evaluate(literal({ indices }))).toStrictEqual({ indices });
  });

  it('names an object of the core by the caller’s name for it, and refuses one it cannot name', () => {
    const mesh = { dispose() {}, mesh: {} };
    expect(literal({ mesh, position: { x: 1, y: 0, z: 0 } }, (object) => (object === mesh ? 'level' : undefined)))
      .toBe('{ mesh: level, position: { x: 1, y: 0, z: 0 } }');
    expect(() => literal([mesh])).toThrow(TypeError);
    expect(() => literal(Symbol('s'))).toThrow(TypeError);
  });
});
