// JavaScript source for plain data: the arguments of a recorded core call written back as literals that a
// reader can paste ({ x: 0, y: 1, z: 0 }, [1, 2], 'hit', new Float32Array([…])), each number in its
// shortest form that reads back as the same double (String(n); -0 prints as 0).

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A number as source that reads back as the same value (NaN, Infinity and -Infinity by name; -0 as 0). */
export function numberLiteral(x) {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  return String(x); // shortest round-trip form; String(-0) is '0'
}

/** An object key as source: bare when it is an identifier, quoted otherwise. */
const keyLiteral = (key) => (IDENTIFIER.test(key) ? key : JSON.stringify(key));

/**
 * `value` as a JS expression that evaluates to an equal value: numbers, strings, booleans, null, undefined,
 * bigints, arrays, typed arrays and objects of those (own enumerable fields; functions left out). An object
 * that is not plain data (a TriangleMesh, a World…) is written as `opaque(value)`, the name of a variable
 * that holds it; without `opaque`, or when it returns undefined, such an object throws a TypeError.
 * @param {unknown} value
 * @param {(value: object) => string | undefined} [opaque]
 */
export function literal(value, opaque = () => undefined) {
  const write = (v) => {
    switch (typeof v) {
      case 'number':
        return numberLiteral(v);
      case 'string':
        return quote(v);
      case 'boolean':
        return String(v);
      case 'undefined':
        return 'undefined';
      case 'bigint':
        return `${v}n`;
      case 'object':
        break;
      default:
        throw new TypeError(`literal: a ${typeof v} cannot be written as a literal`);
    }
    if (v === null) return 'null';
    if (Array.isArray(v)) return `[${v.map(write).join(', ')}]`;
    if (ArrayBuffer.isView(v) && !(v instanceof DataView)) {
      return `new ${v.constructor.name}([${Array.from(v, write).join(', ')}])`;
    }
    if (isHandle(v)) {
      const name = opaque(v);
      if (name === undefined) throw new TypeError('literal: an object of the core (it has a dispose method) is not plain data');
      return name;
    }
    const fields = Object.entries(v).filter(([, field]) => typeof field !== 'function');
    if (fields.length === 0) return '{}';
    return `{ ${fields.map(([key, field]) => `${keyLiteral(key)}: ${write(field)}`).join(', ')} }`;
  };
  return write(value);
}

/** Whether `value` is an object of the core that holds WASM memory (a mesh, a hull, a World…): it has a dispose(). */
export const isHandle = (value) => value !== null && typeof value === 'object' && typeof value.dispose === 'function';

/** A string in single quotes (JSON's escapes, with ' escaped and " left alone). */
function quote(text) {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
