#pragma once
// The triangle contacts of a shape against a mesh, in the mesh's frame: what contact_shape_mesh reduces to a
// manifold and what a mesh sweep that starts in contact answers with. Private to core/src/mesh.

#include <vector>

#include "sweepkit/mesh/contact_mesh.hpp"

namespace sweepkit::detail {

// Every overlapping triangle's contact points of `local` (a checked shape, not a plane, in the mesh's frame:
// translated by -mesh.origin) after the internal-edge rule (internal_edges.hpp), ordered by triangle index (a
// triangle's points in its manifold's order), into `out` (cleared first). Points in the mesh's frame; point_b on
// the triangle.
void mesh_triangle_contacts(const Shape& local, const TriangleMesh& mesh, std::vector<MeshTriangleContact>& out);

// The deepest of `contacts` (ties: the first, so the lower triangle index); null when there is none.
const MeshTriangleContact* deepest_contact(const std::vector<MeshTriangleContact>& contacts);

}  // namespace sweepkit::detail
