// Emscripten --pre-js: runs inside createSweepkitCore(moduleArg) before the runtime asks for the .wasm, and
// hands the loading to bindings/js/wasm_source.js in every host (browser, worker, bundler, Node):
// moduleArg.wasmSource (from init({ wasm })) or, by default, sweepkit_core.wasm beside this .mjs
// (wasm_loader.extern-pre.js). A caller's own instantiateWasm or wasmBinary still wins.
if (!Module['instantiateWasm'] && !Module['wasmBinary']) {
  Module['instantiateWasm'] = function (imports, receiveInstance) {
    var source = Module['wasmSource'] || sweepkitDefaultWasmUrl();
    sweepkitInstantiateWasmSource(source, imports).then(function (result) {
      receiveInstance(result['instance'], result['module']);
    }, readyPromiseReject);
    return {}; // asynchronous: the exports arrive through receiveInstance
  };
}
