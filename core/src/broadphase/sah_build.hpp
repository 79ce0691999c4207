#pragma once
// The binned surface-area-heuristic (SAH) build of a binary tree over boxes, shared by the broadphase's query tree
// (bvh.cpp) and a mesh's tree (mesh_bvh.cpp): boxes in (their centres binned), nodes and the boxes' permutation out.
// Private to core/src (the mesh layer includes it from below).
//
// Source: Wald, "On fast Construction of SAH-based Bounding Volume Hierarchies", IEEE Symposium on Interactive Ray
// Tracing 2007 (centroid binning, SAH split over the bins' boundaries); MacDonald and Booth, "Heuristics for ray
// tracing using space subdivision", The Visual Computer 6, 1990 (the surface-area heuristic, the exact sweep).

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <span>
#include <vector>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit::detail::sah {

// Four lanes of Real (x, y, z and a lane kept at 0): GCC and clang vector extensions, which compile to SSE
// natively and to WebAssembly SIMD (f32x4.pmin / pmax) with -msimd128, or to scalar code elsewhere. The build
// spends its time merging boxes; one instruction per corner instead of three.
using V4 = Real __attribute__((vector_size(4 * sizeof(Real))));
#if defined(__GNUC__) && !defined(__clang__)
// The double build's V4 is 32 bytes, which GCC warns would be passed differently with AVX: these functions are
// private to the library (no ABI crosses a library boundary).
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

#if defined(__wasm_simd128__) && !defined(SWEEPKIT_DOUBLE)
// Per lane minimum and maximum. WebAssembly's pseudo-minimum and -maximum are these selects exactly, in one
// instruction each (minps / maxps on x86); clang 14 matches only some of the selects to them and leaves compare +
// bitselect in the others.
inline V4 vmin(V4 a, V4 b) { return __builtin_wasm_pmin_f32x4(a, b); }
inline V4 vmax(V4 a, V4 b) { return __builtin_wasm_pmax_f32x4(a, b); }
#else
inline V4 vmin(V4 a, V4 b) { return b < a ? b : a; }
inline V4 vmax(V4 a, V4 b) { return a < b ? b : a; }
#endif
/// A point as lanes (lane 3 zero), and back.
inline V4 v4(Vec3 v) { return V4{v.x, v.y, v.z, 0}; }
inline Vec3 vec3(V4 v) { return {v[0], v[1], v[2]}; }

// A box of V4 corners (empty: +inf / -inf, so that merging gives the other box).
struct Box4 {
  V4 lo = V4{} + std::numeric_limits<Real>::infinity();
  V4 hi = V4{} - std::numeric_limits<Real>::infinity();
  void add(V4 l, V4 h) {
    lo = vmin(lo, l);
    hi = vmax(hi, h);
  }
  void add(const Box4& b) { add(b.lo, b.hi); }
  Aabb aabb() const { return {vec3(lo), vec3(hi)}; }
  // Half the surface area, in double; 0 for an empty box.
  double half_area() const {
    if (!(lo[0] <= hi[0])) return 0;
    const double x = double(hi[0]) - lo[0], y = double(hi[1]) - lo[1], z = double(hi[2]) - lo[2];
    return x * y + y * z + z * x;
  }
};

/// A box during the build (lane 3 zero). The point binned is its centre, kept doubled (lo + hi: no multiply, the
/// same order). The caller's indices move in a parallel array.
struct Prim {
  V4 lo, hi;
};

// Bounds of a range of prims: of their boxes, and of their (doubled) centroids.
struct RangeBounds {
  Box4 box;
  Box4 centroids;
  void add(const Prim& p) {
    box.add(p.lo, p.hi);
    const V4 c = p.lo + p.hi;
    centroids.add(c, c);
  }
  void add(const RangeBounds& o) {
    box.add(o.box);
    centroids.add(o.centroids);
  }
};

// A range of prims [begin, end) waiting to become node `node` at `depth`, with its bounds.
struct Work {
  std::uint32_t node;
  std::uint32_t begin;
  std::uint32_t end;
  std::uint32_t depth;
  RangeBounds bounds;
};

// A bin: the bounds of the prims whose centroid falls in it, and their number. (Their centroids' bounds are not
// kept: the partition, which reads every centroid anyway, gathers them for each child in registers.)
struct Bin {
  Box4 box;
  std::uint32_t count = 0;
};

// The split chosen for a node: prims whose bin is <= `bin` go left, bounded by `left`; the rest by `right`
// (boxes only: the centroids' bounds come from the partition). bin -1: none found.
struct Split {
  int bin = -1;
  double cost = std::numeric_limits<double>::infinity();
  Box4 left, right;
};

