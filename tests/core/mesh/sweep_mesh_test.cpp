// sweep_shape_mesh: hand-computed first contacts on a floor and a thin wall, a moving mesh, a turning capsule; the
// BVH walk equal to the brute-force minimum over every triangle; and the ghost-collision rule: a sphere and a
// capsule sliding at 10 m/s over floors of random diagonals and over 2° folds see the face normal (within 0.5°).
#include "sweepkit/mesh/sweep_mesh.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "mesh_fixtures.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr double kPi = 3.14159265358979323846;

// A floor over [0, n]² in x and z (y up), cells split along random diagonals, height h(x) per column line.
template <class Height>
test::MeshData floor_of(int n, std::uint32_t seed, Height height) {
  return test::height_field(n, seed, [&](int x, int) { return height(x); });
}

// The angle (degrees) between two unit vectors.
double angle_degrees(Vec3 u, Vec3 v) { return std::acos(std::min(1.0, double(dot(u, v)))) * 180 / kPi; }

TEST(SweepMesh, SphereFallsOntoAFloor) {
  // 1,000 cells of 2 triangles at y = 0 (n = 22: 968 triangles). A sphere of radius 0.5 at y = 3 falls 10: its
  // surface reaches the floor at t = 0.25, normal (0, -1, 0) from the sphere to the mesh.
  const TriangleMesh floor = test::build(floor_of(22, 3, [](int) { return 0.0; }));
  const MeshSweepHit h = sweep_shape_mesh(Sphere{{7.3f, 3, 11.6f}, 0.5f}, Motion{{0, -10, 0}, {}}, floor);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.25f, 1e-6f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 1e-6f);
  EXPECT_VEC_NEAR(h.position, (Vec3{7.3f, 0.5f, 11.6f}), 1e-5f);
  EXPECT_VEC_NEAR(h.point, (Vec3{7.3f, 0, 11.6f}), 1e-5f);
  // The triangle touched holds (7.3, 11.6) in x, z.
  const Triangle t = triangle_of(floor, h.triangle);
  EXPECT_LE(std::min({t.a.x, t.b.x, t.c.x}), 7.3f);
  EXPECT_GE(std::max({t.a.x, t.b.x, t.c.x}), 7.3f);
  EXPECT_LE(std::min({t.a.z, t.b.z, t.c.z}), 11.6f);
  EXPECT_GE(std::max({t.a.z, t.b.z, t.c.z}), 11.6f);
  // A miss ends where the motion ends.
  const MeshSweepHit miss = sweep_shape_mesh(Sphere{{7, 3, 11}, 0.5f}, Motion{{0, 1, 0}, {}}, floor);
  EXPECT_EQ(miss.status, Status::miss);
  EXPECT_VEC_NEAR(miss.position, (Vec3{7, 4, 11}), 0);
  EXPECT_EQ(miss.triangle, MeshEdge::kNone);
}

TEST(SweepMesh, FastSphereAndCapsuleAgainstAThinWallAtEveryRate) {
  // A wall 1 mm thick (two quads, x = 10 and x = 10.001, closed as a thin box) and a sphere of radius 0.25 at 500
  // m/s along +x from x = 0: per step of 1/rate s it moves 500/rate; it reaches x = 10 - 0.25 after 9.75 m. Whatever
  // the rate, the step holding that distance reports it: t = (9.75 - covered) / (500/rate).
  test::MeshData wall;
  const float x0 = 10, x1 = 10.001f;
  for (const float x : {x0, x1}) {
    for (const float y : {-2.0f, 2.0f}) {
      for (const float z : {-2.0f, 2.0f}) {
        wall.positions.insert(wall.positions.end(), {x, y, z});
      }
    }
  }
  // Corners: i = 4 (x1) + 2 (y) + (z). Both large faces and the four thin sides.
  wall.indices = {0, 1, 3, 0, 3, 2, 4, 6, 7, 4, 7, 5, 0, 4, 5, 0, 5, 1, 2, 3, 7, 2, 7, 6, 0, 2, 6, 0, 6, 4, 1, 5, 7, 1, 7, 3};
  const TriangleMesh mesh = test::build(wall);
  for (const int rate : {15, 30, 60, 144}) {
    for (const bool capsule : {false, true}) {
      const double step = 500.0 / rate;
      double x = 0;
      bool caught = false;
      for (int frame = 0; frame < rate && !caught; ++frame) {
        const Shape s = capsule ? Shape{Capsule{{float(x), -0.5f, 0}, {float(x), 0.5f, 0}, 0.25f}}
                                : Shape{Sphere{{float(x), 0, 0}, 0.25f}};
        const MeshSweepHit h = sweep_shape_mesh(s, Motion{{float(step), 0, 0}, {}}, mesh);
        if (h.hit()) {
          caught = true;
          const double expected = (9.75 - x) / step;
          EXPECT_LE(h.t, expected + 1e-5) << rate << " " << capsule;
          EXPECT_GE(h.t, expected - (capsule ? 2e-4 : 1e-5)) << rate << " " << capsule;
          EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 1e-3f);
        }
        x += step;
      }
      EXPECT_TRUE(caught) << rate << " " << capsule;
    }
  }
}

