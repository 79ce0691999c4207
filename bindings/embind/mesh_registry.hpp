#pragma once
// The triangle meshes JS created, by id: triangle_mesh.cpp adds and removes them (sk.createTriangleMesh,
// loadTriangleMesh, TriangleMesh.dispose); the other glue that takes a mesh by its id finds it here: triangle_mesh.cpp
// and mesh_queries.cpp (raycasts, sweeps, contacts, batches), trace_mesh.cpp and world.cpp (mesh bodies).
//
// Every query looks its mesh up, so the lookup is an index and a compare, not a hash: an id is a slot of a table in
// its low kSlotBits bits (the slot + 1, so no id is 0) and that slot's generation above them. Removing a mesh bumps
// its slot's generation, so its id finds nothing from then on, and a later mesh reuses the slot under the new
// generation; a slot whose generation would wrap is retired, never reused, so no id ever names a second mesh.

#include <cstdint>
#include <memory>

#include "sweepkit/mesh/triangle_mesh.hpp"

namespace sweepkit::bindings {

/// Bits of an id that hold its slot (+ 1); the 8 bits above (the id is a positive int32) its slot's generation.
/// 2^23 - 1 live meshes at once: more than WASM's 2 GB of memory holds (a mesh takes some 300 bytes at least).
inline constexpr int kMeshSlotBits = 23;

/// Registers `mesh`. @return its id (> 0), or 0 when every slot is in use (more live meshes than kMeshSlotBits
/// allows: see there).
std::int32_t add_mesh(std::unique_ptr<TriangleMesh> mesh);

/// The live mesh with id `id` (TriangleMesh's id in bindings/js/triangle_mesh.js), or null (unknown or removed).
/// The pointer stays valid until that mesh is removed: JS refuses to dispose a mesh a World body still uses.
TriangleMesh* find_mesh(std::int32_t id);

/// Frees mesh `id` (no effect for an unknown or removed id).
void remove_mesh(std::int32_t id);

}  // namespace sweepkit::bindings
