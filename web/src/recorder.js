// Every answer on the page comes from the WebAssembly core. The recorder wraps the API so that the calls
// behind the current readout are kept (function, arguments as plain data, result): the readout can name
// the function each number comes from, and the tests can replay the calls and compare.
//
// Calls are kept in two lists: those made while computing the frame (step) and those made for the slider
// time t (at). Scenes that make thousands of calls per frame use the unwrapped API (`raw`) for the bulk.
// Objects of the core (a TriangleMesh, a World…: they have a dispose method) are kept in the arguments as
// they are, not copied, and the recorder remembers which call made each one (its kind, for the code panel).

import { isHandle } from './literal.js';

/** Calls kept per list; later calls still run, unrecorded. */
const LIMIT = 48;

/** @param {import('sweepkit').Sweepkit} sk */
export function createRecorder(sk) {
  const lists = { step: [], at: [] };
  let current = lists.step;
  const index = new WeakMap(); // result object -> its log entry
  const kinds = new WeakMap(); // object of the core -> its kind ('TriangleMesh', 'World'…), from the call that made it
  const dropped = { step: 0, at: 0 };
  let currentName = 'step';

  const core = {};
  for (const [name, fn] of Object.entries(sk)) {
    if (typeof fn !== 'function') continue;
    core[name] = (...args) => {
      const result = fn(...args);
      if (isHandle(result)) kinds.set(result, name.replace(/^(create|load)/, ''));
      if (current.length >= LIMIT) dropped[currentName]++;
      else {
        const entry = { fn: name, args: plain(args), result };
        current.push(entry);
        if (result && typeof result === 'object') index.set(result, entry);
      }
      return result;
    };
  }

  return {
    /** The API, recording. */
    core: Object.freeze(core),
    /** Starts the log of a new frame (clears both lists). */
    beginStep() {
      lists.step = [];
      lists.at = [];
      current = lists.step;
      currentName = 'step';
      dropped.step = dropped.at = 0;
    },
    /** Starts the log for a new slider time (clears only the `at` list). */
    beginAt() {
      lists.at = [];
      current = lists.at;
      currentName = 'at';
      dropped.at = 0;
    },
    /** The calls behind the current readout, in order. */
    calls: () => [...lists.step, ...lists.at],
    /** How many calls behind the current readout were made but not kept (past LIMIT per list). */
    dropped: () => dropped.step + dropped.at,
    /** The kind of an object of the core ('TriangleMesh', 'ConvexHull', 'World'…) if a recorded function made it. */
    kindOf: (object) => kinds.get(object),
    /** Where in calls() the call that returned `result` is, or -1. */
    indexOf(result) {
      const entry = result && typeof result === 'object' ? index.get(result) : undefined;
      return entry ? this.calls().indexOf(entry) : -1;
    },
  };
}

/**
 * A deep copy as plain data: own enumerable fields only, so three.js objects become {x, y, z}, {min, max},
 * {center, radius}… exactly as the core read them (not their toJSON forms, which use arrays). Typed arrays are
 * copied as typed arrays; objects of the core are kept as they are.
 */
function plain(value) {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object' || isHandle(value)) return value;
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return value.slice(0);
  const copy = {};
  for (const [key, field] of Object.entries(value)) if (typeof field !== 'function') copy[key] = plain(field);
  return copy;
}
