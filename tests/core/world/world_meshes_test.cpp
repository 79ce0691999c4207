// Mesh bodies in the World (world_meshes.cpp): events of pairs with a static or kinematic mesh, a 1 mm mesh wall
// never tunnelled at 500 m/s, queries and contact_body against a mesh placed by a position, a character sliding on
// a mesh floor, and the errors. Every expected number is worked out by hand in the comments.
#include <gtest/gtest.h>

#include <cmath>
#include <variant>

#include "common/mesh_fixtures.hpp"
#include "sweepkit/world/character.hpp"
#include "sweepkit/world/world.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

// The square [-10, 10]² at y = 0 (x and z), normal +y: triangles (0, 2, 1) and (0, 3, 2) counter-clockwise seen
// from above.
test::MeshData floor_square() {
  return {{-10, 0, -10, 10, 0, -10, 10, 0, 10, -10, 0, 10}, {0, 2, 1, 0, 3, 2}};
}

// A closed box [x0, x1] × [-2, 2] × [-2, 2]: a wall 1 mm thick when x1 = x0 + 0.001.
test::MeshData wall_box(float x0, float x1) {
  test::MeshData m;
  for (int i = 0; i < 8; ++i) {
    m.positions.push_back(i & 1 ? x1 : x0);
    m.positions.push_back(i & 2 ? 2.0f : -2.0f);
    m.positions.push_back(i & 4 ? 2.0f : -2.0f);
  }
  m.indices = {0, 4, 6, 0, 6, 2, 1, 3, 7, 1, 7, 5, 0, 1, 5, 0, 5, 4,
               2, 6, 7, 2, 7, 3, 0, 2, 3, 0, 3, 1, 4, 5, 7, 4, 7, 6};
  return m;
}

AddBodyResult add_mesh(World& world, const TriangleMesh& mesh, Vec3 position = {},
                       BodyKind kind = BodyKind::static_body) {
  MeshBodyDesc desc;
  desc.mesh = &mesh;
  desc.position = position;
  desc.kind = kind;
  return world.add_mesh_body(desc);
}

