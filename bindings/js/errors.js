// Turns the core's invalid_input answers into RangeErrors that name the argument, field and value.

/** sweepkit::InputError code -> [field of the argument, what is wrong]. Mirrors core/include/sweepkit/status.hpp. */
const INPUT_ERRORS = [
  null,
  ['center', 'must be finite and within ±1e8'],
  ['radius', 'must be finite and within ±1e8'],
  ['radius', 'must be >= 0'],
  [null, 'must be finite and within ±1e8'],
  ['normal', 'must be finite and within ±1e8'],
  ['normal', 'must not be zero'],
  ['normal', 'must have unit length (within 1e-4)'],
  ['constant', 'must be finite and within ±1e8'],
  ['min', 'must be finite and within ±1e8'],
  ['max', 'must be finite and within ±1e8'],
  [null, 'min must be <= max on every axis'],
  ['start', 'must be finite and within ±1e8'],
  ['end', 'must be finite and within ±1e8'],
  ['origin', 'must be finite and within ±1e8'],
  ['direction', 'must be finite and within ±1e8'],
  [null, 'must be >= 0 and not NaN'],
  ['type', "must be one of 'sphere', 'aabb', 'capsule', 'plane'"],
];

function format(value) {
  if (value !== null && typeof value === 'object' && 'x' in value) {
    return `(${value.x}, ${value.y}, ${value.z})`;
  }
  return String(value);
}

/**
 * Builds the RangeError for an invalid_input result.
 * @param {string} fn        JS function name, e.g. 'sweepSpherePlane'.
 * @param {string[]} names   parameter names of `fn`, in order.
 * @param {unknown[]} args   the arguments the caller passed.
 * @param {number} code      sweepkit::InputError code.
 * @param {number} index     0-based index of the rejected parameter.
 */
export function inputError(fn, names, args, code, index) {
  const [field, problem] = INPUT_ERRORS[code] ?? [null, 'is invalid'];
  const arg = args[index];
  const path = field ? `${names[index]}.${field}` : names[index];
  const value = field && arg != null ? arg[field] : arg;
  const shown = code === 11 ? `min ${format(arg?.min)}, max ${format(arg?.max)}` : format(value);
  const error = new RangeError(`${fn}: ${path} ${problem} (got ${shown})`);
  error.argument = names[index];
  error.field = field;
  return error;
}
