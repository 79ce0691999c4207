#include "sweepkit/mesh/mesh_bvh.hpp"

#include <algorithm>
#include <limits>

#include "../broadphase/box_math.hpp"

namespace sweepkit {

namespace {

using detail::empty_box;
using detail::half_area;
using detail::merged;

constexpr int kBins = MeshBvh::kBins;

// A triangle during the build: its bounds, their centre (the point binned), and its index.
struct Prim {
  Aabb box;
  Vec3 centroid;
  std::uint32_t triangle;
};

struct Work {
  std::uint32_t node;
  std::uint32_t begin;
  std::uint32_t end;
  std::uint32_t depth;
};

struct Bin {
  Aabb box = empty_box();
  std::uint32_t count = 0;
};

// The split chosen for a node: prims whose bin on `axis` is <= `bin` go left. axis -1: none found.
struct Split {
  int axis = -1;
  int bin = 0;
  double cost = std::numeric_limits<double>::infinity();
};

// Bin of a centroid coordinate c in [lo, lo + extent], for the binning and the partition alike.
inline int bin_of(Real c, Real lo, Real scale) {
  const int b = static_cast<int>((c - lo) * scale);
  return std::min(kBins - 1, std::max(0, b));
}

// Wald 2007: bin the centroids on each axis, sweep the bins' prefix and suffix boxes, and take the boundary
// minimising the SAH cost 1 + (A_L N_L + A_R N_R) / A (a traversal step and a triangle test both cost 1).
Split best_split(std::span<const Prim> prims, const Aabb& bounds, const Aabb& centroids) {
  Split best;
  std::array<std::array<Bin, kBins>, 3> bins{};
  Real lo[3];
  Real scale[3];
  for (int a = 0; a < 3; ++a) {
    lo[a] = centroids.min[a];
    const Real extent = centroids.max[a] - centroids.min[a];
    scale[a] = extent > 0 ? static_cast<Real>(kBins) / extent : 0;
  }
  for (const Prim& p : prims) {
    for (int a = 0; a < 3; ++a) {
      Bin& bin = bins[static_cast<std::size_t>(a)][static_cast<std::size_t>(bin_of(p.centroid[a], lo[a], scale[a]))];
      bin.box = merged(bin.box, p.box);
      ++bin.count;
    }
  }
  const double inv_area = 1 / std::max(half_area(bounds), std::numeric_limits<double>::min());
  for (int a = 0; a < 3; ++a) {
    if (scale[a] == 0) continue;
    const auto& b = bins[static_cast<std::size_t>(a)];
    std::array<double, kBins> right{};  // right[i]: A_R N_R of bins i..kBins-1
    Aabb acc = empty_box();
    std::uint32_t n = 0;
    for (int i = kBins - 1; i > 0; --i) {
      acc = merged(acc, b[static_cast<std::size_t>(i)].box);
      n += b[static_cast<std::size_t>(i)].count;
      right[static_cast<std::size_t>(i)] = n == 0 ? -1 : half_area(acc) * n;
    }
    acc = empty_box();
    n = 0;
    for (int i = 0; i < kBins - 1; ++i) {
      acc = merged(acc, b[static_cast<std::size_t>(i)].box);
      n += b[static_cast<std::size_t>(i)].count;
      const double r = right[static_cast<std::size_t>(i + 1)];
      if (n == 0 || r < 0) continue;  // one side empty: not a split
      const double cost = 1 + (half_area(acc) * n + r) * inv_area;
      if (cost < best.cost) best = {a, i, cost};
    }
  }
  return best;
}

}  // namespace

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
  MeshBvh bvh;
  const auto n = static_cast<std::uint32_t>(triangles.size());
  if (n == 0) return bvh;
  std::vector<Prim> prims(n);
  for (std::uint32_t t = 0; t < n; ++t) {
    const Aabb box = triangle_bounds(vertices, triangles[t]);
    prims[t] = {box, (box.min + box.max) * Real(0.5), t};
  }
  bvh.nodes.reserve(2 * static_cast<std::size_t>(n));
  bvh.nodes.emplace_back();
  std::vector<Work> stack;
  stack.push_back({0, 0, n, 1});
  while (!stack.empty()) {
    const Work w = stack.back();
    stack.pop_back();
    bvh.depth = std::max(bvh.depth, w.depth);
    Aabb bounds = empty_box();
    Aabb centroids = empty_box();
    for (std::uint32_t i = w.begin; i < w.end; ++i) {
      bounds = merged(bounds, prims[i].box);
      centroids = merged(centroids, {prims[i].centroid, prims[i].centroid});
    }
    bvh.nodes[w.node].box = bounds;
    const std::uint32_t count = w.end - w.begin;
    const auto make_leaf = [&] {
      bvh.nodes[w.node].index = w.begin;
      bvh.nodes[w.node].count = count;
    };
    if (count == 1) {
      make_leaf();
      continue;
    }
    std::uint32_t mid = w.begin;
    const std::span<Prim> range(prims.data() + w.begin, count);
    const Split split = w.depth < MeshBvh::kMedianDepth ? best_split(range, bounds, centroids) : Split{};
    if (split.axis >= 0 && !(count <= MeshBvh::kLeafSize && split.cost >= count)) {
      const int a = split.axis;
      const Real lo = centroids.min[a];
      const Real scale = static_cast<Real>(kBins) / (centroids.max[a] - centroids.min[a]);
      const auto left =
          std::partition(range.begin(), range.end(), [&](const Prim& p) { return bin_of(p.centroid[a], lo, scale) <= split.bin; });
      mid = w.begin + static_cast<std::uint32_t>(left - range.begin());
    } else if (count <= MeshBvh::kLeafSize) {
      make_leaf();
      continue;
    } else {
      // No SAH split (every centroid equal) or too deep: halve by count along the widest centroid axis.
      const Vec3 e = centroids.max - centroids.min;
      const int a = e.x >= e.y && e.x >= e.z ? 0 : (e.y >= e.z ? 1 : 2);
      mid = w.begin + count / 2;
      std::nth_element(range.begin(), range.begin() + count / 2, range.end(),
                       [a](const Prim& p, const Prim& q) { return p.centroid[a] < q.centroid[a] ||
                                                                  (p.centroid[a] == q.centroid[a] && p.triangle < q.triangle); });
    }
    const auto child = static_cast<std::uint32_t>(bvh.nodes.size());
    bvh.nodes[w.node].index = child;
    bvh.nodes[w.node].count = 0;
    bvh.nodes.emplace_back();
    bvh.nodes.emplace_back();
    stack.push_back({child + 1, mid, w.end, w.depth + 1});
    stack.push_back({child, w.begin, mid, w.depth + 1});
  }
  bvh.nodes.shrink_to_fit();
  bvh.triangles.resize(n);
  for (std::uint32_t i = 0; i < n; ++i) bvh.triangles[i] = prims[i].triangle;
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
