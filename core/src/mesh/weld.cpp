#include "weld.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

namespace sweepkit::detail {

namespace {

constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
// Cell width in tolerances. A point's tolerance ball (2 tolerances wide) then meets its own cell and a neighbour
// along an axis only when it lies within a tolerance of that side (2 / 8 of the time for uniformly spread points):
// about 2 cells searched per point instead of 8 with cells of 2 tolerances, each a likely cache miss.
constexpr double kCellTolerances = 8;

struct Cell {
  std::int32_t x = 0, y = 0, z = 0;
  std::uint32_t head = kEmpty;  // the last kept point inserted in this cell (chained through `next`)
};

// Open-addressing map from cell coordinates to a chain of kept points.
class CellMap {
 public:
  explicit CellMap(std::size_t points) : slots_(std::bit_ceil(std::max<std::size_t>(16, points * 2))) {}

  Cell* find(std::int32_t x, std::int32_t y, std::int32_t z, bool insert) {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash(x, y, z) & mask;; i = (i + 1) & mask) {
      Cell& c = slots_[i];
      if (c.head == kEmpty) {
        if (!insert) return nullptr;
        c.x = x;
        c.y = y;
        c.z = z;
        return &c;
      }
      if (c.x == x && c.y == y && c.z == z) return &c;
    }
  }

 private:
  static std::size_t hash(std::int32_t x, std::int32_t y, std::int32_t z) {
    std::uint64_t h = static_cast<std::uint32_t>(x) * 0x9E3779B97F4A7C15ull;
    h ^= static_cast<std::uint32_t>(y) * 0xC2B2AE3D27D4EB4Full + (h << 6) + (h >> 2);
    h ^= static_cast<std::uint32_t>(z) * 0x165667B19E3779F9ull + (h << 6) + (h >> 2);
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
  std::vector<Cell> slots_;
};

}  // namespace

std::vector<std::uint32_t> weld_points(std::span<const Vec3> points, Real tolerance, Real scale) {
  const std::size_t n = points.size();
  std::vector<std::uint32_t> representative(n);
  std::vector<std::uint32_t> next(n, kEmpty);
  CellMap cells(n);
  // Cells of kCellTolerances tolerances, but at least 2^-30 of the scale: cell coordinates stay within ±2^30.
  const double cell = std::max({kCellTolerances * double(tolerance), std::ldexp(double(scale), -30), 1e-30});
  const double inv = 1 / cell;
  const double tol2 = double(tolerance) * tolerance;
  // The tolerance in cell units, with a margin for the rounding of p × inv (|g| < 2^31, 53-bit products).
  const double reach = tolerance > 0 ? double(tolerance) * inv + 1e-6 : 0;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec3 p = points[i];
    const double g[3] = {p.x * inv, p.y * inv, p.z * inv};
    std::int32_t c[3];
    std::int32_t side[3];
    for (int k = 0; k < 3; ++k) {
      const double f = std::floor(g[k]);
      c[k] = static_cast<std::int32_t>(f);
      // The neighbour cell on the side whose boundary the tolerance ball crosses, if it crosses one.
      const double frac = g[k] - f;
      side[k] = frac < reach ? -1 : (frac > 1 - reach ? 1 : 0);
    }
    std::uint32_t best = kEmpty;
    for (int corner = 0; corner < 8; ++corner) {
      const std::int32_t dx = (corner & 1) ? side[0] : 0;
      const std::int32_t dy = (corner & 2) ? side[1] : 0;
      const std::int32_t dz = (corner & 4) ? side[2] : 0;
      if (corner != 0 && ((corner & 1 && dx == 0) || (corner & 2 && dy == 0) || (corner & 4 && dz == 0))) continue;
      const Cell* cellp = cells.find(c[0] + dx, c[1] + dy, c[2] + dz, false);
      if (cellp == nullptr) continue;
      for (std::uint32_t q = cellp->head; q != kEmpty; q = next[q]) {
        const Vec3 d = points[q] - p;
        if (q < best && double(d.x) * d.x + double(d.y) * d.y + double(d.z) * d.z <= tol2) best = q;
      }
    }
    if (best != kEmpty) {
      representative[i] = best;
      continue;
    }
    representative[i] = static_cast<std::uint32_t>(i);
    Cell* own = cells.find(c[0], c[1], c[2], true);
    next[i] = own->head;
    own->head = static_cast<std::uint32_t>(i);
  }
  return representative;
}

}  // namespace sweepkit::detail