// Bins of a (doubled) centroid c, lane by lane, each coordinate in [lo, lo + extent] (lo4, scale4: the binning
// axis's lo and kBins / extent in every lane; the caller takes the axis's lane). Clamped before the conversion to
// int: a centroid spread so thin that `scale` overflows to infinity gives 0 × infinity = NaN for the lowest
// centroid, which goes to bin 0 (converting NaN or a huge value is undefined). Four lanes at once because the
// vector conversion is one saturating instruction in WebAssembly SIMD (i32x4.trunc_sat_f32x4_s), where the
// scalar one needs a range check and a branch (the default target has no non-trapping conversions).
using I4 = std::int32_t __attribute__((vector_size(4 * sizeof(std::int32_t))));
template <int kBins>
inline I4 bins_of(V4 c, V4 lo4, V4 scale4) {
  V4 x = (c - lo4) * scale4;
#if defined(__wasm_simd128__) && !defined(SWEEPKIT_DOUBLE)
  // Saturating: NaN to 0, +infinity to INT_MAX (x is never below 0: lo is the least c of the range).
  const I4 bin = (I4)__builtin_wasm_trunc_saturate_s_i32x4_f32x4(x);
  return bin < kBins - 1 ? bin : I4{} + (kBins - 1);
#else
  x = x > 0 ? x : V4{};
  x = x < Real(kBins - 1) ? x : V4{} + Real(kBins - 1);
  return __builtin_convertvector(x, I4);
#endif
}

// Bins the prims into `bins`. Consecutive prims often fall in the same bin (meshes are stored in spatial order), so
// even and odd prims go to two bin sets merged at the end: two independent chains of loads and stores instead of one.
template <int kBins, int Axis>
void bin_prims(std::span<const Prim> prims, Real lo, Real scale, std::array<Bin, kBins>& bins) {
  std::array<Bin, kBins> odd{};
  const V4 lo4 = V4{} + lo, scale4 = V4{} + scale;
  const auto add = [&](std::array<Bin, kBins>& set, const Prim& p) {
    const V4 c = p.lo + p.hi;
    Bin& bin = set[static_cast<std::size_t>(bins_of<kBins>(c, lo4, scale4)[Axis])];
    bin.box.add(p.lo, p.hi);
    ++bin.count;
  };
  std::size_t i = 0;
  for (; i + 1 < prims.size(); i += 2) {
    add(bins, prims[i]);
    add(odd, prims[i + 1]);
  }
  if (i < prims.size()) add(bins, prims[i]);
  for (std::size_t k = 0; k < kBins; ++k) {
    bins[k].box.add(odd[k].box);
    bins[k].count += odd[k].count;
  }
}

// Wald 2007: bin the centroids along the axis where they spread widest, sweep the bins' prefix and suffix boxes,
// and take the boundary minimising the SAH cost 1 + (A_L N_L + A_R N_R) / A (a traversal step and a box's test
// both cost 1). Both children's boxes come from the bins (no bounds pass over the range), their centroids'
// bounds from the partition.
template <int kBins>
Split best_split(std::span<const Prim> prims, const Box4& bounds, int axis, Real lo, Real scale) {
  std::array<Bin, kBins> bins{};
  if (axis == 0) bin_prims<kBins, 0>(prims, lo, scale, bins);
  else if (axis == 1) bin_prims<kBins, 1>(prims, lo, scale, bins);
  else bin_prims<kBins, 2>(prims, lo, scale, bins);
  std::array<double, kBins> right;  // right[i]: A_R N_R of bins i..kBins-1, -1 when they are empty
  Box4 acc;
  std::uint32_t n = 0;
  for (int i = kBins - 1; i > 0; --i) {
    const auto k = static_cast<std::size_t>(i);
    acc.add(bins[k].box);
    n += bins[k].count;
    right[k] = n == 0 ? -1 : acc.half_area() * n;
  }
  const double inv_area = 1 / std::max(bounds.half_area(), std::numeric_limits<double>::min());
  Split best;
  acc = Box4{};
  n = 0;
  for (int i = 0; i < kBins - 1; ++i) {
    const auto k = static_cast<std::size_t>(i);
    acc.add(bins[k].box);
    n += bins[k].count;
    const double r = right[k + 1];
    if (n == 0 || r < 0) continue;  // one side empty: not a split
    const double cost = 1 + (acc.half_area() * n + r) * inv_area;
    if (cost < best.cost) {
      best.bin = i;
      best.cost = cost;
    }
  }
  for (int i = 0; i <= best.bin; ++i) best.left.add(bins[static_cast<std::size_t>(i)].box);
  for (int i = best.bin + 1; best.bin >= 0 && i < kBins; ++i) best.right.add(bins[static_cast<std::size_t>(i)].box);
  return best;
}

