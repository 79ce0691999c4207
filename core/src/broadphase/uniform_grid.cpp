#include "sweepkit/broadphase/uniform_grid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "sweepkit/math/min_max.hpp"

namespace sweepkit {
namespace {

// Cells per axis are capped so that three coordinates pack into a 63-bit key; the finest cell grows
// for worlds wider than 2^20 cells instead.
constexpr std::int32_t kMaxCellsPerAxis = 1 << 20;
constexpr double kInfinity = std::numeric_limits<double>::infinity();

std::uint64_t pack(std::int32_t x, std::int32_t y, std::int32_t z) {
  return static_cast<std::uint64_t>(x) | (static_cast<std::uint64_t>(y) << 21) | (static_cast<std::uint64_t>(z) << 42);
}

std::int32_t unpack(std::uint64_t key, int axis) {
  return static_cast<std::int32_t>((key >> (21 * axis)) & 0x1FFFFF);
}

/// floor(c) for 0 <= c < 2^31. In WebAssembly without a float-to-integer conversion, which V8 compiles to a
/// round trip and two branches (it must trap on out-of-range values): adding 1.5 * 2^52 rounds c to the
/// nearest integer r, which lands in the low bits of the sum, and r - (r > c) is the floor (~3 % off the
/// 1,000-body step). Natively the conversion is one instruction (cvttsd2si), a little faster. The same value
/// in every build.
std::uint32_t floor_index(double c) {
#if defined(__wasm__)
  constexpr double kShift = 6755399441055744.0;  // 1.5 * 2^52: doubles from 2^52 on are spaced 1 apart
  const double shifted = c + kShift;
  const auto r = static_cast<std::uint32_t>(__builtin_bit_cast(std::uint64_t, shifted));
  return r - static_cast<std::uint32_t>(shifted - kShift > c);
#else
  return static_cast<std::uint32_t>(c);
#endif
}

double largest_side(const Aabb& b) {
  // Differences of floats are exact in double (for the magnitudes the World accepts), so
  // "side <= cell" below is decided without rounding.
  // (Two at a time: the initializer_list form of std::max goes through memory in GCC's code.)
  return max_of(static_cast<double>(b.max.x) - b.min.x,
                max_of(static_cast<double>(b.max.y) - b.min.y, static_cast<double>(b.max.z) - b.min.z));
}

}  // namespace

std::int32_t UniformGrid::cell_of(const Level& level, double v, int axis) const {
  // Monotone in v (subtraction and multiplication by a positive constant round monotonically), so a
  // box's min cell and the cell range searched around another box agree however the rounding falls.
  // The values that survive the clamp are in [0, 2^20): floor_index (std::floor is a library call on
  // baseline x86-64).
  const double c = (v - origin_[axis]) * level.inv_cell;
  if (!(c > 0)) return 0;
  if (c >= static_cast<double>(level.dims[axis] - 1)) return level.dims[axis] - 1;
  return static_cast<std::int32_t>(floor_index(c));
}

UniformGrid::CellRange UniformGrid::range_near(const Level& level, const Aabb& box) const {
  // A box q of this level overlaps `box` only if q.min lies in [box.min - cell, box.max] on every axis
  // (q's sides are at most one cell), so its cell lies in this range.
  CellRange r;
  for (int k = 0; k < 3; ++k) {
    r.lo[k] = cell_of(level, static_cast<double>(box.min[k]) - level.cell, k);
    r.hi[k] = cell_of(level, box.max[k], k);
  }
  return r;
}

std::uint32_t UniformGrid::bucket_of(const Level& level, std::int32_t x, std::int32_t y, std::int32_t z) const {
  if (level.dense) {
    // One bucket per cell, x fastest: a row of cells is one contiguous run of entries.
    return static_cast<std::uint32_t>(x) +
           static_cast<std::uint32_t>(level.dims[0]) *
               (static_cast<std::uint32_t>(y) + static_cast<std::uint32_t>(level.dims[1]) * static_cast<std::uint32_t>(z));
  }
  // Fibonacci hashing (Knuth TAOCP vol. 3 §6.4): the top bits of key * 2^64/phi.
  return static_cast<std::uint32_t>((pack(x, y, z) * 0x9E3779B97F4A7C15ull) >> (64 - level.bucket_bits));
}

template <class F>
void UniformGrid::scan_row(const Level& level, std::int32_t y, std::int32_t z, std::int32_t x_lo, std::int32_t x_hi,
                           F&& f) const {
  if (level.dense) {
    const std::uint32_t end = level.start[bucket_of(level, x_hi, y, z) + 1];
    for (std::uint32_t e = level.start[bucket_of(level, x_lo, y, z)]; e < end; ++e) f(e);
    return;
  }
  for (std::int32_t x = x_lo; x <= x_hi; ++x) {
    const std::uint64_t key = pack(x, y, z);
    const std::uint32_t b = bucket_of(level, x, y, z);
    const std::uint32_t end = level.start[b + 1];
    for (std::uint32_t e = level.start[b]; e < end; ++e) {
      if (level.keys[e] == key) f(e);
    }
  }
}

template <class F>
void UniformGrid::scan_range(const Level& level, const CellRange& r, F&& f) const {
  const std::uint64_t cells = static_cast<std::uint64_t>(r.hi[0] - r.lo[0] + 1) *
                              static_cast<std::uint64_t>(r.hi[1] - r.lo[1] + 1) *
                              static_cast<std::uint64_t>(r.hi[2] - r.lo[2] + 1);
  if (cells > level.count) {
    // More cells than boxes in the level (a large box over fine cells): visiting every box is cheaper.
    // The caller's box test discards the ones outside the range.
    for (std::uint32_t e = 0; e < level.count; ++e) f(e);
    return;
  }
  for (std::int32_t z = r.lo[2]; z <= r.hi[2]; ++z) {
    for (std::int32_t y = r.lo[1]; y <= r.hi[1]; ++y) scan_row(level, y, z, r.lo[0], r.hi[0], f);
  }
}

int UniformGrid::levels_used() const {
  int used = 0;
  for (const Level& level : levels_) used += level.count > 0 ? 1 : 0;
  return used;
}

void UniformGrid::build(std::span<const Aabb> boxes, std::span<const std::uint8_t> flags) {
  const std::size_t n = boxes.size();
  size_ = n;
  flags_.assign(n, 0);
  any_fixed_ = false;
  if (!flags.empty()) {
    for (std::size_t i = 0; i < n; ++i) {
      flags_[i] = flags[i];
      any_fixed_ = any_fixed_ || (flags[i] & kProxyFixed);
    }
  }
  for (Level& level : levels_) level.count = 0;
  if (n == 0) return;

  // Extent of everything.
  for (int k = 0; k < 3; ++k) {
    origin_[k] = kInfinity;
    far_[k] = -kInfinity;
  }
  for (const Aabb& b : boxes) {
    for (int k = 0; k < 3; ++k) {
      origin_[k] = std::min(origin_[k], static_cast<double>(b.min[k]));
      far_[k] = std::max(far_[k], static_cast<double>(b.max[k]));
    }
  }
  const double extent = std::max({far_[0] - origin_[0], far_[1] - origin_[1], far_[2] - origin_[2]});

  // Finest cell: a multiple of the median largest side, on an evenly strided sample.
  double cell = settings_.cell_size;
  if (!(cell > 0)) {
    const std::size_t stride = std::max<std::size_t>(1, n / 4096);
    scratch_sizes_.clear();
    for (std::size_t i = 0; i < n; i += stride) scratch_sizes_.push_back(largest_side(boxes[i]));
    const auto mid = scratch_sizes_.begin() + static_cast<std::ptrdiff_t>(scratch_sizes_.size() / 2);
    std::nth_element(scratch_sizes_.begin(), mid, scratch_sizes_.end());
    cell = static_cast<double>(settings_.cell_size_factor) * *mid;
    // Point-sized proxies: spread them over about N cells instead.
    if (!(cell > 0)) cell = extent / std::cbrt(static_cast<double>(n));
    if (!(cell > 0)) cell = 1;
  }
  cell = std::max(cell, extent / (kMaxCellsPerAxis - 2));
  base_cell_ = cell;

  // Size class of each box: the smallest level whose cell is at least its largest side.
  level_of_.resize(n);
  double largest = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double side = largest_side(boxes[i]);
    largest = std::max(largest, side);
    int l = 0;
    if (side > cell) {
      l = static_cast<int>(std::ceil(std::log2(side / cell)));
      while (l > 0 && side <= std::ldexp(cell, l - 1)) --l;  // log2 may round either way
      while (side > std::ldexp(cell, l)) ++l;
      l = std::min(l, kMaxLevels - 1);
    }
    level_of_[i] = static_cast<std::uint8_t>(l);
    ++levels_[static_cast<std::size_t>(l)].count;
  }

