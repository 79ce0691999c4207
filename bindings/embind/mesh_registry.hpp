#pragma once
// The triangle meshes JS created, by id (owned by bindings/embind/triangle_mesh.cpp), for the other glue that takes
// a mesh by its id: mesh_queries.cpp (contacts, overlap, closest point, batches) and world.cpp (mesh bodies).

#include "sweepkit/mesh/triangle_mesh.hpp"

namespace sweepkit::bindings {

/// The live mesh with id `id` (TriangleMesh's id in bindings/js/triangle_mesh.js), or null (unknown or disposed).
/// The pointer stays valid until that mesh is disposed: JS refuses to dispose a mesh a World body still uses.
const TriangleMesh* find_mesh(int id);

}  // namespace sweepkit::bindings
