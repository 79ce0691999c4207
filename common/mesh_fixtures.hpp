#pragma once
// Meshes for the mesh tests (tests/core) and the native mesh benchmark (bench/native/bench_mesh.cpp), shared by both
// from common/ (no GoogleTest here).

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/query/shape_triangle.hpp"

namespace sweepkit::test {

/// Positions and indices, as a BufferGeometry holds them.
struct MeshData {
  std::vector<float> positions;
  std::vector<std::uint32_t> indices;
};

/// The unit quad [0, 1]² at z = 0, normal +z: triangles (0, 1, 2) and (0, 2, 3), diagonal from (0,0) to (1,1).
inline MeshData unit_quad() {
  return {{0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0}, {0, 1, 2, 0, 2, 3}};
}

/// The cube [-1, 1]³: 8 corners (corner i has x = bit 0, y = bit 1, z = bit 2, each -1 or +1), 12 triangles, two
/// per face in face order -x, +x, -y, +y, -z, +z, counter-clockwise seen from outside. Each face is split along
/// the diagonal from its first to its third corner.
inline MeshData cube() {
  MeshData m;
  for (int i = 0; i < 8; ++i) {
    m.positions.push_back(i & 1 ? 1.0f : -1.0f);
    m.positions.push_back(i & 2 ? 1.0f : -1.0f);
    m.positions.push_back(i & 4 ? 1.0f : -1.0f);
  }
  // Corner loops, counter-clockwise seen from outside.
  const std::uint32_t faces[6][4] = {
      {0, 4, 6, 2},  // -x
      {1, 3, 7, 5},  // +x
      {0, 1, 5, 4},  // -y
      {2, 6, 7, 3},  // +y
      {0, 2, 3, 1},  // -z
      {4, 5, 7, 6},  // +z
  };
  for (const auto& f : faces) {
    for (const std::uint32_t i : {f[0], f[1], f[2], f[0], f[2], f[3]}) m.indices.push_back(i);
  }
  return m;
}

/// A height field of 2 n² triangles over [0, n]² in x and z (unit cells, y up): y = height(x, z) at each grid
/// point, each cell split along a diagonal chosen by a hash of `seed` (random diagonals), indexed.
template <class Height>
MeshData height_field(int n, std::uint32_t seed, Height height) {
  MeshData m;
  m.positions.reserve(static_cast<std::size_t>(n + 1) * static_cast<std::size_t>(n + 1) * 3);
  for (int z = 0; z <= n; ++z) {
    for (int x = 0; x <= n; ++x) {
      m.positions.push_back(static_cast<float>(x));
      m.positions.push_back(static_cast<float>(height(x, z)));
      m.positions.push_back(static_cast<float>(z));
    }
  }
  std::mt19937 rng(seed);
  const auto id = [n](int x, int z) { return static_cast<std::uint32_t>(z * (n + 1) + x); };
  for (int z = 0; z < n; ++z) {
    for (int x = 0; x < n; ++x) {
      const std::uint32_t a = id(x, z), b = id(x + 1, z), c = id(x + 1, z + 1), d = id(x, z + 1);
      // Counter-clockwise seen from above (+y): a, d, c / a, c, b, or along the other diagonal.
      if (rng() & 1) {
        for (const std::uint32_t i : {a, d, c, a, c, b}) m.indices.push_back(i);
      } else {
        for (const std::uint32_t i : {a, d, b, b, d, c}) m.indices.push_back(i);
      }
    }
  }
  return m;
}

/// A terrain: a height field whose heights are a sum of sines (a smooth noise) of amplitude ~3.
inline MeshData terrain(int n, std::uint32_t seed = 1) {
  return height_field(n, seed, [](double x, double z) {
    return 2.0 * std::sin(0.11 * x + 0.3) * std::cos(0.07 * z) + 0.7 * std::sin(0.43 * x + 0.9 * z) +
           0.3 * std::cos(1.7 * x - 1.3 * z);
  });
}

/// `positions` (x, y, z per vertex) lifted by a wave of 2 sin(x / 5): heights change by up to 4 (a refit's input).
inline std::vector<float> waved(std::vector<float> positions) {
  for (std::size_t i = 0; i < positions.size(); i += 3) positions[i + 1] += 2 * std::sin(positions[i] / 5);
  return positions;
}

/// `count` random triangles (a soup, not indexed) with corners within `size` of centres spread over [-20, 20]³.
inline MeshData triangle_soup(int count, float size, std::uint32_t seed = 7) {
  MeshData m;
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> centre(-20, 20);
  std::uniform_real_distribution<float> offset(-size, size);
  for (int t = 0; t < count; ++t) {
    const float c[3] = {centre(rng), centre(rng), centre(rng)};
    for (int k = 0; k < 3; ++k) {
      for (int a = 0; a < 3; ++a) m.positions.push_back(c[a] + offset(rng));
    }
  }
  return m;
}

/// build_triangle_mesh over `data` (which the tests expect to be valid).
inline TriangleMesh build(const MeshData& data, const TriangleMeshOptions& options = {}) {
  return build_triangle_mesh(data.positions, data.indices, options).mesh;
}

/// The earliest contact of `shape` moving by `motion` with any triangle of `m`, by brute force (sweep_shape_triangle
/// on each, in the mesh's frame as sweep_shape_mesh computes), ties to the lower index; triangle MeshEdge::kNone (and
/// t 2) when it touches none.
struct BruteSweep {
  Real t = 2;
  std::uint32_t triangle = MeshEdge::kNone;
};
inline BruteSweep brute_sweep(const TriangleMesh& m, const Shape& shape, const Motion& motion) {
  BruteSweep best;
  const Shape local = translated(shape, -m.origin);
  for (std::uint32_t k = 0; k < m.triangles.size(); ++k) {
    const SweepHit h = sweep_shape_triangle(local, motion, local_triangle_of(m, k), {});
    if (h.hit() && h.t < best.t) best = {h.t, k};
  }
  return best;
}

}  // namespace sweepkit::test