TEST(SweepMesh, MovingMeshAndTurningCapsule) {
  const TriangleMesh floor = test::build(floor_of(8, 5, [](int) { return 0.0; }));
  // The floor rises 10 into a resting sphere at y = 3: t = 0.25, the sphere stays, the touch point is where the
  // floor is then (y = 2.5).
  MeshSweepHit h = sweep_shape_mesh(Sphere{{4, 3, 4}, 0.5f}, Motion{}, floor, {0, 10, 0});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.25f, 1e-6f);
  EXPECT_VEC_NEAR(h.position, (Vec3{4, 3, 4}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{4, 2.5f, 4}), 1e-5f);
  // A capsule of half length 2 along x about (4, 1, 4), radius 0.1, turning a quarter about -z: its +x end swings
  // down to y = 1 - 2 sin θ and touches the floor when that is 0.1: θ = asin(0.45), t = θ / (π/2) = 0.297152.
  h = sweep_shape_mesh(Capsule{{2, 1, 4}, {6, 1, 4}, 0.1f}, Motion{{}, {0, 0, -1.57079633f}}, floor);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_LE(h.t, 0.297152f + 1e-6f);
  EXPECT_GE(h.t, 0.297152f - 3e-4f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 2e-3f);
}

TEST(SweepMesh, TheBvhWalkFindsTheBruteForceMinimum) {
  // Random shapes swept over a 20 × 20 terrain: the answer is the least t of sweep_shape_triangle over every
  // triangle (ties: the lower index), exactly.
  const TriangleMesh terrain = test::build(test::terrain(20, 9));
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> u(0, 1);
  int hits = 0;
  int ties = 0;
  for (int i = 0; i < 300; ++i) {
    const Vec3 c{u(rng) * 20, 2 + u(rng) * 4, u(rng) * 20};
    const Vec3 d{(u(rng) - 0.5f) * 8, -u(rng) * 8, (u(rng) - 0.5f) * 8};
    const Real r = 0.2f + u(rng) * 0.6f;
    Shape shapes[] = {Sphere{c, r}, Capsule{c, c + Vec3{1, 0.5f, 0}, r}, Aabb{c - Vec3{r, r, r}, c + Vec3{r, r, r}},
                      Obb{c, {r, r * 2, r}, {{Vec3{0.6f, 0.8f, 0}, Vec3{-0.8f, 0.6f, 0}, Vec3{0, 0, 1}}}}};
    const Shape& s = shapes[i % 4];
    const Motion m{d, {}};
    const MeshSweepHit h = sweep_shape_mesh(s, m, terrain);
    const auto [best, best_tri] = test::brute_sweep(terrain, s, m);
    if (best_tri == MeshEdge::kNone) {
      EXPECT_EQ(h.status, Status::miss) << i;
      continue;
    }
    ++hits;
    // The same triangle and t, or (two triangles met at one time, their t a rounding apart) another triangle whose
    // own t is the reported one and within 1e-6 of the least.
    if (h.triangle != best_tri) {
      ASSERT_NE(h.triangle, MeshEdge::kNone) << i;
      EXPECT_EQ(sweep_shape_triangle(s, m, triangle_of(terrain, h.triangle), {}).t, h.t) << i;
      EXPECT_NEAR(h.t, best, 1e-6) << i;
      ++ties;
    } else {
      EXPECT_EQ(h.t, best) << i;
    }
  }
  EXPECT_GT(hits, 100) << hits;
  EXPECT_LT(ties, hits / 10) << ties;
}

// A floor of 30 columns whose slope turns by 2° at every other column line (0°, 2°, 0°, -2° …, each fold 2°,
// below the 5° flat angle: internal edges).
test::MeshData folded_floor() {
  const double t2 = std::tan(2 * kPi / 180);
  return floor_of(30, 22, [t2](int x) {
    double y = 0;
    for (int k = 0; k < x; ++k) y += (k / 2) % 4 == 1 ? t2 : ((k / 2) % 4 == 3 ? -t2 : 0);
    return y;
  });
}

