#pragma once
// The triangle meshes JS created (bindings/embind/triangle_mesh.cpp holds them by id), for the other bindings that
// take a mesh by its id (the World's mesh bodies).

namespace sweepkit {
struct TriangleMesh;
}

namespace sweepkit::bindings {

/// The mesh registered under `id` (TriangleMesh's id in bindings/js/triangle_mesh.js), or null when there is none
/// (never created, or disposed). The pointer stays valid until that mesh is disposed: JS refuses to dispose a mesh
/// a World body still uses.
const TriangleMesh* find_mesh(int id);

}  // namespace sweepkit::bindings