  for (int l = 0; l < kMaxLevels; ++l) {
    Level& level = levels_[static_cast<std::size_t>(l)];
    if (level.count == 0) continue;
    level.cell = std::ldexp(cell, l);
    if (l == kMaxLevels - 1) level.cell = std::max(level.cell, largest);  // the coarsest level takes everything
    level.inv_cell = 1 / level.cell;
    for (int k = 0; k < 3; ++k) {
      level.dims[k] =
          std::clamp(static_cast<std::int32_t>(std::floor((far_[k] - origin_[k]) * level.inv_cell)) + 1, 1, kMaxCellsPerAxis);
    }
    // Dense cells when there are about as few as boxes (bodies spread through the volume, as in most game
    // levels); otherwise a hash table with at least twice as many buckets as boxes (a collision only costs
    // a key comparison).
    const std::uint64_t cells = static_cast<std::uint64_t>(level.dims[0]) * static_cast<std::uint64_t>(level.dims[1]) *
                                static_cast<std::uint64_t>(level.dims[2]);
    level.dense = cells <= std::max<std::uint64_t>(4096, 4 * static_cast<std::uint64_t>(level.count));
    std::size_t buckets;
    if (level.dense) {
      buckets = static_cast<std::size_t>(cells);
    } else {
      level.bucket_bits = 4;
      while ((std::size_t{1} << level.bucket_bits) < 2 * std::size_t{level.count}) ++level.bucket_bits;
      buckets = std::size_t{1} << level.bucket_bits;
    }
    level.start.assign(buckets + 1, 0);
    level.keys.resize(level.count);
    level.proxies.resize(level.count);
    level.boxes.resize(level.count);
  }

