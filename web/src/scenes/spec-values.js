// The readout values of the core's two result types as the scenes' end-to-end specs (their `e2e` exports)
// expect them: {readout key: value}, a value being a number, a boolean, a string or an {x, y, z} vector,
// compared with the text on the page to the decimals shown there (tests/e2e/scenes.test.js). Vectors of a
// miss show as "—".

/** The rows of a SweepHit. */
export function sweepValues(hit, { prefix = '', position = 'position' } = {}) {
  const vector = (v) => (hit.hit ? v : '—');
  return {
    [`${prefix}status`]: hit.status,
    [`${prefix}t`]: hit.t,
    [`${prefix}${position}`]: hit.position,
    [`${prefix}point`]: vector(hit.point),
    [`${prefix}normal`]: vector(hit.normal),
  };
}

/** The rows of a Contact. */
export function contactValues(contact, prefix = '') {
  const vector = (v) => (contact.hit ? v : '—');
  return {
    [`${prefix}hit`]: contact.hit,
    [`${prefix}depth`]: contact.depth,
    [`${prefix}normal`]: vector(contact.normal),
    [`${prefix}pointA`]: vector(contact.pointA),
    [`${prefix}pointB`]: vector(contact.pointB),
  };
}
