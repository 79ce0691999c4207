// sweep_shape_turning_mesh: a shape against a mesh that turns about its position (a door on its hinge).
#include "sweepkit/mesh/sweep_turning_mesh.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <span>
#include <vector>

#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr double kPi = 3.14159265358979323846;

// The door: the quad x = 0, y and z in [0, 2] (two triangles), hinged on the y axis through the mesh's position.
TriangleMesh door() {
  const std::vector<float> positions{0, 0, 0, 0, 2, 0, 0, 2, 2, 0, 0, 2};
  const std::vector<std::uint32_t> indices{0, 1, 2, 0, 2, 3};
  return build_triangle_mesh(positions, indices).mesh;
}

TEST(SweepTurningMesh, ADoorSwingsIntoASphere) {
  // Turned by θ about +y, the door's point (0, y, z) is at (z sin θ, y, z cos θ): it swings towards +x, its plane
  // through the hinge with normal n = (cos θ, 0, −sin θ). A sphere of radius 0.5 at (1, 1, 1) (relative to the
  // hinge) is cos θ − sin θ from that plane: touching when √2 cos(θ + π/4) = 0.5, θ = acos(0.5/√2) − π/4 =
  // 0.4240310. A quarter turn over the frame: t = θ / (π/2) = 0.2699465. The normal from the sphere to the door is
  // −n = (−0.911438, 0, 0.411438); the contact point is the centre − 0.5 n = (0.544281, 1, 1.205719), on the face
  // (1.3229 along the door from the hinge, within its 2 m).
  const TriangleMesh mesh = door();
  const double theta = std::acos(0.5 / std::sqrt(2.0)) - kPi / 4;
  const double c = std::cos(theta), s = std::sin(theta);
  for (const Real o : {Real(0), Real(1e2), Real(1e3), Real(1e4)}) {
    const Vec3 hinge{o, -o, o / 2};
    const TriangleMeshShape posed{&mesh, hinge, Mat3{}};
    const Motion swing{{0, 0, 0}, {0, Real(kPi / 2), 0}};
    const MeshSweepHit h = sweep_shape_turning_mesh(Sphere{hinge + Vec3{1, 1, 1}, 0.5f}, Motion{}, posed, swing);
    ASSERT_EQ(h.status, Status::hit) << "offset " << o;
    EXPECT_NEAR(h.t, theta / (kPi / 2), 5e-4) << "offset " << o;
    EXPECT_LE(h.t, theta / (kPi / 2) + 1e-5) << "never after the contact; offset " << o;
    EXPECT_NEAR(h.normal.x, -c, 1e-3);
    EXPECT_NEAR(h.normal.y, 0, 1e-3);
    EXPECT_NEAR(h.normal.z, s, 1e-3);
    EXPECT_NEAR(h.point.x - hinge.x, 1 - 0.5 * c, 2e-3) << "offset " << o;
    EXPECT_NEAR(h.point.y - hinge.y, 1, 2e-3) << "offset " << o;
    EXPECT_NEAR(h.point.z - hinge.z, 1 + 0.5 * s, 2e-3) << "offset " << o;
    EXPECT_EQ(h.feature, TriangleFeature::face);
    EXPECT_LT(h.triangle, 2u);
    EXPECT_VEC_NEAR(h.position, (hinge + Vec3{1, 1, 1}), 0);  // the sphere does not move
  }
}

TEST(SweepTurningMesh, TheDispatchMirrorsItAndTheOtherWayRoundMisses) {
  const TriangleMesh mesh = door();
  const TriangleMeshShape posed{&mesh, {0, 0, 0}, Mat3{}};
  const Sphere ball{{1, 1, 1}, 0.5f};
  const Motion swing{{0, 0, 0}, {0, Real(kPi / 2), 0}};
  const SweepHit ab = sweep_rotating(ball, Motion{}, posed, swing);
  const SweepHit ba = sweep_rotating(posed, swing, ball, Motion{});
  ASSERT_EQ(ab.status, Status::hit);
  ASSERT_EQ(ba.status, Status::hit);
  EXPECT_EQ(ab.t, ba.t);
  EXPECT_VEC_NEAR(ba.normal, -ab.normal, 0);
  EXPECT_EQ(ab.sub_shape_b, ba.sub_shape_a);
  EXPECT_LT(ab.sub_shape_b, 2u);
  EXPECT_VEC_NEAR(ba.position, (Vec3{0, 0, 0}), 0);  // the mesh's position: it turns about it
  // Swinging the other way (towards -x), the door never comes near the ball: a miss, t = 1.
  const SweepHit away = sweep_rotating(ball, Motion{}, posed, Motion{{0, 0, 0}, {0, -Real(kPi / 2), 0}});
  EXPECT_EQ(away.status, Status::miss);
  EXPECT_EQ(away.t, 1);
  // Touching at the start: initial_overlap at t = 0.
  EXPECT_EQ(sweep_rotating(Sphere{{0.25f, 1, 1}, 0.5f}, Motion{}, posed, swing).status, Status::initial_overlap);
}

// The door as a grid of n × n quads (2 n² triangles), so that its BVH has levels to cull.
std::vector<float> door_grid(int n) {
  std::vector<float> p;
  const auto corner = [&](int i, int j) {
    p.insert(p.end(), {0, 2 * float(i) / float(n), 2 * float(j) / float(n)});
  };
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      corner(i, j), corner(i + 1, j), corner(i + 1, j + 1);
      corner(i, j), corner(i + 1, j + 1), corner(i, j + 1);
    }
  }
  return p;
}

