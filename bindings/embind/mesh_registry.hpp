#pragma once
// The triangle meshes JS created, by id (owned by bindings/embind/triangle_mesh.cpp), for the other mesh glue
// (mesh_queries.cpp: contacts, overlap, closest point, batches).

#include "sweepkit/mesh/triangle_mesh.hpp"

namespace sweepkit::bindings {

/// The live mesh with id `id`, or null (unknown or disposed).
const TriangleMesh* find_mesh(int id);

}  // namespace sweepkit::bindings
