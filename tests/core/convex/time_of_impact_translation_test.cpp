// Turning sweeps (time_of_impact and time_of_impact_plane through sweep_rotating) with the whole scene translated by
// 0, 1e2, 1e3, 1e4 and 1e5 along a random direction: each answer is checked against the double-precision distance
// of the shapes as stored at that offset (distance_reference.hpp's features; its first time within a level found by
// conservative advancement in double on the points' speed bound). A hit must have the shapes within the target at t
// (plus kSlack) and not yet in contact before t (less kSlack / the speed); a miss must never reach contact.
// kSlack = 1e-6 of the larger size + 4 float spacings of the coordinates times the speed's reach: what the float
// inputs themselves cannot say at that offset.

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "convex/distance_reference.hpp"
#include "sweepkit/convex/time_of_impact.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit {
namespace {

using namespace reference;

struct Rng {
  std::mt19937 gen;
  explicit Rng(unsigned seed) : gen(seed) {}
  double u(double a, double b) { return a + (b - a) * (gen() >> 8) / 16777216.0; }
  double log_u(double a, double b) { return std::exp(u(std::log(a), std::log(b))); }
  Vec3 dir() {
    for (;;) {
      const Vec3 v{Real(u(-1, 1)), Real(u(-1, 1)), Real(u(-1, 1))};
      const Real l = length(v);
      if (l > Real(0.1) && l <= 1) return v * (1 / l);
    }
  }
  Quat quat() { return normalized(Quat{Real(u(-1, 1)), Real(u(-1, 1)), Real(u(-1, 1)), Real(u(-1, 1))}); }
};

TEST(TimeOfImpactTranslation, TurningSweepsAnswerTheSameAtEveryOffset) {
  Rng rng(2424);
  const Vec3 along = rng.dir();
  int hits = 0;
  for (int i = 0; i < 240; ++i) {
    const int kind = i % 4;  // 0 box-box, 1 capsule-box, 2 capsule-capsule, 3 box-plane
    const double sa = rng.log_u(1e-2, 1), sb = rng.log_u(1e-2, 1);
    const Quat qa = rng.quat(), qb = rng.quat();
    const Vec3 ha{Real(sa * rng.u(0.2, 1)), Real(sa * rng.u(0.2, 1)), Real(sa * rng.u(0.2, 1))};
    const Vec3 hb{Real(sb * rng.u(0.2, 1)), Real(sb * rng.u(0.2, 1)), Real(sb * rng.u(0.2, 1))};
    const double reach = (sa + sb) * 1.7;
    const Vec3 rel = rng.dir() * Real(reach * rng.u(0.6, 1.6));
    const Motion ma{rng.dir() * Real(reach * rng.u(0, 1)), rng.dir() * Real(rng.u(0, 8))};
    const Motion mb{rng.dir() * Real(reach * rng.u(0, 1)), rng.dir() * Real(rng.u(0, 8))};
    const Vec3 axis_a = rotate(qa, Vec3{0, Real(sa), 0}), axis_b = rotate(qb, Vec3{0, Real(sb), 0});
    const Real ra = Real(sa * rng.u(0.1, 0.8)), rb = Real(sb * rng.u(0.1, 0.8));
    const Vec3 plane_n = rng.dir();
    for (const double offset : {0.0, 1e2, 1e3, 1e4, 1e5}) {
      const Vec3 ca = along * Real(offset), cb = ca + rel;
      Shape a, b;
      DMotion da{d3(ca), dquat(qa), d3(ma.linear), d3(ma.angular)};
      DMotion db{d3(cb), dquat(qb), d3(mb.linear), d3(mb.angular)};
      D3 as, ae, bs, be;
      double ea = 0, eb = 0;
      D3 pn;
      double pk = 0;
      Motion mbb = mb;
      if (kind == 1 || kind == 2) {
        const Capsule c{ca - axis_a, ca + axis_a, ra};
        a = c;
        const Vec3 mid = (c.start + c.end) * Real(0.5);  // the proxy's pose, as stored
        da.position = d3(mid);
        da.rotation = DQuat{};
        as = d3(c.start) - d3(mid);
        ae = d3(c.end) - d3(mid);
        ea = std::max(length(as), length(ae)) + ra;
      } else {
        a = Obb{ca, ha, to_mat3(qa)};
        ea = length(d3(ha));
      }
      if (kind == 2) {
        const Capsule c{cb - axis_b, cb + axis_b, rb};
        b = c;
        const Vec3 mid = (c.start + c.end) * Real(0.5);
        db.position = d3(mid);
        db.rotation = DQuat{};
        bs = d3(c.start) - d3(mid);
        be = d3(c.end) - d3(mid);
        eb = std::max(length(bs), length(be)) + rb;
      } else if (kind == 3) {
        const Plane p{plane_n, -dot(plane_n, cb)};
        b = p;
        pn = d3(plane_n);
        pk = double(p.constant);
        mbb = Motion{};
        db = DMotion{};
      } else {
        b = Obb{cb, hb, to_mat3(qb)};
        eb = length(d3(hb));
      }
      const auto distance = [&](double t) -> double {
        if (kind == 0) return box_box_distance(box_at(d3(ha), da, t), box_at(d3(hb), db, t));
        if (kind == 1) return capsule_box_distance(capsule_at(as, ae, ra, da, t), box_at(d3(hb), db, t));
        if (kind == 2) return capsule_capsule_distance(capsule_at(as, ae, ra, da, t), capsule_at(bs, be, rb, db, t));
        return std::max(0.0, box_plane_clearance(box_at(d3(ha), da, t), pn, pk));
      };
      const double speed = point_speed(da, ea) + point_speed(db, eb) + 1e-12;
      const double larger = std::max(ea, eb);
      const double target = std::max(double(kTimeOfImpactTargetRelative) * larger,
                                     double(kTimeOfImpactTargetPrecision) * (ea + eb));
      const double spacing = std::ldexp(1.0, std::ilogb(std::max(1.0, offset + 4)) - 23);
      const double slack = 1e-6 * larger + 4 * spacing;
      const auto first_within = [&](double level) {
        double t = 0;
        for (int k = 0; k < 1000000; ++k) {
          const double d = distance(t);
          if (d <= level) return t;
          t += std::max(1e-7, (d - level) / speed);
          if (t > 1) return 2.0;
        }
        return -1.0;
      };
      const SweepHit h = sweep_rotating(a, ma, b, mbb);
      SCOPED_TRACE(::testing::Message() << "case " << i << " kind " << kind << " offset " << offset << " status "
                                        << static_cast<int>(h.status) << " t " << h.t);
      ASSERT_NE(h.status, Status::invalid_input);
      if (h.status == Status::initial_overlap) {
        EXPECT_LE(distance(0), target + slack);
        continue;
      }
      const double contact = first_within(0);
      if (h.hit()) {
        ++hits;
        EXPECT_LE(distance(h.t), target + slack);
        if (contact <= 1) {
          EXPECT_GE(contact, double(h.t) - slack / speed - 1e-6);
        }
        EXPECT_NEAR(length(h.normal), 1, 1e-4);
      } else {
        EXPECT_GT(contact, 1) << "missed a contact at t " << contact;
      }
    }
  }
  EXPECT_GT(hits, 50);  // 72 of the 1,200 sweeps hit; the rest miss or start touching
}

}  // namespace
}  // namespace sweepkit