TEST(WorldMeshes, SphereFallsOnAStaticFloorBeginStayEnd) {
  // A sphere of radius 0.5 at y = 2 falling 1 per frame onto the floor placed at y = 0. Frame 1 (2 -> 1): its bottom
  // stays above 0, no event. Frame 2 (1 -> 0): the bottom reaches 0 when the centre is at 0.5, t = 0.5; at the
  // frame's end it is 0.5 deep. Frame 3 (still): stay, depth 0.5. Frame 4 (back up to 2): end.
  const TriangleMesh floor = test::build(floor_square());
  World world;
  const BodyHandle f = add_mesh(world, floor).body;
  const BodyHandle s = world.add_body({Sphere{{1, 2, 3}, 0.5f}}).body;
  ASSERT_FALSE(f.is_null());
  ASSERT_LT(f, s);  // the mesh is a: normals from the mesh to the sphere
  world.set_displacement(s, {0, -1, 0});
  EXPECT_EQ(world.step().events, 0u);
  world.set_displacement(s, {0, -1, 0});
  ASSERT_EQ(world.step().events, 1u);
  ContactEvent e = world.events()[0];
  EXPECT_EQ(e.type, EventType::begin);
  EXPECT_EQ(e.flags, 0);
  EXPECT_EQ(e.a, f);
  EXPECT_EQ(e.b, s);
  EXPECT_NEAR(e.t, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(e.normal, (Vec3{0, 1, 0}), 1e-6f);
  EXPECT_VEC_NEAR(e.point, (Vec3{1, 0, 3}), 1e-5f);
  EXPECT_NEAR(e.depth, 0.5f, 1e-6f);
  EXPECT_NEAR(e.impact_speed, 1.0f, 1e-6f);  // (0 - (0, -1, 0)) · (0, 1, 0): the sphere closes at 1 per frame
  ASSERT_EQ(world.step().events, 1u);
  e = world.events()[0];
  EXPECT_EQ(e.type, EventType::stay);
  EXPECT_NEAR(e.depth, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(e.normal, (Vec3{0, 1, 0}), 1e-6f);
  world.set_displacement(s, {0, 2, 0});
  ASSERT_EQ(world.step().events, 1u);
  EXPECT_EQ(world.events()[0].type, EventType::end);
}

TEST(WorldMeshes, ThinMeshWallCaughtAt500MetresPerSecondAtEveryRate) {
  // A 1 mm wall (x from 10 to 10.001) and a sphere of radius 0.25 (then a capsule of radius 0.25 lying along z) at
  // 500 m/s along +x from x = 0. At `rate` steps per second each step moves 500 / rate; the surface reaches x = 10
  // when the centre has covered 9.75. The step holding that distance begins the pair at
  // t = (9.75 - covered) / (500 / rate), normal (-1, 0, 0) from the wall (a, added first) to the body.
  const TriangleMesh wall = test::build(wall_box(10, 10.001f));
  for (const double rate : {15.0, 30.0, 60.0, 144.0}) {
    for (const bool capsule : {false, true}) {
      World world;
      const BodyHandle w = add_mesh(world, wall).body;
      const Shape shape = capsule ? Shape{Capsule{{0, 0, -0.5f}, {0, 0, 0.5f}, 0.25f}} : Shape{Sphere{{0, 0, 0}, 0.25f}};
      const BodyHandle b = world.add_body({shape, BodyKind::fast}).body;
      const double step = 500 / rate;
      const int hit_step = int(std::floor(9.75 / step));
      bool caught = false;
      for (int k = 0; k <= hit_step; ++k) {
        world.set_displacement(b, {float(step), 0, 0});
        world.step();
        for (const ContactEvent& e : world.events()) {
          if (e.type != EventType::begin || caught) continue;
          caught = true;
          EXPECT_EQ(k, hit_step) << rate;
          EXPECT_EQ(e.a, w);
          // Exact for the sphere; the capsule's conservative advancement may report it early, never late.
          const double expected = (9.75 - hit_step * step) / step;
          EXPECT_LE(e.t, expected + 1e-5) << rate << (capsule ? " capsule" : " sphere");
          EXPECT_GE(e.t, expected - (capsule ? 2e-4 : 1e-5)) << rate << (capsule ? " capsule" : " sphere");
          EXPECT_VEC_NEAR(e.normal, (Vec3{-1, 0, 0}), 1e-3f);
          EXPECT_NEAR(e.point.x, 10.0f, 1e-4f);
        }
      }
      EXPECT_TRUE(caught) << rate << (capsule ? " capsule" : " sphere");
    }
  }
}

TEST(WorldMeshes, KinematicPlatformRisesIntoASphere) {
  // The floor as a platform at y = 0 rising 1 per frame; a still sphere of radius 0.5 at y = 1 (0.5 above it): the
  // platform meets the sphere half-way, t = 0.5, normal (0, 1, 0) from the platform (a) to the sphere; at the end
  // the platform is at y = 1, the sphere 0.5 deep. The mesh body's position follows: (0, 1, 0) after the step.
  const TriangleMesh floor = test::build(floor_square());
  World world;
  const BodyHandle p = add_mesh(world, floor, {}, BodyKind::kinematic).body;
  const BodyHandle s = world.add_body({Sphere{{0, 1, 0}, 0.5f}}).body;
  ASSERT_EQ(world.set_displacement(p, {0, 1, 0}), WorldError::none);
  ASSERT_EQ(world.step().events, 1u);
  const ContactEvent e = world.events()[0];
  EXPECT_EQ(e.type, EventType::begin);
  EXPECT_EQ(e.a, p);
  EXPECT_EQ(e.b, s);
  EXPECT_NEAR(e.t, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(e.normal, (Vec3{0, 1, 0}), 1e-6f);
  EXPECT_NEAR(e.depth, 0.5f, 1e-6f);
  EXPECT_NEAR(e.impact_speed, 1.0f, 1e-6f);
  const BodyState state = world.body(p);
  EXPECT_EQ(state.mesh, &floor);
  EXPECT_VEC_NEAR(state.mesh_position, (Vec3{0, 1, 0}), 0);
  const Aabb bounds = std::get<Aabb>(state.shape);
  EXPECT_VEC_NEAR(bounds.min, (Vec3{-10, 1, -10}), 0);
  EXPECT_VEC_NEAR(bounds.max, (Vec3{10, 1, 10}), 0);
}

TEST(WorldMeshes, ADoorTurnsIntoASphere) {
  // The door x = 0, y and z in [0, 2], hinged on the y axis through its position, swings a quarter turn about +y in
  // one step into a still sphere of radius 0.5 at (1, 1, 1) from the hinge. Its plane turned by θ has normal
  // (cos θ, 0, −sin θ), cos θ − sin θ from the centre: touching at θ = acos(0.5/√2) − π/4 = 0.4240310, t = θ / (π/2)
  // = 0.2699465 (tests/core/mesh/sweep_turning_mesh_test.cpp); at the end the door lies along +x, 1 from the
  // centre: one transient begin. The door is left turned (its local x axis along −z). Far from the origin too.
  const TriangleMesh door = test::build({{0, 0, 0, 0, 2, 0, 0, 2, 2, 0, 0, 2}, {0, 1, 2, 0, 2, 3}});
  for (const Real o : {Real(0), Real(1e3), Real(1e4)}) {
    const Vec3 hinge{o + 5, -o, o / 2 - 3};
    World world;
    const BodyHandle d = add_mesh(world, door, hinge, BodyKind::kinematic).body;
    const BodyHandle s = world.add_body({Sphere{hinge + Vec3{1, 1, 1}, 0.5f}}).body;
    ASSERT_EQ(world.set_motion(d, Motion{{0, 0, 0}, {0, Real(3.14159265358979 / 2), 0}}), WorldError::none);
    ASSERT_EQ(world.step().events, 1u) << "offset " << o;
    const ContactEvent e = world.events()[0];
    EXPECT_EQ(e.type, EventType::begin);
    EXPECT_EQ(e.flags, kEventTransient);
    EXPECT_LE(e.t, 0.2699465f + 1e-5f) << "offset " << o;
    EXPECT_GT(e.t, 0.2699465f - 1e-3f) << "offset " << o;
    ASSERT_TRUE((e.a == d && e.b == s) || (e.a == s && e.b == d));
    const Vec3 n = e.a == d ? e.normal : -e.normal;  // from the door to the sphere
    EXPECT_VEC_NEAR(n, (Vec3{0.911438f, 0, -0.411438f}), 2e-3f);
    const BodyState state = world.body(d);
    EXPECT_VEC_NEAR(state.mesh_position, hinge, 0);
    EXPECT_VEC_NEAR(state.mesh_rotation.col[0], (Vec3{0, 0, -1}), 1e-5f);
    world.step();
    EXPECT_TRUE(world.events().empty());  // the motion was for one step
  }
}

TEST(WorldMeshes, ARefittedMeshIsSeenAtTheNextStep) {
  // The floor refitted from y = 0 up to y = 2 (a deforming mesh) under a sphere of radius 0.5 at y = 3 falling 1:
  // its bottom (2.5 -> 1.5) meets y = 2 half-way, t = 0.5. The body's old bounds (y = 0) would keep the pair out of
  // the broadphase: the step refreshes them.
  test::MeshData data = floor_square();
  TriangleMesh floor = test::build(data);
  World world;
  const BodyHandle f = add_mesh(world, floor).body;
  const BodyHandle s = world.add_body({Sphere{{1, 3, 1}, 0.5f}}).body;
  for (std::size_t k = 1; k < data.positions.size(); k += 3) data.positions[k] = 2;
  ASSERT_TRUE(refit_triangle_mesh(floor, data.positions).ok());
  world.set_displacement(s, {0, -1, 0});
  ASSERT_EQ(world.step().events, 1u);
  const ContactEvent e = world.events()[0];
  EXPECT_EQ(e.a, f);
  EXPECT_NEAR(e.t, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(e.normal, (Vec3{0, 1, 0}), 1e-6f);
  EXPECT_NEAR(std::get<Aabb>(world.body(f).shape).min.y, 2.0f, 0);
}

TEST(WorldMeshes, QueriesSeeTheMeshAtItsPosition) {
  // The floor placed at (0, 3, 0): a ray down from (2, 10, -4) with direction (0, -10, 0) hits at t = 0.7, point
  // (2, 3, -4), normal (0, 1, 0), on triangle 0, (0, 2, 1), which covers x >= z: (2, -4) is in it.
  const TriangleMesh floor = test::build(floor_square());
  World world;
  const BodyHandle f = add_mesh(world, floor, {0, 3, 0}).body;
  const WorldRaycastHit r = world.raycast_closest(Ray{{2, 10, -4}, {0, -10, 0}}, 1);
  ASSERT_TRUE(r.hit.hit());
  EXPECT_EQ(r.body, f);
  EXPECT_NEAR(r.hit.t, 0.7f, 1e-6f);
  EXPECT_VEC_NEAR(r.hit.point, (Vec3{2, 3, -4}), 1e-5f);
  EXPECT_VEC_NEAR(r.hit.normal, (Vec3{0, 1, 0}), 1e-6f);
  EXPECT_EQ(r.triangle, 0u);
  // A sphere of radius 1 cast down 10 from y = 9: its bottom (8) reaches 3 after 5, t = 0.5; position (2, 4, -4).
  const WorldSweepHit c = world.cast_closest(Sphere{{2, 9, -4}, 1}, {0, -10, 0});
  ASSERT_TRUE(c.hit.hit());
  EXPECT_EQ(c.body, f);
  EXPECT_NEAR(c.hit.t, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(c.hit.position, (Vec3{2, 4, -4}), 1e-5f);
  EXPECT_VEC_NEAR(c.hit.point, (Vec3{2, 3, -4}), 1e-5f);
  EXPECT_VEC_NEAR(c.hit.normal, (Vec3{0, -1, 0}), 1e-6f);  // from the cast shape to the body
  EXPECT_EQ(c.triangle, 0u);
  // Overlap and contact_body: a sphere of radius 1 at y = 3.75 is 0.25 into the floor; one at y = 4.5 is apart.
  std::vector<BodyHandle> bodies;
  EXPECT_TRUE(world.overlap(Sphere{{2, 3.75f, -4}, 1}, {}, bodies).status == Status::hit);
  ASSERT_EQ(bodies.size(), 1u);
  EXPECT_EQ(bodies[0], f);
  const Contact k = world.contact_body(Sphere{{2, 3.75f, -4}, 1}, f);
  ASSERT_TRUE(k.hit());
  EXPECT_NEAR(k.depth, 0.25f, 1e-6f);
  EXPECT_VEC_NEAR(k.normal, (Vec3{0, -1, 0}), 1e-5f);
  EXPECT_VEC_NEAR(k.point_b, (Vec3{2, 3, -4}), 1e-5f);
  EXPECT_FALSE(world.contact_body(Sphere{{2, 4.5f, -4}, 1}, f).hit());
  world.overlap(Sphere{{2, 4.5f, -4}, 1}, {}, bodies);
  EXPECT_TRUE(bodies.empty());
  // set_pose moves the mesh's origin: at (0, -1, 0) the same ray hits at t = 1.1 (y = -1) past max_fraction 1.
  ASSERT_EQ(world.set_pose(f, {0, -1, 0}), WorldError::none);
  EXPECT_FALSE(world.raycast_closest(Ray{{2, 10, -4}, {0, -10, 0}}, 1).hit.hit());
  EXPECT_NEAR(world.raycast_closest(Ray{{2, 10, -4}, {0, -10, 0}}, 2).hit.t, 1.1f, 1e-6f);
}

TEST(WorldMeshes, CharacterSlidesAlongAMeshFloor) {
  // A sphere of radius 0.5 resting 0.01 above the floor (centre y = 0.51) moved by (2, -1, 0): it lands after
  // 0.01 of the fall and slides; the motion into the floor is removed, so it ends near x = 2 on the floor, its
  // centre at y = 0.5 plus the skin (the gap move_and_slide keeps), and the contact normal is (0, -1, 0).
  const TriangleMesh floor = test::build(floor_square());
  World world;
  const BodyHandle f = add_mesh(world, floor).body;
  const SlideResult r = move_and_slide(world, Sphere{{0, 0.51f, 0}, 0.5f}, {2, -1, 0});
  EXPECT_EQ(r.status, Status::hit);
  EXPECT_EQ(r.body, f);
  EXPECT_VEC_NEAR(r.normal, (Vec3{0, -1, 0}), 1e-5f);
  EXPECT_NEAR(r.position.y, 0.5f, 2e-3f);
  EXPECT_GE(r.position.y, 0.5f);
  EXPECT_NEAR(r.position.x, 2.0f, 0.03f);  // the fall to the floor uses 0.01 of the motion: x lands at ~0.02
}

TEST(WorldMeshes, ErrorsAndUnsupportedPairs) {
  const TriangleMesh floor = test::build(floor_square());
  const TriangleMesh empty;
  World world;
  EXPECT_EQ(add_mesh(world, empty).error, WorldError::invalid_mesh);
  MeshBodyDesc null_mesh;
  EXPECT_EQ(world.add_mesh_body(null_mesh).error, WorldError::invalid_mesh);
  EXPECT_EQ(add_mesh(world, floor, {std::nanf(""), 0, 0}).error, WorldError::invalid_pose);
  EXPECT_EQ(add_mesh(world, floor, {2e8f, 0, 0}).error, WorldError::invalid_pose);
  MeshBodyDesc bad_kind;
  bad_kind.mesh = &floor;
  bad_kind.kind = static_cast<BodyKind>(7);
  EXPECT_EQ(world.add_mesh_body(bad_kind).error, WorldError::invalid_kind);
  EXPECT_EQ(world.body_count(), 0u);

  const BodyHandle f = add_mesh(world, floor, {}, BodyKind::kinematic).body;
  const Mat3 quarter{{Vec3{0, 1, 0}, Vec3{-1, 0, 0}, Vec3{0, 0, 1}}};
  // A mesh body may be posed and rotated (its shape is a TriangleMeshShape): turned 90° about z, the floor is the wall
  // x = 0 (local (x, 0, z) at (0, x, z)), its normal -x. A sphere of radius 1 centred at x = -0.5 is 0.5 deep, normal
  // +x from the sphere to the mesh.
  ASSERT_EQ(world.set_pose(f, {0, 0, 0}, &quarter), WorldError::none);
  const Contact against_wall = world.contact_body(Sphere{{-0.5f, 1, 2}, 1}, f);
  ASSERT_EQ(against_wall.status, Status::hit);
  EXPECT_NEAR(against_wall.depth, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(against_wall.normal, (Vec3{1, 0, 0}), 1e-6f);
  EXPECT_VEC_NEAR(world.body(f).mesh_rotation.col[0], (Vec3{0, 1, 0}), 0);
  const Mat3 identity;
  ASSERT_EQ(world.set_pose(f, {0, 0, 0}, &identity), WorldError::none);
  EXPECT_EQ(world.set_motion(f, Motion{{0, 0, 0}, {0, 1, 0}}), WorldError::none);  // it may turn (a door)
  world.set_motion(f, Motion{});
  // Mesh-mesh and mesh-plane pairs are never reported, even overlapping.
  const BodyHandle g = add_mesh(world, floor, {}, BodyKind::kinematic).body;
  world.add_body({Plane{{0, 1, 0}, 0}, BodyKind::kinematic});
  world.set_displacement(g, {0, 0.5f, 0});
  EXPECT_EQ(world.step().events, 0u);
  EXPECT_EQ(world.contact_body(Plane{{0, 1, 0}, 0}, f).status, Status::unsupported);
  // set_shape turns a mesh body into an ordinary one.
  ASSERT_EQ(world.set_shape(f, Sphere{{0, 5, 0}, 1}), WorldError::none);
  EXPECT_EQ(world.body(f).mesh, nullptr);
  EXPECT_TRUE(std::holds_alternative<Sphere>(world.body(f).shape));
  // A stale handle.
  world.remove_body(f);
  EXPECT_EQ(world.contact_body(Sphere{{0, 0, 0}, 1}, f).status, Status::invalid_input);
  EXPECT_EQ(world.contact_body(Sphere{{0, 0, 0}, 1}, f).error_argument, 1);
}

}  // namespace
}  // namespace sweepkit
