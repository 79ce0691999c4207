// Shared by the strict-input tests (tests/js/world_*.test.js, the mesh tests): the loaded library and error asserts.
import { expect } from 'vitest';
import { init } from '../../bindings/js/index.js';

/** The library, loaded once per test file (top-level await). */
export const sk = await init();

export const v = (x, y, z) => ({ x, y, z });

/** The error `fn` throws; fails the test when it returns. */
export function thrown(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

/**
 * Asserts that `fn` throws a `type` error with exactly `message` (a RegExp: matching it; null: any) and the given
 * properties (argument, field, code…).
 */
export function expectError(fn, type, message, props = {}) {
  const e = thrown(fn);
  expect(e).toBeInstanceOf(type);
  if (message instanceof RegExp) expect(e.message).toMatch(message);
  else if (message !== null) expect(e.message).toBe(message);
  expect(e).toMatchObject(props);
}
