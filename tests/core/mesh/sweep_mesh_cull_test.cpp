// sweep_shape_mesh's cheap rejects for a sphere (core/src/mesh/sphere_sweep_cull.hpp: node boxes by the centre's
// segment against the box grown by the radius, triangles by their plane and by the foot of the centre on it) drop
// only triangles the exact sphere-triangle sweep would not report: spheres far larger than the cells, landing,
// sliding parallel to the floor a rounding above it, grazing the floor's border edge at the very end of the
// motion, starting in contact; each against hand-computed values and against the brute force over every triangle.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "common/mesh_fixtures.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

// The least t of sweep_shape_triangle over every triangle (ties: the lower index), in the mesh's frame, as
// sweep_shape_mesh defines it.
struct BruteForce {
  Real t = 2;
  std::uint32_t triangle = MeshEdge::kNone;
};
BruteForce brute_force(const Sphere& s, Vec3 d, const TriangleMesh& mesh) {
  BruteForce best;
  for (std::uint32_t k = 0; k < mesh.triangles.size(); ++k) {
    const SweepHit e = sweep_shape_triangle(Sphere{s.center - mesh.origin, s.radius}, Motion{d, {}}, local_triangle_of(mesh, k), {});
    if (e.hit() && e.t < best.t) best = {e.t, k};
  }
  return best;
}

// The mesh's answer equals the brute force's: the same triangle and the same t, bit for bit.
void expect_brute_force(const Sphere& s, Vec3 d, const TriangleMesh& mesh, int i) {
  const MeshSweepHit h = sweep_shape_mesh(s, Motion{d, {}}, mesh);
  const BruteForce b = brute_force(s, d, mesh);
  if (b.triangle == MeshEdge::kNone) {
    EXPECT_EQ(h.status, Status::miss) << i;
    return;
  }
  ASSERT_TRUE(h.hit()) << i;
  EXPECT_EQ(h.t, b.t) << i;
  // Touching at the start, the mesh's contact names the triangle (its deepest): not the lowest index at t = 0.
  if (h.status != Status::initial_overlap) EXPECT_EQ(h.triangle, b.triangle) << i;
}

// A flat floor over [0, n]² at y = 0 with unit cells (random diagonals).
TriangleMesh flat_floor(int n) { return test::build(test::height_field(n, 5, [](int, int) { return 0.0; })); }

TEST(SweepMeshCull, SpheresFarLargerThanTheCellsLandAsTheBruteForceSays) {
  // Radii 2-6 over unit cells (the bench's 1M terrain: 1.4 m over 0.28 m cells): a few hundred triangles lie within
  // the radius of each landing point. Random motions, many landing, some rising or sliding.
  const TriangleMesh terrain = test::build(test::terrain(40, 3));
  std::mt19937 rng(17);
  std::uniform_real_distribution<float> u(0, 1);
  for (int i = 0; i < 120; ++i) {
    const Real r = 2 + 4 * u(rng);
    const Sphere s{{5 + 30 * u(rng), 3 + r + 4 * u(rng), 5 + 30 * u(rng)}, r};
    const Vec3 d{(u(rng) - 0.5f) * 20, (u(rng) - 0.7f) * 16, (u(rng) - 0.5f) * 20};
    expect_brute_force(s, d, terrain, i);
  }
}

TEST(SweepMeshCull, LandingOnAFlatFloorByHand) {
  // Radius 3 at (10.3, 7, 9.6) falling 8 onto y = 0 with unit cells: the centre reaches y = 3 at t = 4 / 8, the
  // point under it, (10.3, 0, 9.6); normal straight down.
  const TriangleMesh floor = flat_floor(20);
  const Sphere s{{10.3f, 7, 9.6f}, 3};
  const MeshSweepHit h = sweep_shape_mesh(s, Motion{{0, -8, 0}, {}}, floor);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5, 1e-6);
  EXPECT_VEC_NEAR(h.point, (Vec3{10.3f, 0, 9.6f}), 1e-5f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 1e-6f);
  expect_brute_force(s, {0, -8, 0}, floor, 0);
}

