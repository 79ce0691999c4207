// Where the WebAssembly core comes from and how it is compiled. dist/sweepkit_core.mjs hands every load to
// instantiateWasmSource (through Emscripten's `instantiateWasm` hook, see bindings/emscripten/), so the
// package's own default and a caller's `init({ wasm })` take the same path:
//   - a URL over http(s) (the default in browsers, workers and bundlers: sweepkit_core.wasm beside the .mjs)
//     is fetched and compiled while it streams in (WebAssembly.instantiateStreaming) when the server sends
//     application/wasm, else compiled from the downloaded bytes;
//   - a file: URL (the default in Node, whose fetch cannot read files) is read with node:fs/promises;
//   - bytes, a fetch Response or an already compiled WebAssembly.Module are used as they are.

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d]; // "\0asm", the first 4 bytes of every WebAssembly binary
// Imported by name at run time only where a file: URL is loaded; a bundler must neither resolve nor shim it.
const NODE_FS = 'node:fs/promises';

export const WASM_SOURCE_KINDS = 'a URL, a URL string, an ArrayBuffer, a typed array, a Response or a WebAssembly.Module';

/**
 * Whether `source` is something instantiateWasmSource accepts.
 * @param {unknown} source
 * @returns {boolean}
 */
export function isWasmSource(source) {
  return (
    typeof source === 'string' ||
    source instanceof URL ||
    source instanceof ArrayBuffer ||
    ArrayBuffer.isView(source) ||
    source instanceof WebAssembly.Module ||
    (typeof Response === 'function' && source instanceof Response)
  );
}

/**
 * Instantiates the WebAssembly core from `source` with Emscripten's `imports`.
 * @param {string | URL | ArrayBuffer | ArrayBufferView | Response | WebAssembly.Module} source  a relative URL
 *   string resolves against the page (document.baseURI, or the worker's location); without a page it must be absolute.
 * @param {WebAssembly.Imports} imports
 * @returns {Promise<{instance: WebAssembly.Instance, module: WebAssembly.Module}>}
 * @throws (as a rejection) Error naming the URL when it cannot be loaded (a failed fetch or read, an HTTP status) or
 *   does not hold WebAssembly;
 *   TypeError for a relative URL string with no page to resolve it against; the engine's CompileError or
 *   LinkError for a WebAssembly module that is not this build of sweepkit's core.
 */
export async function instantiateWasmSource(source, imports) {
  if (source instanceof WebAssembly.Module) {
    return { instance: await WebAssembly.instantiate(source, imports), module: source };
  }
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return instantiateBytes(source, imports, 'the given bytes');
  }
  if (typeof Response === 'function' && source instanceof Response) {
    return instantiateResponse(source, imports, source.url || 'the given Response');
  }
  const url = resolveUrl(source);
  if (url.protocol === 'file:') {
    const { readFile } = await import(/* @vite-ignore */ /* webpackIgnore: true */ NODE_FS);
    return instantiateBytes(await loading(url, () => readFile(url)), imports, url.href);
  }
  return instantiateResponse(await loading(url, () => fetch(url, { credentials: 'same-origin' })), imports, url.href);
}

// What `load` answers; its failure (fetch's bare "fetch failed", a read's ENOENT) as an Error naming `url`, the
// engine's error its `cause`.
async function loading(url, load) {
  try {
    return await load();
  } catch (error) {
    throw new Error(`init: could not load the WebAssembly core from ${url.href} (${error?.message ?? error})`, { cause: error });
  }
}

function resolveUrl(source) {
  const base = globalThis.document?.baseURI ?? globalThis.location?.href;
  if (base !== undefined) return new URL(source, base);
  try {
    return new URL(source);
  } catch {
    throw new TypeError(
      `init: options.wasm is the relative URL '${source}' and there is no page to resolve it against; ` +
        "pass an absolute URL (e.g. new URL('./sweepkit_core.wasm', import.meta.url))",
    );
  }
}

async function instantiateResponse(response, imports, from) {
  if (!response.ok) {
    throw new Error(`init: could not load the WebAssembly core from ${from} (HTTP ${response.status})`);
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim();
  // instantiateStreaming insists on the MIME type; other servers' bytes are compiled once downloaded.
  if (type === 'application/wasm' && typeof WebAssembly.instantiateStreaming === 'function') {
    return WebAssembly.instantiateStreaming(response, imports);
  }
  return instantiateBytes(await response.arrayBuffer(), imports, from);
}

function instantiateBytes(bytes, imports, from) {
  const view = ArrayBuffer.isView(bytes) ? bytes : new Uint8Array(bytes);
  const head = new Uint8Array(view.buffer, view.byteOffset, Math.min(4, view.byteLength));
  if (!WASM_MAGIC.every((byte, i) => head[i] === byte)) {
    // The usual cause: a dev server or CDN answering a missing file with its index.html.
    const start = Array.from(head, (b) => b.toString(16).padStart(2, '0')).join(' ');
    throw new Error(
      `init: ${from} is not WebAssembly (it starts with bytes [${start}], not 00 61 73 6d); serve ` +
        'sweepkit_core.wasm beside sweepkit_core.mjs, or pass its URL or bytes as init({ wasm })',
    );
  }
  return WebAssembly.instantiate(bytes, imports);
}