// The surface height of a floor_of floor under x (linear between column lines).
double ground_height(const test::MeshData& data, double x) {
  const int k = int(std::floor(x));
  const double y0 = data.positions[3 * k + 1], y1 = data.positions[3 * (k + 1) + 1];
  return y0 + (x - k) * (y1 - y0);
}

// Slides shape `at(x)` along +x over the floor in steps of 10 m/s at 60 Hz, each step swept with a slight drop so
// that it touches the floor, and checks every contact normal against the face normal under it.
template <class ShapeAt>
void expect_face_normals(const TriangleMesh& floor, ShapeAt at, double drop, const char* what) {
  int contacts = 0;
  const double step = 10.0 / 60;
  for (double x = 1; x < floor.vertices.back().x - 1; x += step) {
    const MeshSweepHit h = sweep_shape_mesh(at(x), Motion{{float(step), float(-drop), 0}, {}}, floor);
    ASSERT_TRUE(h.hit()) << what << " lost contact at x = " << x;
    ++contacts;
    const Vec3 face = floor.normals[h.triangle];
    EXPECT_LT(angle_degrees(-h.normal, face), 0.5) << what << " at x = " << x << ": normal (" << h.normal.x << ", "
                                                   << h.normal.y << ", " << h.normal.z << ")";
  }
  EXPECT_GT(contacts, 50);
}

TEST(SweepMesh, NoGhostCollisionsOnFlatFloorsAndTwoDegreeFolds) {
  // Flat: y = 0 everywhere, random diagonals. Folds: folded_floor.
  const test::MeshData flat_data = floor_of(30, 21, [](int) { return 0.0; });
  const test::MeshData folded_data = folded_floor();
  for (const auto* data : {&flat_data, &folded_data}) {
    const TriangleMesh floor = test::build(*data);
    const auto ground = [data](double x) { return ground_height(*data, x); };
    // A sphere of radius 0.5 sunk 1e-4 into the floor (a resting contact after solver drift), at z = 10.37.
    expect_face_normals(floor, [&](double x) { return Shape{Sphere{{float(x), float(ground(x) + 0.4999), 10.37f}, 0.5f}}; },
                        1e-3, "sphere");
    // A capsule lying along z, 1e-4 above the floor, falling 1e-2 per step: it lands on edges and faces. (Falling
    // 1e-3 while sliding 1/6 m off a fold whose far side drops 2°, it clears the fold's edge by 9.5e-5 at best:
    // the bottom of its 0.3 m circle rises dx²/0.6 as it moves dx on, faster than it falls.)
    expect_face_normals(floor, [&](double x) {
      const float y = float(ground(x) + 0.3001);
      return Shape{Capsule{{float(x), y, 9.5f}, {float(x), y, 11.5f}, 0.3f}};
    }, 1e-2, "capsule");
  }
}

TEST(SweepMesh, WithInternalEdgeHandlingOffTheFoldsGiveGhostNormals) {
  // The folded floor of the test above built with fix_internal_edges = false: every fold is an active edge, so the
  // sunk sphere and the capsule meet some of them edge-on, with a normal tilted off the face: the ghost collisions
  // the rule removes. Counted, not asserted per step: which steps meet an edge first depends on the diagonals.
  TriangleMeshOptions options;
  options.fix_internal_edges = false;
  const test::MeshData data = folded_floor();
  const TriangleMesh floor = test::build(data, options);
  int sphere_ghosts = 0, capsule_ghosts = 0;
  const double step = 10.0 / 60;
  const Motion slide{{float(step), -1e-3f, 0}, {}};
  const Motion slide_capsule{{float(step), -1e-2f, 0}, {}};  // as in the test above
  for (double x = 1; x < 29; x += step) {
    const float ys = float(ground_height(data, x) + 0.4999), yc = float(ground_height(data, x) + 0.3001);
    const MeshSweepHit s = sweep_shape_mesh(Sphere{{float(x), ys, 10.37f}, 0.5f}, slide, floor);
    const MeshSweepHit c = sweep_shape_mesh(Capsule{{float(x), yc, 9.5f}, {float(x), yc, 11.5f}, 0.3f}, slide_capsule, floor);
    ASSERT_TRUE(s.hit() && c.hit()) << x;
    sphere_ghosts += angle_degrees(-s.normal, floor.normals[s.triangle]) > 0.5;
    capsule_ghosts += angle_degrees(-c.normal, floor.normals[c.triangle]) > 0.5;
  }
  EXPECT_GT(sphere_ghosts, 0);
  EXPECT_GT(capsule_ghosts, 0);
}

}  // namespace
}  // namespace sweepkit
