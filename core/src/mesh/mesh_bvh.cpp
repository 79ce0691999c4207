#include "sweepkit/mesh/mesh_bvh.hpp"

#include <algorithm>
#include <memory>

#include "../broadphase/box_math.hpp"
#include "../broadphase/sah_build.hpp"

namespace sweepkit {

using detail::empty_box;
using detail::merged;

Aabb triangle_bounds(std::span<const Vec3> vertices, const MeshTriangle& t) {
  const Vec3 a = vertices[t[0]];
  const Vec3 b = vertices[t[1]];
  const Vec3 c = vertices[t[2]];
  return {{std::min({a.x, b.x, c.x}), std::min({a.y, b.y, c.y}), std::min({a.z, b.z, c.z})},
          {std::max({a.x, b.x, c.x}), std::max({a.y, b.y, c.y}), std::max({a.z, b.z, c.z})}};
}

std::size_t MeshBvh::leaf_count() const {
  return static_cast<std::size_t>(std::count_if(nodes.begin(), nodes.end(), [](const MeshBvhNode& n) { return n.leaf(); }));
}

MeshBvh build_mesh_bvh(std::span<const Vec3> vertices, std::span<const MeshTriangle> triangles) {
  namespace sah = detail::sah;
  MeshBvh bvh;
  const auto n = static_cast<std::uint32_t>(triangles.size());
  if (n == 0) return bvh;
  // Neither array is value-initialised: every element is written before it is read.
  const std::unique_ptr<sah::Prim[]> prims(new sah::Prim[n]);
  const std::unique_ptr<std::uint32_t[]> ids(new std::uint32_t[n]);
  for (std::uint32_t t = 0; t < n; ++t) {
    const sah::V4 a = sah::v4(vertices[triangles[t][0]]);
    const sah::V4 b = sah::v4(vertices[triangles[t][1]]);
    const sah::V4 c = sah::v4(vertices[triangles[t][2]]);
    prims[t] = {sah::vmin(sah::vmin(a, b), c), sah::vmax(sah::vmax(a, b), c)};
  }
  bvh.depth = sah::build<MeshBvh::kBins>(prims.get(), ids.get(), n, {MeshBvh::kLeafSize, MeshBvh::kMedianDepth},
                                         bvh.nodes);
  bvh.triangles.assign(ids.get(), ids.get() + n);
  return bvh;
}

void refit_mesh_bvh(MeshBvh& bvh, std::span<const Vec3> vertices, std::span<const MeshTriangle> triangles) {
  // Children come after their parent in the array, so one backward pass sees every child before its parent.
  for (std::size_t i = bvh.nodes.size(); i-- > 0;) {
    MeshBvhNode& node = bvh.nodes[i];
    if (node.leaf()) {
      Aabb box = empty_box();
      for (std::uint32_t s = node.index; s < node.index + node.count; ++s) {
        box = merged(box, triangle_bounds(vertices, triangles[bvh.triangles[s]]));
      }
      node.box = box;
    } else {
      node.box = merged(bvh.nodes[node.index].box, bvh.nodes[node.index + 1].box);
    }
  }
}

}  // namespace sweepkit
