// Number formatting for readouts: fixed decimals, and never "-0.000".

/** `x` with `digits` decimals; a value that rounds to zero prints without a minus sign. */
export function formatNumber(x, digits = 4) {
  const text = x.toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text;
}

/** A vector as "(x, y, z)" with `digits` decimals each. */
export function formatVec(v, digits = 3) {
  return `(${formatNumber(v.x, digits)}, ${formatNumber(v.y, digits)}, ${formatNumber(v.z, digits)})`;
}