TEST(SweepMeshCull, SlidingParallelToTheFloorJustAbove) {
  // Radius 2 sliding 12 along x (and a little z) with its centre one float above y = 2: no point of the floor comes
  // within the radius (the closest, straight below, is 2 + 2.4e-7 away), a miss; at exactly 2 it starts in
  // contact (t = 0, normal down).
  const TriangleMesh floor = flat_floor(24);
  const Vec3 d{12, 0, 1.5f};
  const Sphere above{{4.3f, std::nextafter(2.0f, 3.0f), 11.7f}, 2};
  const MeshSweepHit miss = sweep_shape_mesh(above, Motion{d, {}}, floor);
  EXPECT_EQ(miss.status, Status::miss);
  EXPECT_EQ(miss.t, 1);
  expect_brute_force(above, d, floor, 0);
  const Sphere resting{{4.3f, 2, 11.7f}, 2};
  const MeshSweepHit touching = sweep_shape_mesh(resting, Motion{d, {}}, floor);
  ASSERT_EQ(touching.status, Status::initial_overlap);
  EXPECT_EQ(touching.t, 0);
  EXPECT_VEC_NEAR(touching.normal, (Vec3{0, -1, 0}), 1e-6f);
  expect_brute_force(resting, d, floor, 1);
  // Sunk a quarter into the floor while sliding: in contact from the start as well.
  const Sphere sunk{{4.3f, 1.5f, 11.7f}, 2};
  EXPECT_EQ(sweep_shape_mesh(sunk, Motion{d, {}}, floor).status, Status::initial_overlap);
  expect_brute_force(sunk, d, floor, 2);
}

TEST(SweepMeshCull, GrazingTheBorderEdgeAtTheEndOfTheMotion) {
  // The floor's border edge x = 0 (y = 0, along z). A sphere of radius 5/8 beside it, centre at height 3/8, moving
  // +x: it touches the edge when the centre is 4/8 short of it (3-4-5), at x = -0.5. From x = -1 by 0.5 that is the
  // very end of the motion (t = 1), normal (0.8, -0.6, 0) from the sphere to the edge; by 0.49 it stops 1 cm short.
  const TriangleMesh floor = flat_floor(12);
  const Sphere s{{-1, 0.375f, 6.25f}, 0.625f};
  const MeshSweepHit h = sweep_shape_mesh(s, Motion{{0.5f, 0, 0}, {}}, floor);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 1, 1e-6);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0.8f, -0.6f, 0}), 1e-5f);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 6.25f}), 1e-5f);
  expect_brute_force(s, {0.5f, 0, 0}, floor, 0);
  const MeshSweepHit short_of_it = sweep_shape_mesh(s, Motion{{0.49f, 0, 0}, {}}, floor);
  EXPECT_EQ(short_of_it.status, Status::miss);
  expect_brute_force(s, {0.49f, 0, 0}, floor, 1);
}

TEST(SweepMeshCull, ParallelGrazesAtEveryHeightNearTheRadius) {
  // Centres at heights r ± a few floats over a fine terrain, sliding in random horizontal directions: every answer
  // the brute force's, whether the rounding calls it a touch or a miss.
  const TriangleMesh terrain = test::build(test::terrain(24, 8));
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> u(0, 1);
  for (int i = 0; i < 60; ++i) {
    const Real r = 1 + 3 * u(rng);
    const float x = 4 + 16 * u(rng);
    const float z = 4 + 16 * u(rng);
    // Over the highest vertex near (x, z): the sphere starts clear of or just touching the terrain's top there.
    Real top = -1e9;
    for (std::size_t v = 0; v < terrain.vertices.size(); ++v) {
      const Vec3 p = terrain.vertex(v);
      if (std::fabs(p.x - x) <= r && std::fabs(p.z - z) <= r) top = std::max(top, p.y);
    }
    Real y = top + r;
    for (int k = 0; k < i % 4; ++k) y = std::nextafter(y, i % 8 < 4 ? Real(1e9) : Real(-1e9));
    const Vec3 d{(u(rng) - 0.5f) * 10, 0, (u(rng) - 0.5f) * 10};
    expect_brute_force(Sphere{{x, y, z}, r}, d, terrain, i);
  }
}

}  // namespace
}  // namespace sweepkit
