#pragma once
/// @file
/// Uniform-grid broadphase (one grid per size class): the one the World uses.
///
/// Why the grid, by the numbers: bench/world/bench_broadphase.cpp, native Release build on the 2-core
/// development VM, median of 5; moving spheres and boxes of sizes 0.8 to 2 scattered uniformly, each box
/// touching ~2.4 others (~1.7 exact contacts), pair finding (build + find_pairs) on the boxes swept over
/// the frame. bench/world/BROADPHASE.md has the tables: the grid column is its 2026-11-22 "after" table,
/// the sort-and-sweep one its first table (an earlier session on the same machine, so the speed-ups
/// compare two sessions):
///
///   bodies   sort-and-sweep (SAP)   uniform grid   grid speed-up   SAP box tests per pair
///    1,000          0.23 ms            0.033 ms          7.0x                  58
///    5,000          2.48 ms            0.44 ms           5.6x                 165
///   20,000         21.4  ms            1.81 ms          11.8x                 401
///   50,000         87.5  ms            4.63 ms          18.9x                 733
///
/// A dynamic AABB tree (bench/broadphase/dynamic_aabb_tree.hpp: fat boxes, persistent pairs, only the bodies
/// that left their fat box reinserted) was 5-12x slower than the grid on bodies that keep moving (BROADPHASE.md).
/// Sort-and-sweep tests every pair that overlaps on its one sweep axis: ~N * (size / extent) per body,
/// so at constant density its cost grows as N^(5/3) (the last column). The grid tests only boxes in
/// neighbouring cells, a constant number per body, so it stays close to linear in N; and the same cells
/// answer ray, shape-cast and box queries in time proportional to the cells crossed, which a sorted
/// array cannot. Sort-and-sweep needs no tuning; the grid picks its cell size itself (1.5x the median box,
/// the fastest of 1.0 / 1.5 / 2.0 / 3.0 in the benchmark).
///
/// Source: Ericson, Real-Time Collision Detection §7.1 (uniform grids, hashed storage §7.1.3) and §7.2
/// (hierarchical grids: one grid per size class, each object in one cell); Amanatides & Woo, "A Fast
/// Voxel Traversal Algorithm for Ray Tracing" (1987) for the casts.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "sweepkit/broadphase/proxy_pair.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit {

/// Tuning of a UniformGrid. The defaults are the benchmark's best (bench/world/BROADPHASE.md).
struct GridSettings {
  /// Edge length of the finest cells (length units); 0 = automatic: `cell_size_factor` times the median
  /// of the proxies' largest box side (on a sample of at most 4,096 of them).
  Real cell_size = 0;
  /// Automatic finest cell size = this times the median largest side. Proxies larger than a level's
  /// cells go to the next level, whose cells are twice as large.
  Real cell_size_factor = Real(1.5);
};

/// Broadphase over a flat array of boxes, rebuilt from scratch by each `build` (O(N), no allocation once
/// the buffers are warm; when most bodies move every frame, as in games, a rebuild costs no more than an
/// incremental update would).
///
/// Each box goes to the level (size class) whose cell edge c is the smallest with the box's largest
/// side <= c (levels double c, up to 16 levels), and is registered in the one cell holding its min
/// corner. Two boxes of one level can then overlap only if their cells are neighbours, so a pair costs
/// a scan of at most 14 neighbouring cells (half of the 3x3x3 block, so each pair is met once; a cell
/// lists its boxes by min x, so a scan along a row of cells stops at the first box starting too far); boxes
/// of different levels are found by scanning, from each box of one level, the cells of the other level
/// near it (whichever direction is cheaper). Cells live in a dense array when the level's grid has about
/// as many cells as boxes, in a hash table otherwise (memory proportional to the boxes).
///
/// The queries (`find_pairs`, `query_aabb`, casts) answer for the boxes of the last `build`.
class UniformGrid {
 public:
  /// Most size classes; boxes more than 2^15 times the finest cell share the coarsest level.
  static constexpr int kMaxLevels = 16;

  /// A grid with the given tuning; empty until `build`.
  explicit UniformGrid(GridSettings settings = {}) : settings_(settings) {}

  /// Registers `boxes` (indexed 0..N-1 in every result) in a fresh grid.
  /// @param boxes  world-space boxes, each finite with min <= max and within ±1e8 (not checked; the
  ///               World validates shapes before they get here).
  /// @param flags  optional, one per box: `kProxyFixed` on both proxies of a pair skips it in
  ///               `find_pairs`. Empty means no flags.
  void build(std::span<const Aabb> boxes, std::span<const std::uint8_t> flags = {});

  /// Every pair of overlapping boxes (closed: touching counts), each once with a < b, except pairs of
  /// two `kProxyFixed` proxies. `pairs` is cleared first; the order is deterministic (same input, same
  /// order) but not sorted.
  void find_pairs(std::vector<ProxyPair>& pairs) const;

