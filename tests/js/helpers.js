// Shared by the JS tests (the world, mesh and query tests): the loaded library, a vector and its assert, error asserts.
import { expect } from 'vitest';
import { init } from '../../bindings/js/index.js';

/** The library, loaded once per test file (top-level await). */
export const sk = await init();

export const v = (x, y, z) => ({ x, y, z });

/** Expects each of actual's x, y, z within 10^-digits / 2 of expected's. */
export function expectVec(actual, expected, digits = 5) {
  expect(actual.x).toBeCloseTo(expected.x, digits);
  expect(actual.y).toBeCloseTo(expected.y, digits);
  expect(actual.z).toBeCloseTo(expected.z, digits);
}

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
