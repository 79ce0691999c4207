// The playground's state in the URL hash, so a link reproduces what is on screen:
//   #<scene-id>?<param>=<value>&…&frame=<k>&t=<t>&playback=<speed>
// Only parameters that differ from the scene's defaults are written (the playback speed: when not 1).
// Vectors are "x,y,z". (Not `speed=`: that is a parameter of the tunnelling scene.)

/** Keys the playground itself uses; scene parameters must not use them. */
const RESERVED = new Set(['frame', 't', 'playback']);

/**
 * Reads a hash such as "#aabb-aabb?a=1,0,0&frame=3&playback=2".
 * @returns {{ id: string, values: Map<string, string>, frame: number, t: number, speed?: number }}
 *   speed: the playback speed, when the hash gives a positive number as `playback`.
 */
export function parseHash(hash) {
  const text = hash.replace(/^#/, '');
  const [id, query = ''] = text.split('?');
  const values = new Map(new URLSearchParams(query));
  const frame = Number.parseInt(values.get('frame') ?? '0', 10);
  const t = Number(values.get('t') ?? '0');
  const speed = Number(values.get('playback') ?? 'NaN');
  for (const key of RESERVED) values.delete(key);
  return {
    id: decodeURIComponent(id),
    values,
    frame: Number.isFinite(frame) && frame >= 0 ? frame : 0,
    t: Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0,
    ...(Number.isFinite(speed) && speed > 0 ? { speed } : {}),
  };
}

/** A number as short text: at most 4 decimals, no trailing zeros, never "-0". */
function short(x) {
  const text = String(Number(x.toFixed(4)));
  return text === '-0' ? '0' : text;
}

function encode(value) {
  if (Array.isArray(value)) return value.map(short).join(',');
  if (typeof value === 'number') return short(value);
  return String(value);
}

/**
 * Parses `text` into the type of `fallback` (number, boolean, string or number array); returns
 * `fallback` when it does not parse, or when `options` is given and the value is not among them.
 */
function decode(text, fallback, options) {
  if (Array.isArray(fallback)) {
    const parts = text.split(',').map(Number);
    return parts.length === fallback.length && parts.every(Number.isFinite) ? parts : fallback;
  }
  if (typeof fallback === 'number') {
    const x = Number(text);
    return text !== '' && Number.isFinite(x) ? x : fallback;
  }
  if (typeof fallback === 'boolean') return text === 'true' || text === '1';
  if (options && !options.includes(text)) return fallback;
  return text;
}

/**
 * The scene's parameters: its defaults, overridden by the URL's values (clamped to each control's range).
 * @param {object} defaults  the scene's `params`.
 * @param {Array} controls   the scene's `controls` (ranges and options).
 * @param {Map<string, string>} values  from parseHash.
 */
export function readParams(defaults, controls, values) {
  const params = structuredClone(defaults);
  const byKey = new Map(controls.map((control) => [control.key, control]));
  for (const [key, text] of values) {
    if (!(key in defaults)) continue;
    const control = byKey.get(key);
    const options = control?.options ? Object.values(control.options) : undefined;
    let value = decode(text, defaults[key], options);
    if (control && typeof value === 'number') value = clamp(value, control);
    if (control && Array.isArray(value)) value = value.map((x) => clamp(x, control));
    params[key] = value;
  }
  return params;
}

function clamp(x, { min = -Infinity, max = Infinity }) {
  return Math.min(max, Math.max(min, x));
}

/** The hash for a scene in a given state: only non-default parameters, frame and t when not 0, the speed when not 1. */
export function formatHash(id, params, defaults, { frame = 0, t = 0, speed = 1 } = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (encode(value) !== encode(defaults[key])) query.set(key, encode(value));
  }
  if (frame > 0) query.set('frame', String(frame));
  if (t > 0) query.set('t', short(t));
  if (speed !== 1) query.set('playback', short(speed));
  const text = query.toString().replaceAll('%2C', ',');
  return `#${id}${text ? `?${text}` : ''}`;
}