// Hoare partition of prims[begin, end) (and their indices alongside) by bin: the prims whose bin is
// <= `split_bin` first. Returns the end of those; gathers the (doubled) centroids' bounds of either side on the way
// (each prim is classified once, by its centroid: the same sum as the binning's).
template <int Axis>
std::uint32_t partition_prims(Prim* prims, std::uint32_t* ids, std::uint32_t begin, std::uint32_t end, Real lo,
                              Real scale, int split_bin, Box4& left_centroids, Box4& right_centroids) {
  // The bin of c is <= split_bin exactly when (c - lo) × scale < split_bin + 1, or is NaN (bin 0): no conversion to int.
  const Real bound = static_cast<Real>(split_bin + 1);
  const auto left = [&](V4 c) { return !((c[Axis] - lo) * scale >= bound); };
  Box4 lc, rc;
  std::uint32_t i = begin, j = end;
  while (true) {
    for (; i < j; ++i) {
      const V4 c = prims[i].lo + prims[i].hi;
      if (!left(c)) break;
      lc.add(c, c);
    }
    for (; i < j; --j) {
      const V4 c = prims[j - 1].lo + prims[j - 1].hi;
      if (left(c)) break;
      rc.add(c, c);
    }
    if (i >= j) break;
    --j;
    const V4 ci = prims[i].lo + prims[i].hi, cj = prims[j].lo + prims[j].hi;
    rc.add(ci, ci);
    lc.add(cj, cj);
    std::swap(prims[i], prims[j]);
    std::swap(ids[i], ids[j]);
    ++i;
  }
  left_centroids = lc;
  right_centroids = rc;
  return i;
}

// Ranges of at most this many prims are split by an exact SAH sweep (sweep_split) rather than by binning: cheaper
// there than clearing and scanning kBins bins, and exact.
constexpr std::uint32_t kSweepMax = 32;

// The exact SAH split of a small range (MacDonald and Booth's sweep): sorts prims[begin, begin + count) by
// centroid along Axis (insertion sort, stable), then evaluates every boundary between consecutive prims with the
// cost of best_split. Returns bin = the last prim going left (relative to begin); the bounds are left to the caller.
template <int Axis>
Split sweep_split(Prim* prims, std::uint32_t* ids, std::uint32_t begin, std::uint32_t count, const Box4& bounds) {
  Prim* p = prims + begin;
  std::uint32_t* id = ids + begin;
  for (std::uint32_t i = 1; i < count; ++i) {
    const Prim moving = p[i];
    const std::uint32_t moving_id = id[i];
    const Real key = moving.lo[Axis] + moving.hi[Axis];
    std::uint32_t j = i;
    for (; j > 0 && key < p[j - 1].lo[Axis] + p[j - 1].hi[Axis]; --j) {
      p[j] = p[j - 1];
      id[j] = id[j - 1];
    }
    p[j] = moving;
    id[j] = moving_id;
  }
  std::array<double, kSweepMax> right;  // right[i]: A_R N_R of prims i..count-1
  Box4 acc;
  for (std::uint32_t i = count - 1; i > 0; --i) {
    acc.add(p[i].lo, p[i].hi);
    right[i] = acc.half_area() * (count - i);
  }
  const double inv_area = 1 / std::max(bounds.half_area(), std::numeric_limits<double>::min());
  Split best;
  acc = Box4{};
  for (std::uint32_t i = 0; i + 1 < count; ++i) {
    acc.add(p[i].lo, p[i].hi);
    const double cost = 1 + (acc.half_area() * (i + 1) + right[i + 1]) * inv_area;
    if (cost < best.cost) {
      best.bin = static_cast<int>(i);
      best.cost = cost;
    }
  }
  return best;
}

// The fallback split: the lower half by centroid along `axis` (ties by index) to the left. Rare (every
// centroid equal, or from the median depth on): sorts keys aside, then permutes.
inline void median_split(Prim* prims, std::uint32_t* ids, std::uint32_t begin, std::uint32_t end, int axis) {
  struct Key {
    Real c;
    std::uint32_t id;
    std::uint32_t at;
  };
  std::vector<Key> keys(end - begin);
  for (std::uint32_t k = begin; k < end; ++k) keys[k - begin] = {prims[k].lo[axis] + prims[k].hi[axis], ids[k], k};
  const auto mid = keys.begin() + (end - begin) / 2;
  std::nth_element(keys.begin(), mid, keys.end(), [](const Key& p, const Key& q) {
    return p.c < q.c || (p.c == q.c && p.id < q.id);
  });
  std::vector<Prim> moved(end - begin);
  for (std::size_t k = 0; k < keys.size(); ++k) moved[k] = prims[keys[k].at];
  for (std::size_t k = 0; k < keys.size(); ++k) {
    prims[begin + k] = moved[k];
    ids[begin + k] = keys[k].id;
  }
}