  // Each box's cell (of its min corner) and bucket, counted per bucket.
  // When one level holds every box (bodies of similar sizes, the common case) the loops below take it
  // out of the loop instead of looking it up per box.
  scratch_keys_.resize(n);
  scratch_buckets_.resize(n);
  int only_level = -1;
  for (int l = 0; l < kMaxLevels; ++l) {
    if (levels_[static_cast<std::size_t>(l)].count == n) only_level = l;
  }
  const auto count_cell = [&](Level& level, std::size_t i) {
    const std::int32_t x = cell_of(level, boxes[i].min.x, 0);
    const std::int32_t y = cell_of(level, boxes[i].min.y, 1);
    const std::int32_t z = cell_of(level, boxes[i].min.z, 2);
    scratch_keys_[i] = pack(x, y, z);
    scratch_buckets_[i] = bucket_of(level, x, y, z);
    ++level.start[scratch_buckets_[i] + 1];
  };
  if (only_level >= 0) {
    Level& level = levels_[static_cast<std::size_t>(only_level)];
    for (std::size_t i = 0; i < n; ++i) count_cell(level, i);
  } else {
    for (std::size_t i = 0; i < n; ++i) count_cell(levels_[level_of_[i]], i);
  }
  for (Level& level : levels_) {
    if (level.count == 0) continue;
    for (std::size_t b = 1; b < level.start.size(); ++b) level.start[b] += level.start[b - 1];
  }
  // Counting sort by bucket; stable, so the boxes of a cell are in increasing proxy order.
  const auto place = [&](Level& level, std::size_t i) {
    const std::uint32_t to = level.start[scratch_buckets_[i]]++;
    level.keys[to] = scratch_keys_[i];
    level.proxies[to] = static_cast<std::uint32_t>(i);
    level.boxes[to] = boxes[i];
  };
  if (only_level >= 0) {
    Level& level = levels_[static_cast<std::size_t>(only_level)];
    for (std::size_t i = 0; i < n; ++i) place(level, i);
  } else {
    for (std::size_t i = 0; i < n; ++i) place(levels_[level_of_[i]], i);
  }
  // The increments moved each bucket's start to the next bucket's; shift back. Then order each dense cell's
  // boxes by min x (insertion sort: cells hold a few boxes; ties keep proxy order), which makes every row
  // of cells one run sorted by min x.
  for (Level& level : levels_) {
    if (level.count == 0) continue;
    for (std::size_t b = level.start.size() - 1; b > 0; --b) level.start[b] = level.start[b - 1];
    level.start[0] = 0;
    if (!level.dense) continue;
    for (std::size_t b = 0; b + 1 < level.start.size(); ++b) {
      const std::uint32_t begin = level.start[b];
      const std::uint32_t end = level.start[b + 1];
      for (std::uint32_t i = begin + 1; i < end; ++i) {
        const Aabb box = level.boxes[i];
        const std::uint32_t proxy = level.proxies[i];
        std::uint32_t j = i;
        for (; j > begin && level.boxes[j - 1].min.x > box.min.x; --j) {
          level.boxes[j] = level.boxes[j - 1];
          level.proxies[j] = level.proxies[j - 1];
        }
        level.boxes[j] = box;
        level.proxies[j] = proxy;
      }
    }
  }
}

