// For the mesh scenes' end-to-end specs (their `e2e.expected`, run in Node by tests/e2e/scenes.test.js): a mesh
// built from the scene's own arrays by the JS API under test, used, and freed whatever happens.

/**
 * Calls `use(mesh)` with a TriangleMesh built by `api` from `arrays` ({positions, indices}) and returns its result;
 * the mesh is disposed afterwards, also when `use` throws.
 */
export function withMesh(api, arrays, use) {
  const mesh = api.createTriangleMesh(arrays.positions, arrays.indices);
  try {
    return use(mesh);
  } finally {
    mesh.dispose();
  }
}