/// Limits of a build: most boxes per leaf (a range of at most this many becomes a leaf when the SAH finds no
/// cheaper split; 1 box is always a leaf), and the depth from which splits are median splits by count (so that a
/// tree is at most median_depth + log2(boxes) deep).
struct Limits {
  std::uint32_t leaf_size;
  std::uint32_t median_depth;
};

/// Builds the tree over `prims[0, n)` by binned SAH (kBins bins of the boxes' centres along the axis where those
/// spread widest; ranges of at most kSweepMax boxes by the exact sweep) into `nodes` (cleared first): node 0 is the
/// root, an inner node (count 0) has its children at `index` and `index + 1`, both after it; a leaf holds the
/// slots index .. index + count - 1, and `box` bounds every box below. `prims` is permuted into slot order and
/// `ids[slot]` set to the index (0..n-1) of the box there. O(n log n). Deterministic.
/// Node: a struct with fields `Aabb box; std::uint32_t index, count;`. Returns the depth of the deepest leaf (the
/// root alone is 1; 0 for n = 0).
template <int kBins, class Node>
std::uint32_t build(Prim* prims, std::uint32_t* ids, std::uint32_t n, const Limits& limits, std::vector<Node>& nodes) {
  nodes.clear();
  if (n == 0) return 0;
  std::uint32_t depth = 0;
  RangeBounds root;
  for (std::uint32_t i = 0; i < n; ++i) {
    ids[i] = i;
    root.add(prims[i]);
  }
  // About one node per box with leaves of 2 on average (terrains, scanned models): reserving 5/4 of that makes one
  // allocation in the common case (2n - 1 nodes at most, with leaves of 1).
  nodes.reserve(static_cast<std::size_t>(n) + n / 4 + 1);
  nodes.emplace_back();
  std::vector<Work> stack;
  stack.push_back({0, 0, n, 1, root});
  while (!stack.empty()) {
    const Work w = stack.back();
    stack.pop_back();
    depth = std::max(depth, w.depth);
    Node& node = nodes[w.node];
    node.box = w.bounds.box.aabb();
    const std::uint32_t count = w.end - w.begin;
    const V4 e = w.bounds.centroids.hi - w.bounds.centroids.lo;
    const int axis = e[0] >= e[1] && e[0] >= e[2] ? 0 : (e[1] >= e[2] ? 1 : 2);
    const Real lo = w.bounds.centroids.lo[axis];
    const Real scale = e[axis] > 0 ? static_cast<Real>(kBins) / e[axis] : 0;
    const bool try_sah = count > 1 && scale > 0 && w.depth < limits.median_depth;
    const bool small = count <= kSweepMax;
    Split split;
    if (try_sah && small) {
      split = axis == 0 ? sweep_split<0>(prims, ids, w.begin, count, w.bounds.box)
            : axis == 1 ? sweep_split<1>(prims, ids, w.begin, count, w.bounds.box)
                        : sweep_split<2>(prims, ids, w.begin, count, w.bounds.box);
    } else if (try_sah) {
      split = best_split<kBins>({prims + w.begin, count}, w.bounds.box, axis, lo, scale);
    }
    const bool sah = split.bin >= 0 && !(count <= limits.leaf_size && split.cost >= count);
    if (!sah && count <= limits.leaf_size) {
      node.index = w.begin;
      node.count = count;
      continue;
    }
    RangeBounds left, right;
    std::uint32_t mid = 0;
    if (sah && !small) {
      const auto part = axis == 0 ? partition_prims<0> : axis == 1 ? partition_prims<1> : partition_prims<2>;
      mid = part(prims, ids, w.begin, w.end, lo, scale, split.bin, left.centroids, right.centroids);
      left.box = split.left;
      right.box = split.right;
    } else {
      if (sah) {
        mid = w.begin + static_cast<std::uint32_t>(split.bin) + 1;  // the sweep sorted the range
      } else {
        // No SAH split (every centroid equal) or too deep: halve by count along the widest centroid axis.
        median_split(prims, ids, w.begin, w.end, axis);
        mid = w.begin + count / 2;
      }
      for (std::uint32_t i = w.begin; i < w.end; ++i) (i < mid ? left : right).add(prims[i]);
    }
    const auto child = static_cast<std::uint32_t>(nodes.size());
    node.index = child;  // `node` is not used after the emplace_back below (which may reallocate)
    node.count = 0;
    nodes.emplace_back();
    nodes.emplace_back();
    stack.push_back({child + 1, mid, w.end, w.depth + 1, right});
    stack.push_back({child, w.begin, mid, w.depth + 1, left});
  }
  return depth;
}

}  // namespace sweepkit::detail::sah