template <bool kAnyFixed>
std::size_t UniformGrid::pairs_in_dense_level(const Level& level, std::vector<ProxyPair>& pairs, std::size_t n) const {
  // Of the two boxes of a pair, each lies in the other's search range (range_near); the pair is taken from
  // the box whose cell comes first in (z, y, x) order, or, in one cell, from the box listed first: so each
  // box scans only the cells after its own (at most 14 of the 27 around it). Rows of cells are contiguous
  // runs of entries sorted by min x: each scan stops at the first box starting beyond the box's max x.
  // The candidates are tested without a branch: each is written out and the count advanced by the test.
  const Aabb* const boxes = level.boxes.data();
  const std::uint32_t* const proxies = level.proxies.data();
  const std::uint32_t* const starts = level.start.data();
  const std::uint8_t* const flags = flags_.data();
  const std::uint32_t nx = static_cast<std::uint32_t>(level.dims[0]);
  const std::uint32_t ny = static_cast<std::uint32_t>(level.dims[1]);
  const std::uint32_t nz = static_cast<std::uint32_t>(level.dims[2]);
  const double cell = level.cell;
  const double inv_cell = level.inv_cell;
  const double ox = origin_[0], oy = origin_[1], oz = origin_[2];
  // cell_of, inlined: the same arithmetic, so the same cells.
  const auto cell_at = [inv_cell](double v, double o, std::uint32_t dim) {
    const double c = (v - o) * inv_cell;
    if (!(c > 0)) return std::uint32_t{0};
    if (c >= static_cast<double>(dim - 1)) return dim - 1;
    return floor_index(c);
  };
  ProxyPair* out = pairs.data();
  for (std::uint32_t e = 0; e < level.count; ++e) {
    // Room for a pair with every box of the level, so that the scans below need no capacity check (the
    // vector then ends at most one level's size above the pair count).
    if (n + level.count > pairs.size()) {
      pairs.resize(std::max<std::size_t>(n + level.count, 2 * pairs.size()));
      out = pairs.data();
    }
    const Aabb bp = boxes[e];
    const std::uint32_t p = proxies[e];
    const std::uint8_t fixed = kAnyFixed ? static_cast<std::uint8_t>(flags[p] & kProxyFixed) : 0;
    const std::uint64_t key = level.keys[e];
    const std::uint32_t py = static_cast<std::uint32_t>(unpack(key, 1));
    const std::uint32_t pz = static_cast<std::uint32_t>(unpack(key, 2));
    const std::uint32_t lo_x = cell_at(static_cast<double>(bp.min.x) - cell, ox, nx);
    const std::uint32_t lo_y = cell_at(static_cast<double>(bp.min.y) - cell, oy, ny);
    const std::uint32_t hi_x = cell_at(bp.max.x, ox, nx);
    const std::uint32_t hi_y = cell_at(bp.max.y, oy, ny);
    const std::uint32_t hi_z = cell_at(bp.max.z, oz, nz);
    // Tests the run [f, end) up to the first box starting beyond bp's max x; returns the new pair count.
    // (Everything by value: a lambda capturing the counters by reference kept them in memory in the
    // WebAssembly build, reloaded after every store of a pair.)
    const auto scan = [=](std::uint32_t f, std::uint32_t end, std::size_t m) {
      for (; f < end && boxes[f].min.x <= bp.max.x; ++f) {
        const std::uint32_t q = proxies[f];
        bool keep = overlap_closed(bp, boxes[f]);
        if constexpr (kAnyFixed) keep = keep & !(fixed & flags[q]);
        out[m] = {std::min(p, q), std::max(p, q)};
        m += keep ? 1 : 0;
      }
      return m;
    };
    // The rest of its own row (its cell's later boxes and the later cells), the later rows of its plane,
    // then the rows of the next planes.
    std::uint32_t row = nx * (py + ny * pz);
    n = scan(e + 1, starts[row + hi_x + 1], n);
    for (std::uint32_t y = py + 1; y <= hi_y; ++y) {
      row += nx;
      n = scan(starts[row + lo_x], starts[row + hi_x + 1], n);
    }
    for (std::uint32_t z = pz + 1; z <= hi_z; ++z) {
      row = nx * (lo_y + ny * z);
      for (std::uint32_t y = lo_y; y <= hi_y; ++y, row += nx) {
        n = scan(starts[row + lo_x], starts[row + hi_x + 1], n);
      }
    }
  }
  return n;
}