  /// Appends to `proxies` every proxy whose box overlaps `box` (touching counts), each once, in a
  /// deterministic order.
  void query_aabb(const Aabb& box, std::vector<std::uint32_t>& proxies) const;

  /// One level's cell walk within a Cast.
  struct LevelCast {
    double t_enter = 0;        ///< Entry t of this level's next cell.
    double t_max[3] = {0, 0, 0};
    double t_delta[3] = {0, 0, 0};
    std::int32_t cell[3] = {0, 0, 0};
    std::int32_t step[3] = {0, 0, 0};
    std::int32_t reach = 0;       ///< Cells scanned on each side of the path's cell (the cast's radius).
    std::int32_t last_axis = -1;  ///< Axis of the last step; -1 before the first cell.
    bool active = false;
  };

  /// State of a cast through the grid; made by `begin_cast`, advanced by `advance_cast`.
  struct Cast {
    double origin[3] = {0, 0, 0};
    double direction[3] = {0, 0, 0};
    double t_end = 0;    ///< Last t the traversal covers (the grid's far edge or max_t).
    double t_enter = 0;  ///< Entry t of the cell the next `advance_cast` visits (+infinity when done).
    std::array<LevelCast, kMaxLevels> levels{};

    /// True when every cell the cast can reach has been visited.
    bool done() const { return !(t_enter <= t_end); }
  };

  /// Starts a cast of a sphere of `radius` whose centre moves along origin + t * direction for
  /// t in [0, max_t] (radius 0 is a ray; max_t may be +infinity: the walk stops at the grid's edge).
  /// Arguments must be finite but for max_t (the World validates them).
  Cast begin_cast(Vec3 origin, Vec3 direction, Real radius, Real max_t) const;

  /// Appends to `proxies` the proxies registered in the next cells along the path (those that may touch
  /// the sphere while its centre is in the next cell of some level), cells in order of increasing entry
  /// time. A caller searching for the closest hit stops as soon as `cast.t_enter` exceeds the best t found:
  /// no proxy met later can be hit earlier (up to rounding in the cell walk). Each proxy is met once.
  /// @return false, appending nothing, once `cast.done()`.
  bool advance_cast(Cast& cast, std::vector<std::uint32_t>& proxies) const;

  /// Edge length of the finest level's cells in the last build (length units).
  Real cell_size() const { return static_cast<Real>(base_cell_); }
  /// Number of levels holding at least one proxy.
  int levels_used() const;
  /// Number of proxies of the last build.
  std::size_t size() const { return size_; }

 private:
  struct Level {
    double cell = 1;
    double inv_cell = 1;
    std::int32_t dims[3] = {1, 1, 1};
    bool dense = true;
    int bucket_bits = 0;
    std::uint32_t count = 0;
    std::vector<std::uint32_t> start;    // per bucket its first entry, plus the end
    std::vector<std::uint64_t> keys;     // per entry (bucket order), its cell's packed coordinates
    std::vector<std::uint32_t> proxies;  // per entry, the proxy
    std::vector<Aabb> boxes;             // per entry, a copy of the proxy's box (scans read it in order)
  };
  struct CellRange {
    std::int32_t lo[3];
    std::int32_t hi[3];
  };

  std::int32_t cell_of(const Level& level, double v, int axis) const;
  CellRange range_near(const Level& level, const Aabb& box) const;
  std::uint32_t bucket_of(const Level& level, std::int32_t x, std::int32_t y, std::int32_t z) const;
  template <class F>
  void scan_row(const Level& level, std::int32_t y, std::int32_t z, std::int32_t x_lo, std::int32_t x_hi, F&& f) const;
  template <class F>
  void scan_range(const Level& level, const CellRange& range, F&& f) const;
  void visit_block(const Level& level, const LevelCast& lc, std::vector<std::uint32_t>& out) const;
  template <bool kAnyFixed>
  std::size_t pairs_in_dense_level(const Level& level, std::vector<ProxyPair>& pairs, std::size_t count) const;

  GridSettings settings_;
  std::size_t size_ = 0;
  std::vector<std::uint8_t> flags_;
  bool any_fixed_ = false;
  double origin_[3] = {0, 0, 0};  // corner of cell (0, 0, 0) of every level
  double far_[3] = {0, 0, 0};     // the far corner of everything
  double base_cell_ = 1;
  std::array<Level, kMaxLevels> levels_;
  // Build scratch.
  std::vector<std::uint8_t> level_of_;
  std::vector<std::uint64_t> scratch_keys_;
  std::vector<std::uint32_t> scratch_buckets_;
  std::vector<double> scratch_sizes_;
};

}  // namespace sweepkit
