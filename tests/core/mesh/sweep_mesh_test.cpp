// sweep_shape_mesh: hand-computed first contacts on a floor and a thin wall, a moving mesh, a turning capsule; the
// BVH walk equal to the brute-force minimum over every triangle; and the ghost-collision rule: a sphere and a
// capsule sliding at 10 m/s over floors of random diagonals and over 2° folds see the face normal (within 0.5°).
#include "sweepkit/mesh/sweep_mesh.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "common/mesh_fixtures.hpp"
#include "mesh_reference.hpp"
#include "sweepkit/mesh/contact_mesh.hpp"
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
    // own t is the reported one and within 1e-6 of the least. Touching at the start: t 0, the triangle the mesh's
    // contact names (its deepest).
    if (h.status == Status::initial_overlap) {
      EXPECT_EQ(best, 0) << i;
    } else if (h.triangle != best_tri) {
      ASSERT_NE(h.triangle, MeshEdge::kNone) << i;
      EXPECT_EQ(sweep_shape_triangle(translated(s, -terrain.origin), m, local_triangle_of(terrain, h.triangle), {}).t, h.t)
          << i;
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
  for (double x = 1; x < floor.vertex(floor.vertices.size() - 1).x - 1; x += step) {
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
    // A capsule lying along z, 1e-4 above the floor, falling 1e-2 per step: it lands on edges and faces. (The step's
    // 1/6 m over a fold down by 2° lowers the floor by 5.8e-3: a smaller drop leaves the floor there, which the
    // exact capsule sweep answers as the miss it is.)
    expect_face_normals(floor, [&](double x) {
      const float y = float(ground(x) + 0.3001);
      return Shape{Capsule{{float(x), y, 9.5f}, {float(x), y, 11.5f}, 0.3f}};
    }, 1e-2, "capsule");
  }
}

TEST(SweepMesh, WithInternalEdgeHandlingOffTheFoldsGiveGhostNormals) {
  // The folded floor of the test above built with fix_internal_edges = false: every fold is an active edge, so the
  // sunk sphere and the capsule meet some of them edge-on, with a normal tilted off the face: the ghost collisions
  // the rule removes. Counted, not asserted per step: which steps meet an edge first depends on the diagonals. The
  // capsule (lying along the folds, sunk 1e-4 as after solver drift) is only required to hit: a sweep that starts in
  // contact answers with the mesh's contact at its start (sweep_shape_mesh), and an exact sweep of a capsule clear of
  // the floor meets its faces, never an edge first, so neither gives it a ghost here.
  TriangleMeshOptions options;
  options.fix_internal_edges = false;
  const test::MeshData data = folded_floor();
  const TriangleMesh floor = test::build(data, options);
  int sphere_ghosts = 0;
  const double step = 10.0 / 60;
  const Motion slide{{float(step), -1e-3f, 0}, {}};
  for (double x = 1; x < 29; x += step) {
    const float ys = float(ground_height(data, x) + 0.4999), yc = float(ground_height(data, x) + 0.2999);
    const MeshSweepHit s = sweep_shape_mesh(Sphere{{float(x), ys, 10.37f}, 0.5f}, slide, floor);
    const MeshSweepHit c = sweep_shape_mesh(Capsule{{float(x), yc, 9.5f}, {float(x), yc, 11.5f}, 0.3f}, slide, floor);
    ASSERT_TRUE(s.hit() && c.hit()) << x;
    sphere_ghosts += angle_degrees(-s.normal, floor.normals[s.triangle]) > 0.5;
  }
  EXPECT_GT(sphere_ghosts, 0);
}

TEST(SweepMesh, ASphereStartingInsideAQuadNear1e4Overlaps) {
  // Issue 24: the quad's corners, the centre, the radius and the motion as given, built with weld tolerance 0. The
  // centre starts 1.5e-4 closer to the quad's plane than the radius (double precision below, from the same floats):
  // the answer is an initial overlap, normal from the sphere to the quad, never a miss.
  const std::vector<float> corners = {6315.69677734375f, 7016.54931640625f, 6899.12255859375f,
                                      6316.46630859375f, 7016.17919921875f, 6897.51025390625f,
                                      6315.16943359375f, 7017.1474609375f,  6896.66845703125f,
                                      6314.3994140625f,  7017.517578125f,   6898.28076171875f};
  const test::MeshData quad{corners, {0, 1, 2, 0, 2, 3}};
  TriangleMeshOptions options;
  options.weld_relative = 0;
  const TriangleMesh wall = test::build(quad, options);
  const Vec3 c{6315.4248046875f, 7016.83935546875f, 6897.89501953125f};
  const Real r = 0.0123f;
  const Vec3 v{0.006946657318621874f, 0.0034309648908674717f, 0.00017886098066810519f};
  // Reference: the closest point of the two triangles to the centre, in double.
  const auto triangles = test::ref::triangles(quad.positions, quad.indices);
  const test::ref::D3 centre{c.x, c.y, c.z};
  double distance = 1e30;
  test::ref::D3 closest;
  for (const auto& t : triangles) {
    const test::ref::D3 q = test::ref::closest_on_triangle(t, centre);
    if (test::ref::norm(q - centre) < distance) distance = test::ref::norm(q - centre), closest = q;
  }
  ASSERT_NEAR(r - distance, 1.5e-4, 1e-5);  // the repro's premise
  const MeshSweepHit h = sweep_shape_mesh(Sphere{c, r}, Motion{v, {}}, wall);
  ASSERT_EQ(h.status, Status::initial_overlap);
  EXPECT_EQ(h.t, 0);
  const test::ref::D3 n = (1 / distance) * (closest - centre);
  EXPECT_NEAR(h.normal.x, n.x, 1e-4);
  EXPECT_NEAR(h.normal.y, n.y, 1e-4);
  EXPECT_NEAR(h.normal.z, n.z, 1e-4);
  // The point on the quad (the contact's): within a float spacing at 7e3 (4.9e-4) of the closest point.
  EXPECT_NEAR(h.point.x, closest.x, 1e-3);
  EXPECT_NEAR(h.point.y, closest.y, 1e-3);
  EXPECT_NEAR(h.point.z, closest.z, 1e-3);
  // And the contact at the start says the same depth.
  const MeshContactManifold m = contact_shape_mesh(Sphere{c, r}, wall);
  ASSERT_EQ(m.status, Status::hit);
  EXPECT_NEAR(m.depth, r - distance, 2e-6);
}