void UniformGrid::find_pairs(std::vector<ProxyPair>& pairs) const {
  pairs.clear();
  for (int k = 0; k < kMaxLevels; ++k) {
    const Level& small = levels_[static_cast<std::size_t>(k)];
    if (small.count == 0) continue;

    // Pairs within a hashed level (dense ones: pairs_in_dense_level). Of the two boxes of a pair, each lies in the other's search range; the pair
    // is taken from the box whose cell comes first in (z, y, x) order, or, in one cell, from the box
    // listed first: so each box scans only the cells after its own (at most 14 of the 27 around it).
    // Local copies of the arrays: stores into `pairs` cannot then force them to be reloaded.
    const Aabb* const boxes = small.boxes.data();
    const std::uint32_t* const proxies = small.proxies.data();
    const std::uint32_t* const starts = small.start.data();
    const std::uint8_t* const flags = flags_.data();
    if (small.dense) {
      const std::size_t n = any_fixed_ ? pairs_in_dense_level<true>(small, pairs, pairs.size())
                                       : pairs_in_dense_level<false>(small, pairs, pairs.size());
      pairs.resize(n);
    }
    for (std::uint32_t e = 0; e < (small.dense ? 0 : small.count); ++e) {
      const Aabb bp = boxes[e];
      const std::uint32_t p = proxies[e];
      const std::uint64_t key = small.keys[e];
      const std::int32_t px = unpack(key, 0), py = unpack(key, 1), pz = unpack(key, 2);
      const CellRange r = range_near(small, bp);
      const bool any_fixed = any_fixed_;
      const auto test = [&pairs, bp, p, boxes, proxies, flags, any_fixed](std::uint32_t f) {
        if (!overlap_closed(bp, boxes[f])) return;
        const std::uint32_t q = proxies[f];
        if (!any_fixed || !(flags[p] & flags[q] & kProxyFixed)) pairs.push_back({std::min(p, q), std::max(p, q)});
      };
      const std::uint32_t end = starts[bucket_of(small, px, py, pz) + 1];
      for (std::uint32_t f = e + 1; f < end; ++f) {
        if (small.keys[f] == key) test(f);
      }
      if (px < r.hi[0]) scan_row(small, py, pz, px + 1, r.hi[0], test);
      for (std::int32_t z = pz; z <= r.hi[2]; ++z) {
        for (std::int32_t y = z == pz ? py + 1 : r.lo[1]; y <= r.hi[1]; ++y) scan_row(small, y, z, r.lo[0], r.hi[0], test);
      }
    }

    // Pairs with each coarser level, found from whichever side scans fewer cells: each small box looks
    // at the ~2x2x2 coarse cells near it, or each large box at the fine cells it covers.
    for (int j = k + 1; j < kMaxLevels; ++j) {
      const Level& large = levels_[static_cast<std::size_t>(j)];
      if (large.count == 0) continue;
      const double ratio = large.cell / small.cell + 2;
      const double small_to_large = 8.0 * small.count;
      const double large_to_small = ratio * ratio * ratio * large.count;
      const bool from_small = small_to_large <= large_to_small;
      const Level& from = from_small ? small : large;
      const Level& into = from_small ? large : small;
      for (std::uint32_t e = 0; e < from.count; ++e) {
        const Aabb& bp = from.boxes[e];
        const std::uint32_t p = from.proxies[e];
        scan_range(into, range_near(into, bp), [&](std::uint32_t f) {
          const std::uint32_t q = into.proxies[f];
          if (overlap_closed(bp, into.boxes[f]) && !(flags_[p] & flags_[q] & kProxyFixed)) {
            pairs.push_back({std::min(p, q), std::max(p, q)});
          }
        });
      }
    }
  }
}

