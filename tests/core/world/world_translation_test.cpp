// World events and queries far from the origin (issue 24): one scene of lanes, each a pair whose events are
// computed by hand, stepped with the whole scene moved by 0, 1e2, 1e3 and 1e4 along a skew direction. Every
// begin's t, normal, point and depth, and every stay, end and transient flag, must be the hand-computed ones, up to
// what the float32 coordinates out there can say: a few spacings of them (and, for t, those spacings over the
// motion's length).

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <cstdint>
#include <string>
#include <vector>

#include "sweepkit/math/quat.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/world/world.hpp"
#include "world_fixtures.hpp"

namespace sweepkit {
namespace {

/// The spacing of float32 values near |x| (length units): 2^(exponent of x) times float's epsilon (the inputs of a
/// game are float32, and the mesh's vertices are, in the double build too).
double spacing(double x) {
  const double e = std::numeric_limits<float>::epsilon();
  return x < 1 ? e : std::exp2(std::floor(std::log2(x))) * e;
}

/// An event computed by hand, in the scene's own frame (before the offset).
struct Expected {
  int step;  // 1-based
  EventType type;
  std::int32_t flags;
  int a, b;  // bodies, in the order they were added
  double t, depth;
  Vec3 normal;  // unit, from a to b
  bool check_point;
  double px, py, pz;  // the point, scene frame
};

class WorldTranslation : public ::testing::TestWithParam<double> {};

TEST_P(WorldTranslation, EventsOfEveryLaneAsComputedByHand) {
  const double distance = GetParam();
  // A skew offset (direction (2, 1, -2) / 3), its components rounded to float (so the float mesh sits on it too).
  const Vec3 offset{Real(float(distance * 2 / 3)), Real(float(distance / 3)), Real(float(-distance * 2 / 3))};
  const auto at = [&](double x, double y, double z) { return Vec3{Real(x) + offset.x, Real(y) + offset.y, Real(z) + offset.z}; };
  const double s = 4 * spacing(distance + 20);  // a few spacings of the farthest coordinate

  World world;
  std::vector<BodyHandle> bodies;
  const auto add = [&](const Shape& shape, BodyKind kind) { bodies.push_back(test::add(world, shape, kind)); };
  // Lane 0 (z = 0): a sphere r 0.5 moving +x by 0.3 a step towards a static sphere r 0.5, 0.4 apart: they meet in
  // step 2 at t = 1/3 at x = 0.9 and end it 0.2 deep; it rests in step 3 (stays 0.2 deep); step 4 pulls it back
  // by 1 (an end).
  add(Sphere{at(0, 0, 0), 0.5f}, BodyKind::kinematic);
  add(Sphere{at(1.4, 0, 0), 0.5f}, BodyKind::static_body);
  // Lane 1 (z = 10): a unit box falling 0.2 a step onto a static slab whose top is 0.3 below it: step 2, t = 0.5,
  // normal −y (from the box to the slab), the point on the slab's top; 0.1 deep at the step's end.
  add(Aabb{at(-0.5, 0.8, 9.5), at(0.5, 1.8, 10.5)}, BodyKind::kinematic);
  add(Aabb{at(-2, -0.5, 8), at(2, 0.5, 12)}, BodyKind::static_body);
  // Lane 2 (z = 20): a unit box turned 45° about +y (reaching 0.5√2 along x) moving +x by 0.5 a step towards a
  // static box whose face is at x = 1.5: gap 1.5 − 0.5√2, met in step 2 at t = (gap − 0.5) / 0.5.
  const double reach = 0.5 * std::sqrt(2.0);
  Obb turned;
  turned.center = at(0, 0, 20);
  turned.half_size = {0.5f, 0.5f, 0.5f};
  turned.rotation = to_mat3(from_rotation_vector({0, Real(M_PI / 4), 0}));
  add(turned, BodyKind::kinematic);
  add(Aabb{at(1.5, -0.5, 19.5), at(2.5, 0.5, 20.5)}, BodyKind::static_body);
  // Lane 3 (z = 30): a sphere r 0.1 crossing a 1 cm wall (x in [1, 1.01]) in one step of 3: a transient begin at
  // t = 0.9 / 3, normal +x, at the wall's face; apart at the step's end.
  add(Sphere{at(0, 0, 30), 0.1f}, BodyKind::kinematic);
  add(Aabb{at(1, -1, 29), at(1.01, 1, 31)}, BodyKind::static_body);
  // Lane 4 (z = 40): a capsule (segment 1 m along y, r 0.25) falling 0.1 a step onto a floor mesh of two triangles
  // built where it sits (its float32 vertices far out, as a level is): its lowest point 0.15 above it, so it meets
  // it in step 2 at t = 0.5, normal −y, 0.05 deep at the step's end.
  add(Capsule{at(0.3, 0.4, 40), at(0.3, 1.4, 40), 0.25f}, BodyKind::kinematic);
  std::vector<float> floor;
  for (const auto& [x, z] : {std::pair{-2.0, 38.0}, {2.0, 38.0}, {2.0, 42.0}, {-2.0, 38.0}, {2.0, 42.0}, {-2.0, 42.0}}) {
    const Vec3 p = at(x, 0, z);
    floor.insert(floor.end(), {float(p.x), float(p.y), float(p.z)});
  }
  TriangleMeshResult mesh = build_triangle_mesh(floor);
  ASSERT_TRUE(mesh.ok());
  MeshBodyDesc mesh_desc;
  mesh_desc.mesh = &mesh.mesh;
  const AddBodyResult mesh_body = world.add_mesh_body(mesh_desc);
  ASSERT_EQ(mesh_body.error, WorldError::none);
  bodies.push_back(mesh_body.body);

  const std::vector<Expected> expected = {
      {2, EventType::begin, 0, 0, 1, 1.0 / 3, 0.2, {1, 0, 0}, true, 0.9, 0, 0},
      {2, EventType::begin, 0, 2, 3, 0.5, 0.1, {0, -1, 0}, false, 0, 0.5, 10},
      {2, EventType::begin, 0, 4, 5, (1.5 - reach - 0.5) / 0.5, 2 * 0.5 - (1.5 - reach), {1, 0, 0}, false, 0, 0, 0},
      {1, EventType::begin, kEventTransient, 6, 7, 0.9 / 3, 0, {1, 0, 0}, true, 1, 0, 30},
      {2, EventType::begin, 0, 8, 9, 0.5, 0.05, {0, -1, 0}, true, 0.3, 0, 40},
      {3, EventType::stay, 0, 0, 1, 1, 0.2, {1, 0, 0}, false, 0, 0, 0},
      {3, EventType::stay, 0, 2, 3, 1, 0.1, {0, -1, 0}, false, 0, 0, 0},
      {3, EventType::stay, 0, 4, 5, 1, 2 * 0.5 - (1.5 - reach), {1, 0, 0}, false, 0, 0, 0},
      {3, EventType::stay, 0, 8, 9, 1, 0.05, {0, -1, 0}, false, 0, 0, 0},
      {4, EventType::end, 0, 0, 1, 1, 0, {1, 0, 0}, false, 0, 0, 0},
      {4, EventType::stay, 0, 2, 3, 1, 0.1, {0, -1, 0}, false, 0, 0, 0},
      {4, EventType::stay, 0, 4, 5, 1, 2 * 0.5 - (1.5 - reach), {1, 0, 0}, false, 0, 0, 0},
      {4, EventType::stay, 0, 8, 9, 1, 0.05, {0, -1, 0}, false, 0, 0, 0},
  };
  // Displacements per step: lane 0 moves 3 steps then backs off; lanes 1, 2 and 4 move 2 steps and rest; lane 3
  // crosses its wall in step 1.
  const auto displace = [&](int step) {
    world.set_displacement(bodies[0], {step <= 3 ? (step <= 2 ? 0.3f : 0.0f) : -1.0f, 0, 0});
    world.set_displacement(bodies[2], {0, step <= 2 ? -0.2f : 0.0f, 0});
    world.set_displacement(bodies[4], {step <= 2 ? 0.5f : 0.0f, 0, 0});
    world.set_displacement(bodies[6], {step == 1 ? 3.0f : 0.0f, 0, 0});
    world.set_displacement(bodies[8], {0, step <= 2 ? -0.1f : 0.0f, 0});
  };
  const double motion[10] = {0.3, 0, 0.2, 0, 0.5, 0, 3, 0, 0.1, 0};  // each body's motion length (t's scale)
  for (int step = 1; step <= 4; ++step) {
    displace(step);
    std::vector<ContactEvent> events = test::step(world);
    std::vector<Expected> want;
    for (const Expected& e : expected) {
      if (e.step == step) want.push_back(e);
    }
    ASSERT_EQ(events.size(), want.size()) << "step " << step;
    for (const Expected& e : want) {
      const BodyHandle a = bodies[std::size_t(e.a)];
      const BodyHandle b = bodies[std::size_t(e.b)];
      const ContactEvent* ev = nullptr;
      for (const ContactEvent& x : events) {
        if (x.a == a && x.b == b) ev = &x;
      }
      const std::string what = "step " + std::to_string(step) + ", bodies " + std::to_string(e.a) + "-" +
                               std::to_string(e.b) + ", offset " + std::to_string(distance);
      ASSERT_NE(ev, nullptr) << what;
      EXPECT_EQ(ev->type, e.type) << what;
      EXPECT_EQ(ev->flags, e.flags) << what;
      // t: the kernels' own accuracy (exact ones to a few ulp; conservative advancement to its target, 1e-4 of
      // the smaller shape over the motion) plus the spacings over the motion's length.
      EXPECT_NEAR(ev->t, e.t, 2e-4 + s / motion[e.a]) << what;
      EXPECT_NEAR(ev->depth, e.depth, 2e-4 + s) << what;
      EXPECT_NEAR(ev->normal.x, e.normal.x, 1e-3) << what;
      EXPECT_NEAR(ev->normal.y, e.normal.y, 1e-3) << what;
      EXPECT_NEAR(ev->normal.z, e.normal.z, 1e-3) << what;
      if (e.check_point) {
        EXPECT_NEAR(ev->point.x - offset.x, e.px, 2e-4 + s) << what;
        EXPECT_NEAR(ev->point.y - offset.y, e.py, 2e-4 + s) << what;
        EXPECT_NEAR(ev->point.z - offset.z, e.pz, 2e-4 + s) << what;
      }
    }
  }
}

TEST_P(WorldTranslation, QueriesAsComputedByHand) {
  const double distance = GetParam();
  const Vec3 offset{Real(float(distance * 2 / 3)), Real(float(distance / 3)), Real(float(-distance * 2 / 3))};
  const auto at = [&](double x, double y, double z) { return Vec3{Real(x) + offset.x, Real(y) + offset.y, Real(z) + offset.z}; };
  const double s = 4 * spacing(distance + 20);
  World world;
  // A static slab with its top at y = 0 and a sphere r 0.5 resting 1 m above it.
  const BodyHandle slab = test::add(world, Aabb{at(-5, -1, -5), at(5, 0, 5)}, BodyKind::static_body);
  const BodyHandle ball = test::add(world, Sphere{at(2, 1.5, 0), 0.5f}, BodyKind::kinematic);
  world.step();

  // A ray straight down from 3 m over (2, ·, 0) of length 10: the ball's top at y = 2, t = 0.1.
  const WorldRaycastHit ray = world.raycast_closest(Ray{at(2, 3, 0), {0, -10, 0}}, 1);
  EXPECT_EQ(ray.body, ball);
  EXPECT_NEAR(ray.hit.t, 0.1, 1e-6 + s / 10);
  // Beside the ball: the slab's top, t = 0.3.
  const WorldRaycastHit beside = world.raycast_closest(Ray{at(-2, 3, 0), {0, -10, 0}}, 1);
  EXPECT_EQ(beside.body, slab);
  EXPECT_NEAR(beside.hit.t, 0.3, 1e-6 + s / 10);
  // A sphere r 0.25 cast down by 4 from y = 3 beside the ball: its bottom meets the slab's top after 2.75, t = 0.6875.
  const WorldSweepHit cast = world.sphere_cast_closest(Sphere{at(-2, 3, 0), 0.25f}, {0, -4, 0});
  EXPECT_EQ(cast.body, slab);
  EXPECT_NEAR(cast.hit.t, 0.6875, 1e-6 + s / 4);
  EXPECT_NEAR(cast.hit.normal.y, -1, 1e-5);
  // A capsule (segment along x, r 0.1) cast by 2 along +x at the ball's height: its end sphere meets the ball at a
  // centre distance of 0.1 + 0.5, with the end at x = 1.4, after 0.5 of the 2: t = 0.25.
  const WorldSweepHit capsule = world.cast_closest(Capsule{at(0, 1.5, 0), at(0.9, 1.5, 0), 0.1f}, {2, 0, 0});
  EXPECT_EQ(capsule.body, ball);
  EXPECT_NEAR(capsule.hit.t, 0.25, 2e-4 + s / 2);
  EXPECT_NEAR(capsule.hit.normal.x, 1, 1e-4);
}

INSTANTIATE_TEST_SUITE_P(Offsets, WorldTranslation, ::testing::Values(0.0, 1e2, 1e3, 1e4),
                         [](const ::testing::TestParamInfo<double>& info) {
                           return "at_" + std::to_string(static_cast<long long>(info.param));
                         });

}  // namespace
}  // namespace sweepkit