TEST(SweepTurningMesh, TheBvhWalkFindsTheBruteForceMinimum) {
  // Against the door as 128 triangles: the walk's t is the least t of the same sweep against each triangle alone
  // (a one-triangle mesh each: no tree to cull), and its triangle one that reaches it.
  const std::vector<float> grid = door_grid(8);
  const TriangleMesh mesh = build_triangle_mesh(grid).mesh;
  ASSERT_EQ(triangle_count(mesh), 128u);
  std::vector<TriangleMesh> singles;
  for (std::size_t k = 0; k < grid.size(); k += 9) {
    singles.push_back(build_triangle_mesh(std::span<const float>(grid.data() + k, 9)).mesh);
  }
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> u(-1, 1);
  int hits = 0;
  for (int k = 0; k < 60; ++k) {
    const Vec3 offset = k % 2 == 0 ? Vec3{} : Vec3{-3000, 200, 1000};
    const Vec3 centre = offset + Vec3{1.2f + 0.8f * u(rng), 1 + 0.9f * u(rng), 1 + 0.9f * u(rng)};
    const Shape shape = k % 2 == 0 ? Shape{Sphere{centre, 0.15f + 0.1f * u(rng)}}
                                   : Shape{Obb{centre, {0.2f, 0.1f, 0.15f}, Mat3{}}};
    const Motion shape_motion{{0.5f * u(rng), 0, 0.5f * u(rng)}, {0, 0.3f * u(rng), 0}};
    const Motion swing{{0, 0, 0}, {0, 1.6f + 0.4f * u(rng), 0}};
    const MeshSweepHit h = sweep_shape_turning_mesh(shape, shape_motion, {&mesh, offset, Mat3{}}, swing);
    Real least = 1;
    bool any = false;
    for (const TriangleMesh& one : singles) {
      const MeshSweepHit s = sweep_shape_turning_mesh(shape, shape_motion, {&one, offset, Mat3{}}, swing);
      if (s.status == Status::miss) continue;
      any = true;
      least = std::min(least, s.t);
    }
    ASSERT_EQ(h.status != Status::miss, any) << k;
    if (!any) continue;
    ++hits;
    EXPECT_NEAR(h.t, least, 1e-6f) << k;
  }
  EXPECT_GT(hits, 20);
}

// The mesh at fraction t of its motion (turned about its position).
TriangleMeshShape at(const TriangleMeshShape& m, const Motion& motion, Real t) {
  return std::get<TriangleMeshShape>(turned(Shape{m}, t * motion.linear, t * motion.angular));
}

TEST(SweepTurningMesh, NeverAfterTheFirstContactOfTheSampledMotion) {
  // Random shapes and door motions, checked against contact() at 400 instants of the frame (an independent test):
  // where a sample overlaps, the sweep hits no later; a hit's shapes at t are at most touching (within 1e-3 of the
  // sizes); a miss overlaps at no sample. Far from the origin too.
  const TriangleMesh mesh = door();
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> u(-1, 1);
  int hits = 0;
  for (int k = 0; k < 120; ++k) {
    const Vec3 offset = k % 2 == 0 ? Vec3{} : Vec3{1000, -1000, 500};
    const Vec3 centre = offset + Vec3{1.2f + 0.8f * u(rng), 1 + 0.5f * u(rng), 1 + 0.8f * u(rng)};
    const Shape shape = k % 3 == 0   ? Shape{Sphere{centre, 0.3f + 0.2f * u(rng)}}
                        : k % 3 == 1 ? Shape{Capsule{centre - Vec3{0, 0.4f, 0}, centre + Vec3{0.2f, 0.4f, 0}, 0.2f}}
                                     : Shape{Obb{centre, {0.3f, 0.2f, 0.25f}, Mat3{}}};
    const Motion shape_motion{{0.3f * u(rng), 0, 0.3f * u(rng)}, {0, 0.5f * u(rng), 0}};
    const TriangleMeshShape posed{&mesh, offset, Mat3{}};
    const Motion swing{{0.1f * u(rng), 0, 0}, {0, 1.5f + 0.5f * u(rng), 0}};
    const SweepHit h = sweep_rotating(shape, shape_motion, posed, swing);
    ASSERT_TRUE(h.status == Status::hit || h.status == Status::miss || h.status == Status::initial_overlap) << k;
    Real first = 2;
    for (int i = 0; i <= 400 && first > 1; ++i) {
      const Real t = Real(i) / 400;
      const Shape moved = turned(shape, t * shape_motion.linear, t * shape_motion.angular);
      if (contact(moved, at(posed, swing, t)).hit()) first = t;
    }
    if (first <= 1) {
      ASSERT_NE(h.status, Status::miss) << k << ": overlaps at " << first;
      EXPECT_LE(h.t, first + 1e-6f) << k;
    }
    if (h.status == Status::hit) {
      ++hits;
      const Shape moved = turned(shape, h.t * shape_motion.linear, h.t * shape_motion.angular);
      const Contact c = contact(moved, at(posed, swing, h.t));
      EXPECT_TRUE(!c.hit() || c.depth <= 1e-3f) << k << ": depth " << c.depth << " at t " << h.t;
    }
  }
  EXPECT_GT(hits, 30);  // the cases mostly meet the door
}

}  // namespace
}  // namespace sweepkit
