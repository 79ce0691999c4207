// The early outs of the generic convex pairs (convex_pair.hpp): the bounding spheres (bounds_apart), where pairs whose
// spheres come within reach only at a corner still meet and pairs apart all frame miss, and a box's face axes
// against a capsule (face_axes_apart), where a capsule resting on a face still touches and one just off it misses,
// as hand-computed, near the origin and far from it.
#include <gtest/gtest.h>

#include <cmath>

#include "sweepkit/dispatch/dispatch.hpp"

namespace sweepkit {
namespace {

const Real kRoot3 = std::sqrt(Real(3));
const Vec3 kDiagonal{1 / kRoot3, 1 / kRoot3, 1 / kRoot3};
const Obb kCube{{0, 0, 0}, {1, 1, 1}, Mat3{{Vec3{1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1}}}};

/// A capsule of radius r along the cube's diagonal, its near end `gap` beyond the corner (1, 1, 1) (measured from
/// the end's centre to the corner, minus r: negative overlaps), its far end 2 further out. Its bounding sphere and
/// the cube's (radius √3) are then apart by exactly `gap`: the corner is where both spheres reach furthest.
Capsule DiagonalCapsule(Real gap, Real r) {
  const Vec3 end = Vec3{1, 1, 1} + kDiagonal * (r + gap);
  return {end + kDiagonal * 2, end, r};
}

TEST(ConvexBounds, CornerContactAtTheEdgeOfTheBoundingSpheres) {
  // Overlapping the corner by 0.01: depth 0.01 along the diagonal (capsule towards cube: −diagonal).
  const Contact c = contact(DiagonalCapsule(Real(-0.01), Real(0.25)), kCube);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(c.depth, 0.01, 2e-4);
  EXPECT_NEAR(dot(c.normal, kDiagonal), -1, 1e-3);
  // Apart from the corner by 0.01: the bounding spheres are apart by the same 0.01, no contact.
  EXPECT_FALSE(contact(DiagonalCapsule(Real(0.01), Real(0.25)), kCube).hit());
}

TEST(ConvexBounds, SweepOntoTheCornerAndPastIt) {
  // From 0.5 beyond the corner, moving by −1 along the diagonal: the end's sphere reaches the corner at t = 0.5.
  const Vec3 towards = kDiagonal * Real(-1);
  const SweepHit h = sweep(DiagonalCapsule(Real(0.5), Real(0.25)), towards, kCube, {0, 0, 0});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5, 2e-4);
  EXPECT_NEAR(h.point.x, 1, 2e-3);
  // Moving sideways (perpendicular to the diagonal) by 2: the spheres stay apart by more than 0.5, a miss at t = 1
  // whose position is the capsule's start moved by the whole displacement.
  const Capsule cap = DiagonalCapsule(Real(0.5), Real(0.25));
  const Vec3 side = Vec3{1, -1, 0} * (2 / std::sqrt(Real(2)));
  const SweepHit m = sweep(cap, side, kCube, {0, 0, 0});
  EXPECT_EQ(m.status, Status::miss);
  EXPECT_EQ(m.t, 1);
  EXPECT_NEAR(m.position.x, cap.start.x + side.x, 1e-5);
  EXPECT_NEAR(m.position.y, cap.start.y + side.y, 1e-5);
  // The same turning by half a turn about its own midpoint: still apart all frame (the spheres hold it).
  const SweepHit r = sweep_rotating(cap, Motion{side, {0, 0, Real(3.14159265)}}, kCube, Motion{});
  EXPECT_EQ(r.status, Status::miss);
}

TEST(ConvexBounds, ACapsuleJustOnAndJustOffATurnedBoxFace) {
  // A box of half extents (2, 0.5, 1) turned by 30° about z: its +y face is the plane n·(p − centre) = 0.5 with
  // n = (−sin 30°, cos 30°, 0). A capsule of radius 0.25 lying along the box's x axis (the face's direction),
  // its segment 0.75 + gap from the centre along n: touching at gap 0 (depth 0), overlapping at gap −0.01 (depth
  // 0.01, normal −n from the capsule to the box), apart at gap 0.01 (a miss: the face axis decides it).
  const Real c = std::cos(Real(0.5235988)), s = std::sin(Real(0.5235988));
  const Vec3 n{-s, c, 0}, along{c, s, 0};
  for (const Real o : {Real(0), Real(1e2), Real(1e4)}) {
    const Vec3 centre{o, -o / 2, o};
    const Obb box{centre, {2, 0.5f, 1}, Mat3{{along, n, Vec3{0, 0, 1}}}};
    const auto capsule = [&](Real gap) {
      const Vec3 mid = centre + n * (Real(0.75) + gap);
      return Capsule{mid - along, mid + along, 0.25f};
    };
    if (o == 0) {  // (off the origin the rounded inputs are apart or overlap by a float spacing or so)
      const Contact touching = contact(capsule(0), box);
      EXPECT_TRUE(touching.hit()) << "offset " << o;
      EXPECT_NEAR(touching.depth, 0, 1e-4) << "offset " << o;
    }
    const Contact deep = contact(capsule(Real(-0.01)), box);
    ASSERT_TRUE(deep.hit()) << "offset " << o;
    EXPECT_NEAR(deep.depth, 0.01, 2e-3) << "offset " << o;
    EXPECT_NEAR(dot(deep.normal, n), -1, 1e-3) << "offset " << o;
    EXPECT_FALSE(contact(capsule(Real(0.01)), box).hit()) << "offset " << o;
    // The capsule's end sphere past the box's +x end: apart along the x face axis by 0.01.
    const Vec3 past = centre + along * (Real(2.26) + 1);
    EXPECT_FALSE(contact(Capsule{past - along, past + along, 0.25f}, box).hit()) << "offset " << o;
  }
}

}  // namespace
}  // namespace sweepkit