void UniformGrid::query_aabb(const Aabb& box, std::vector<std::uint32_t>& proxies) const {
  for (const Level& level : levels_) {
    if (level.count == 0) continue;
    scan_range(level, range_near(level, box), [&](std::uint32_t e) {
      if (overlap_closed(box, level.boxes[e])) proxies.push_back(level.proxies[e]);
    });
  }
}

UniformGrid::Cast UniformGrid::begin_cast(Vec3 origin, Vec3 direction, Real radius, Real max_t) const {
  Cast c;
  c.t_enter = kInfinity;
  c.t_end = -1;
  if (size_ == 0) return c;
  const double o[3] = {origin.x, origin.y, origin.z};
  const double d[3] = {direction.x, direction.y, direction.z};
  const double r = radius;
  // Clip t to the box around everything grown by the radius (slab test): beyond it nothing can be touched.
  double t0 = 0;
  double t1 = max_t;
  for (int k = 0; k < 3; ++k) {
    c.origin[k] = o[k];
    c.direction[k] = d[k];
    const double lo = origin_[k] - r;
    const double hi = far_[k] + r;
    if (d[k] == 0) {
      if (o[k] < lo || o[k] > hi) t1 = -1;
    } else {
      double ta = (lo - o[k]) / d[k];
      double tb = (hi - o[k]) / d[k];
      if (ta > tb) std::swap(ta, tb);
      t0 = std::max(t0, ta);
      t1 = std::min(t1, tb);
    }
  }
  if (!(t0 <= t1)) return c;
  c.t_end = t1;
  c.t_enter = t0;
  for (std::size_t l = 0; l < levels_.size(); ++l) {
    const Level& level = levels_[l];
    if (level.count == 0) continue;
    LevelCast& lc = c.levels[l];
    lc.active = true;
    lc.t_enter = t0;
    lc.reach = static_cast<std::int32_t>(std::ceil(r * level.inv_cell));
    for (int k = 0; k < 3; ++k) {
      // The path's first cell; it may lie outside the grid, by as far as the scanned block reaches.
      const double p = std::floor((o[k] + t0 * d[k] - origin_[k]) * level.inv_cell);
      lc.cell[k] = static_cast<std::int32_t>(
          std::clamp(p, static_cast<double>(-lc.reach), static_cast<double>(level.dims[k] + lc.reach)));
      if (d[k] > 0) {
        lc.step[k] = 1;
        lc.t_delta[k] = level.cell / d[k];
        lc.t_max[k] = (origin_[k] + (lc.cell[k] + 1) * level.cell - o[k]) / d[k];
      } else if (d[k] < 0) {
        lc.step[k] = -1;
        lc.t_delta[k] = -level.cell / d[k];
        lc.t_max[k] = (origin_[k] + lc.cell[k] * level.cell - o[k]) / d[k];
      } else {
        lc.step[k] = 0;
        lc.t_delta[k] = kInfinity;
        lc.t_max[k] = kInfinity;
      }
    }
  }
  return c;
}

