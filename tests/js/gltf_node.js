// three.js's glTF loader and exporter in Node, for the real-model tests (tests/js/mesh_models.test.js) and the mesh
// benchmark (bench/mesh.mjs).
//
// Draco: three's DRACOLoader decodes in a Web Worker whose script it fetches; Node has neither a Web Worker nor a
// fetch of file paths. Rather than polyfill both, GLTFLoader is handed a small decoder of its own (GLTFLoader only
// calls `preload()` and `decodeDracoFile(buffer, onLoad, attributeIDs, attributeTypes, colorSpace, onError)` on
// its DRACOLoader): the same Draco decoder three ships (examples/jsm/libs/draco/draco_wasm_wrapper.js and its
// .wasm), run on the main thread. The wrapper is a classic script (CommonJS when `module` exists) inside three's
// ES-module package, so it is evaluated as a CommonJS function (module, exports, require, __filename, __dirname).
// GLTFExporter's binary output goes through FileReader, which Node lacks: exportGlb installs a minimal one
// (readAsArrayBuffer over Blob.arrayBuffer) when it is missing, and nothing else.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BufferAttribute, BufferGeometry } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';

const require = createRequire(import.meta.url);
const dracoDir = require.resolve('three/examples/jsm/loaders/DRACOLoader.js').replace(/loaders\/DRACOLoader\.js$/, 'libs/draco/');

let decoderModule = null;
/** The Draco decoder module (draco_wasm_wrapper.js + draco_decoder.wasm), loaded once. */
function dracoDecoder() {
  if (!decoderModule) {
    const module = { exports: {} };
    const file = `${dracoDir}draco_wasm_wrapper.js`;
    const script = new Function('module', 'exports', 'require', '__filename', '__dirname', readFileSync(file, 'utf8'));
    script(module, module.exports, require, file, dracoDir);
    const DracoDecoderModule = module.exports;
    const wasmBinary = readFileSync(`${dracoDir}draco_decoder.wasm`);
    decoderModule = new Promise((resolve) => {
      // The module is thenable: wrapped before resolving, as DRACOLoader's worker does.
      DracoDecoderModule({ wasmBinary, onModuleLoaded: (draco) => resolve({ draco }) });
    });
  }
  return decoderModule;
}

/**
 * Decodes one KHR_draco_mesh_compression buffer into a BufferGeometry: the triangles' indices and the attributes
 * GLTFLoader asks for (by their Draco unique ids), as float32 (the only type these tests' models use).
 * @param {object} draco the decoder module
 * @param {ArrayBuffer} buffer the compressed bytes
 * @param {Record<string, number>} attributeIDs three's attribute name -> Draco unique id
 * @param {Record<string, string>} attributeTypes three's attribute name -> typed array name
 * @returns {BufferGeometry}
 * @throws {Error} a point cloud, a failed decode, or an attribute type other than Float32Array
 */
function decodeMesh(draco, buffer, attributeIDs, attributeTypes) {
  const decoder = new draco.Decoder();
  const mesh = new draco.Mesh();
  try {
    const bytes = new Int8Array(buffer);
    if (decoder.GetEncodedGeometryType(bytes) !== draco.TRIANGULAR_MESH) throw new Error('draco: not a triangle mesh');
    const status = decoder.DecodeArrayToMesh(bytes, bytes.byteLength, mesh);
    if (!status.ok() || mesh.ptr === 0) throw new Error(`draco: decoding failed: ${status.error_msg()}`);
    const geometry = new BufferGeometry();
    for (const [name, id] of Object.entries(attributeIDs)) {
      if (attributeTypes[name] !== 'Float32Array') {
        throw new Error(`draco: attribute ${name} is ${attributeTypes[name]} (only Float32Array is decoded here)`);
      }
      const attribute = decoder.GetAttributeByUniqueId(mesh, id);
      const itemSize = attribute.num_components();
      const values = copyOut(draco, mesh.num_points() * itemSize, Float32Array, (bytes, ptr) =>
        decoder.GetAttributeDataArrayForAllPoints(mesh, attribute, draco.DT_FLOAT32, bytes, ptr));
      geometry.setAttribute(name, new BufferAttribute(values, itemSize));
    }
    const index = copyOut(draco, 3 * mesh.num_faces(), Uint32Array, (bytes, ptr) =>
      decoder.GetTrianglesUInt32Array(mesh, bytes, ptr));
    geometry.setIndex(new BufferAttribute(index, 1));
    return geometry;
  } finally {
    draco.destroy(mesh);
    draco.destroy(decoder);
  }
}

// `count` elements of `Type` that `fill(byteLength, pointer)` writes into the decoder's heap, copied out.
function copyOut(draco, count, Type, fill) {
  const byteLength = count * Type.BYTES_PER_ELEMENT;
  const ptr = draco._malloc(byteLength);
  try {
    fill(byteLength, ptr);
    return new Type(draco.HEAPF32.buffer, ptr, count).slice();
  } finally {
    draco._free(ptr);
  }
}

/** What GLTFLoader.setDRACOLoader needs of a DRACOLoader, decoding on the main thread (see the file's comment). */
const nodeDracoLoader = {
  preload() {
    dracoDecoder();
    return this;
  },
  decodeDracoFile(buffer, onLoad, attributeIDs, attributeTypes, _colorSpace, onError = () => {}) {
    return dracoDecoder()
      .then(({ draco }) => onLoad(decodeMesh(draco, buffer, attributeIDs, attributeTypes)))
      .catch(onError);
  },
};

/**
 * A binary glTF parsed by three's GLTFLoader (Draco meshes decoded as above).
 * @param {ArrayBuffer} glb
 * @returns {Promise<object>} the loader's `gltf` ({scene, parser, …})
 */
export function loadGlb(glb) {
  const loader = new GLTFLoader().setDRACOLoader(nodeDracoLoader);
  return new Promise((resolve, reject) => loader.parse(glb, '', resolve, reject));
}

/** The bytes of a `data:…;base64,` URL (how @pmndrs/assets ships its models). */
export function bytesOfDataUrl(url) {
  const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/**
 * `object` exported by three's GLTFExporter as a binary glTF.
 * @param {import('three').Object3D} object
 * @returns {Promise<ArrayBuffer>}
 */
export function exportGlb(object) {
  if (typeof globalThis.FileReader === 'undefined') globalThis.FileReader = BlobReader;
  return new GLTFExporter().parseAsync(object, { binary: true });
}

// The part of the DOM's FileReader GLTFExporter uses for binary output.
class BlobReader {
  result = null;
  onloadend = null;
  readAsArrayBuffer(blob) {
    blob.arrayBuffer().then((buffer) => {
      this.result = buffer;
      this.onloadend?.();
    });
  }
}
