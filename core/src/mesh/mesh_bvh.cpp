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

// A triangle during the build: its bounds and its index (28 bytes: the build moves these around). The point
// binned is the box's centre, kept doubled (min + max: no multiply, the same order).
struct Prim {
  Aabb box;
  std::uint32_t triangle;
  Real centre2(int axis) const { return box.min[axis] + box.max[axis]; }
};

// Bounds of a range of prims: of their boxes, and of their centroids.
struct RangeBounds {
  Aabb box = empty_box();
  Aabb centroids = empty_box();
  void add(const Prim& p) {
    box = merged(box, p.box);
    const Vec3 c = p.box.min + p.box.max;
    centroids = merged(centroids, {c, c});
  }
};

struct Work {
  std::uint32_t node;
  std::uint32_t begin;
  std::uint32_t end;
  std::uint32_t depth;
  RangeBounds bounds;
};

struct Bin {
  Aabb box = empty_box();
  std::uint32_t count = 0;
};

// The split chosen for a node: prims whose bin is <= `bin` go left. bin -1: none found.
struct Split {
  int bin = -1;
  double cost = std::numeric_limits<double>::infinity();
};

// Bin of a centroid coordinate c in [lo, lo + extent], for the binning and the partition alike.
// Clamped before the conversion to int: a centroid spread so thin that `scale` overflows to infinity gives
// 0 × infinity = NaN for the lowest centroid, which goes to bin 0 (converting NaN or a huge value is undefined).
inline int bin_of(Real c, Real lo, Real scale) {
  const Real x = (c - lo) * scale;
  if (!(x > 0)) return 0;
  if (!(x < Real(kBins))) return kBins - 1;
  return static_cast<int>(x);
}

// Wald 2007: bin the centroids along the axis where they spread widest, sweep the bins' prefix and suffix boxes,
// and take the boundary minimising the SAH cost 1 + (A_L N_L + A_R N_R) / A (a traversal step and a triangle test
// both cost 1).
Split best_split(std::span<const Prim> prims, const Aabb& bounds, int axis, Real lo, Real scale) {
  std::array<Bin, kBins> bins{};
  for (const Prim& p : prims) {
    Bin& bin = bins[static_cast<std::size_t>(bin_of(p.centre2(axis), lo, scale))];
    bin.box = merged(bin.box, p.box);
    ++bin.count;
  }
  std::array<double, kBins> right{};  // right[i]: A_R N_R of bins i..kBins-1
  Aabb acc = empty_box();
  std::uint32_t n = 0;
  for (int i = kBins - 1; i > 0; --i) {
    acc = merged(acc, bins[static_cast<std::size_t>(i)].box);
    n += bins[static_cast<std::size_t>(i)].count;
    right[static_cast<std::size_t>(i)] = n == 0 ? -1 : half_area(acc) * n;
  }
  const double inv_area = 1 / std::max(half_area(bounds), std::numeric_limits<double>::min());
  Split best;
  acc = empty_box();
  n = 0;
  for (int i = 0; i < kBins - 1; ++i) {
    acc = merged(acc, bins[static_cast<std::size_t>(i)].box);
    n += bins[static_cast<std::size_t>(i)].count;
    const double r = right[static_cast<std::size_t>(i + 1)];
    if (n == 0 || r < 0) continue;  // one side empty: not a split
    const double cost = 1 + (half_area(acc) * n + r) * inv_area;
    if (cost < best.cost) best = {i, cost};
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
  std::vector<Prim> prims;
  prims.reserve(n);
  RangeBounds root;
  for (std::uint32_t t = 0; t < n; ++t) {
    prims.push_back({triangle_bounds(vertices, triangles[t]), t});
    root.add(prims.back());
  }
  // About one node per triangle with leaves of 2 on average (terrains, scanned models): reserving 5/4 of that
  // makes one allocation in the common case (2n - 1 nodes at most, with leaves of 1).
  bvh.nodes.reserve(static_cast<std::size_t>(n) + n / 4 + 1);
  bvh.nodes.emplace_back();
  std::vector<Work> stack;
  stack.push_back({0, 0, n, 1, root});
  while (!stack.empty()) {
    const Work w = stack.back();
    stack.pop_back();
    bvh.depth = std::max(bvh.depth, w.depth);
    MeshBvhNode& node = bvh.nodes[w.node];
    node.box = w.bounds.box;
    const std::uint32_t count = w.end - w.begin;
    const std::span<Prim> range(prims.data() + w.begin, count);
    const Vec3 e = w.bounds.centroids.max - w.bounds.centroids.min;
    const int axis = e.x >= e.y && e.x >= e.z ? 0 : (e.y >= e.z ? 1 : 2);
    const Real lo = w.bounds.centroids.min[axis];
    const Real scale = e[axis] > 0 ? static_cast<Real>(kBins) / e[axis] : 0;
    const Split split = count > 1 && scale > 0 && w.depth < MeshBvh::kMedianDepth
                            ? best_split(range, w.bounds.box, axis, lo, scale)
                            : Split{};
    const bool sah = split.bin >= 0 && !(count <= MeshBvh::kLeafSize && split.cost >= count);
    if (!sah && count <= MeshBvh::kLeafSize) {
      node.index = w.begin;
      node.count = count;
      continue;
    }
    RangeBounds left, right;
    std::uint32_t mid = 0;
    if (sah) {
      // Two-pointer partition by bin, accumulating both sides' bounds on the way (no separate pass).
      std::uint32_t i = 0, j = count;
      while (i < j) {
        if (bin_of(range[i].centre2(axis), lo, scale) <= split.bin) {
          left.add(range[i++]);
        } else {
          std::swap(range[i], range[--j]);
          right.add(range[j]);
        }
      }
      mid = i;
    } else {
      // No SAH split (every centroid equal) or too deep: halve by count along the widest centroid axis.
      mid = count / 2;
      std::nth_element(range.begin(), range.begin() + mid, range.end(), [axis](const Prim& p, const Prim& q) {
        return p.centre2(axis) < q.centre2(axis) || (p.centre2(axis) == q.centre2(axis) && p.triangle < q.triangle);
      });
      for (std::uint32_t i = 0; i < count; ++i) (i < mid ? left : right).add(range[i]);
    }
    const auto child = static_cast<std::uint32_t>(bvh.nodes.size());
    node.index = child;  // `node` is not used after the emplace_back below (which may reallocate)
    node.count = 0;
    bvh.nodes.emplace_back();
    bvh.nodes.emplace_back();
    stack.push_back({child + 1, w.begin + mid, w.end, w.depth + 1, right});
    stack.push_back({child, w.begin, w.begin + mid, w.depth + 1, left});
  }
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
