// Emscripten --extern-pre-js: the first lines of dist/sweepkit_core.mjs (an ES module), outside the factory and
// untouched by Emscripten's minifier (which cannot print import.meta). The import path is relative to dist/;
// the package ships both directories. The default URL is written as `new URL('<literal>', import.meta.url)` so
// that bundlers (Vite, webpack, esbuild, Parcel) emit the .wasm as an asset and rewrite the URL.
import { instantiateWasmSource as sweepkitInstantiateWasmSource } from '../bindings/js/wasm_source.js';
const sweepkitDefaultWasmUrl = () => new URL('sweepkit_core.wasm', import.meta.url);