void UniformGrid::visit_block(const Level& level, const LevelCast& lc, std::vector<std::uint32_t>& out) const {
  // A box touching the sphere while its centre is in cell D has a point within `reach` cells of D, and its
  // min corner (where it is registered) at most one cell before that point: the block [D-reach-1, D+reach].
  // After a step only the block's new face is new; the blocks' union is the swept neighbourhood.
  CellRange r;
  for (int k = 0; k < 3; ++k) {
    r.lo[k] = lc.cell[k] - lc.reach - 1;
    r.hi[k] = lc.cell[k] + lc.reach;
  }
  if (lc.last_axis >= 0) {
    const int k = lc.last_axis;
    if (lc.step[k] > 0) r.lo[k] = r.hi[k];
    else r.hi[k] = r.lo[k];
  }
  for (int k = 0; k < 3; ++k) {
    r.lo[k] = std::max(r.lo[k], 0);
    r.hi[k] = std::min(r.hi[k], level.dims[k] - 1);
    if (r.lo[k] > r.hi[k]) return;
  }
  // No scan_range shortcut here: visiting a level's every box would meet some boxes twice.
  for (std::int32_t z = r.lo[2]; z <= r.hi[2]; ++z) {
    for (std::int32_t y = r.lo[1]; y <= r.hi[1]; ++y) {
      scan_row(level, y, z, r.lo[0], r.hi[0], [&](std::uint32_t e) { out.push_back(level.proxies[e]); });
    }
  }
}

bool UniformGrid::advance_cast(Cast& c, std::vector<std::uint32_t>& proxies) const {
  if (c.done()) return false;
  // The level whose next cell is entered first (ties: the finer level).
  std::size_t best = levels_.size();
  for (std::size_t l = 0; l < levels_.size(); ++l) {
    if (c.levels[l].active && (best == levels_.size() || c.levels[l].t_enter < c.levels[best].t_enter)) best = l;
  }
  if (best == levels_.size()) {
    c.t_enter = kInfinity;
    return false;
  }
  const Level& level = levels_[best];
  LevelCast& lc = c.levels[best];
  visit_block(level, lc, proxies);

  // Step to the neighbouring cell whose boundary the path crosses first (ties: x, then y, then z).
  int k = 0;
  if (lc.t_max[1] < lc.t_max[k]) k = 1;
  if (lc.t_max[2] < lc.t_max[k]) k = 2;
  lc.t_enter = lc.t_max[k];
  lc.cell[k] += lc.step[k];
  lc.t_max[k] += lc.t_delta[k];
  lc.last_axis = k;
  const bool left = lc.step[k] > 0 ? lc.cell[k] > level.dims[k] + lc.reach : lc.cell[k] < -lc.reach;
  if (!(lc.t_enter <= c.t_end) || left) lc.active = false;

  c.t_enter = kInfinity;
  for (const LevelCast& other : c.levels) {
    if (other.active) c.t_enter = std::min(c.t_enter, other.t_enter);
  }
  return true;
}

}  // namespace sweepkit