TEST(SweepMesh, ASweepStartingInContactAnswersAsTheMeshsContact) {
  // A floor at y = 0 and a wall at x = 0.3; a sphere at (0, 0.45, 0) of radius 0.5
  // touches the floor 0.05 deep and the wall 0.2 deep: contact_shape_mesh's deepest is the wall, normal (1, 0, 0),
  // point on the wall (0.3, 0.45, 0). A sweep starting there reports that same contact.
  const test::MeshData d{{-2, 0, -2, -2, 0, 2, 2, 0, 2, 2, 0, -2,  // floor, normal +y
                          0.3f, -1, -2, 0.3f, 2, -2, 0.3f, 2, 2, 0.3f, -1, 2},  // wall, normal +x
                         {0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7}};
  const TriangleMesh m = test::build(d);
  const Sphere s{{0, 0.45f, 0}, 0.5f};
  const MeshContactManifold c = contact_shape_mesh(s, m);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, 0.5 - double(0.3f), 1e-6);
  EXPECT_VEC_NEAR(c.normal, (Vec3{1, 0, 0}), 1e-6f);
  EXPECT_VEC_NEAR(c.point_b, (Vec3{0.3f, 0.45f, 0}), 1e-6f);
  for (const Vec3 motion : {Vec3{0, -1, 0}, Vec3{1, 0, 0}, Vec3{0, 0, 1}}) {
    const MeshSweepHit h = sweep_shape_mesh(s, Motion{motion, {}}, m);
    ASSERT_EQ(h.status, Status::initial_overlap);
    EXPECT_EQ(h.t, 0);
    EXPECT_VEC_NEAR(h.normal, c.normal, 0);
    EXPECT_VEC_NEAR(h.point, (Vec3{0.3f, 0.45f, 0}), 1e-6f);
    EXPECT_VEC_NEAR(h.position, s.center, 0);
    EXPECT_GE(h.triangle, 2u);  // a wall triangle
  }
}

TEST(SweepMesh, ACapsuleAndASphereOverAFloorQuadAnswerTheSameAtEveryX) {
  // Issue 24's first repro: a 10 m floor quad at y = 0 around x = X; a capsule of radius 0.3 whose lowest point is
  // 10 mm above it, moving 20 mm down: t = 0.5 (by hand: (0.31 - 0.3) / 0.02), and a sphere of the capsule's
  // radius at its lower end the same. The sphere's sweep is exact. The capsule's goes through conservative
  // advancement, which stops within its target (1e-4 of the pair's larger size, the 10 m quad's: 1 mm, that is
  // t >= 0.5 - 0.05) before the contact: that early bound holds for now, and the capsule's answer is the same at
  // every X (the mesh's own frame). The exact capsule-triangle kernel (issue 24) brings it to 0.5.
  double t_capsule_at_0 = 0;
  for (const float x : {0.0f, 300.0f, 600.0f, 10000.0f}) {
    const test::MeshData d{{x - 5, 0, -5, x + 5, 0, -5, x + 5, 0, 5, x - 5, 0, -5, x + 5, 0, 5, x - 5, 0, 5}, {}};
    const TriangleMesh floor = test::build(d);
    const Vec3 motion{0.02f, -0.02f, 0.01f};
    const double expected = (double(0.31f) - double(0.3f)) / 0.02;  // the floats as given: 0.5 up to 1e-6
    const MeshSweepHit s = sweep_shape_mesh(Sphere{{x + 0.3f, 0.31f, 0.1f}, 0.3f}, Motion{motion, {}}, floor);
    ASSERT_EQ(s.status, Status::hit) << x;
    EXPECT_NEAR(s.t, expected, 4e-6) << x;
    EXPECT_VEC_NEAR(s.normal, (Vec3{0, -1, 0}), 0) << x;
    const MeshSweepHit c = sweep_shape_mesh(Capsule{{x + 0.3f, 0.31f, 0.1f}, {x + 0.3f, 1.31f, 0.1f}, 0.3f},
                                            Motion{motion, {}}, floor);
    ASSERT_EQ(c.status, Status::hit) << x;
    EXPECT_LE(c.t, expected + 4e-6) << x;
    EXPECT_GE(c.t, expected - 1e-4 * 10 / 0.02) << x;
    EXPECT_NEAR(c.normal.y, -1, 1e-4) << x;
    if (x == 0) t_capsule_at_0 = c.t;
    EXPECT_NEAR(c.t, t_capsule_at_0, 1e-4) << x;  // the same answer at every X, up to the inputs' rounding
  }
}

}  // namespace
}  // namespace sweepkit
