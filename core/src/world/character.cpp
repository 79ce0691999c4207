// push_out_sphere and move_and_slide (character.hpp): a sphere through collide_and_slide.hpp's loop, with the skin
// kept along the motion, unswept pushes out of overlaps, no slope rules, and SlideResult's counts as its records.
#include "sweepkit/world/character.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "../validate.hpp"
#include "collide_and_slide.hpp"

namespace sweepkit {

namespace {

Real skin_of(const Sphere& s, const SlideSettings& settings) {
  return std::max(settings.skin, Real(1e-3) * s.radius);
}

// |v|² below this (length²) is no motion: 1e-12 = a micrometre squared, far below any skin.
constexpr Real kNoMotionSquared = Real(1e-12);

// Passes of push_out_sphere at most: each pushes the sphere out of every body it overlaps, one after the other.
// Between two surfaces at an angle (a wedge) each pass moves it a fraction of the way along the wedge, so a
// few dozen passes are allowed; a free sphere stops after one, and the usual floor-and-wall case after two.
constexpr int kMaxPasses = 32;

// The sphere moved by the loop: it pushes out of overlaps and legs that start touching without a sweep (by the
// depth plus the skin against the normal), stops the skin short of a contact along the motion, and records each
// contact in `out` (collisions, the last normal and body).
class SphereMover final : public slide::Mover, public slide::Overlapped {
 public:
  SphereMover(const World& world, Sphere s, const QueryFilter& filter, Real skin, SlideResult& out)
      : world_(world), s_(s), filter_(filter), skin_(skin), out_(out) {}

  Vec3 center() const { return s_.center; }

  Shape shape() const override { return s_; }
  QueryFilter filter() const override { return filter_; }
  bool push(const Contact& c, BodyHandle b) override {
    s_.center = s_.center - (c.depth + skin_) * c.normal;
    record(c.normal, b);
    return true;
  }

  slide::Leg cast(Vec3 motion) override {
    const WorldSweepHit h = world_.cast_closest(s_, motion, filter_);
    slide::Leg leg;
    if (!h.hit.hit()) {
      s_.center = s_.center + motion;
      leg.moved = motion;
      return leg;
    }
    record(h.hit.normal, h.body);
    leg.hit = true;
    leg.initial = h.hit.status == Status::initial_overlap;
    leg.t = h.hit.t;
    leg.normal = h.hit.normal;
    leg.point = h.hit.point;
    leg.body = h.body;
    if (!leg.initial) {
      // Up to the contact, less the skin along the motion; never backwards.
      const Real len = std::sqrt(length_squared(motion));
      const Real travel = slide::travel_to_contact(h.hit.t * len, skin_, Real(1));
      leg.moved = motion * (travel / len);
      s_.center = s_.center + leg.moved;
    }
    return leg;
  }

  // Touching at the start of the leg (the skin was eaten by rounding): step back off the surface; the motion stays.
  bool separate(const slide::Leg& leg, Vec3&) override {
    const Contact c = world_.contact_body(s_, leg.body);
    s_.center = s_.center - ((c.hit() ? c.depth : Real(0)) + skin_) * leg.normal;
    return true;
  }

  // Out of passes: whether no body is left deeper than the skin (else the deepest such is the last contact).
  bool free_of_overlaps() {
    std::vector<BodyHandle> bodies;
    world_.overlap(s_, filter_, bodies);
    for (const BodyHandle b : bodies) {
      const Contact c = world_.contact_body(s_, b);
      if (c.hit() && c.depth > skin_) {
        out_.normal = c.normal;
        out_.body = b;
        return false;
      }
    }
    return true;
  }

  // Pushes out of the bodies it overlaps; returns true when it ends overlapping none by more than the skin.
  bool separate_all() {
    std::vector<BodyHandle> bodies;
    return slide::depenetrate(world_, *this, kMaxPasses, bodies) || free_of_overlaps();
  }

 private:
  void record(Vec3 normal, BodyHandle b) {
    out_.normal = normal;
    out_.body = b;
    ++out_.collisions;
  }

  const World& world_;
  Sphere s_;
  const QueryFilter& filter_;
  Real skin_;
  SlideResult& out_;
};

}  // namespace

SlideResult push_out_sphere(const World& world, const Sphere& sphere, const QueryFilter& filter,
                            const SlideSettings& settings) {
  SlideResult out;
  if (detail::reject_invalid(out, sphere)) return out;
  SphereMover mover(world, sphere, filter, skin_of(sphere, settings), out);
  if (!mover.separate_all()) {
    out.status = Status::initial_overlap;  // could not: left where it was
    out.position = sphere.center;
    return out;
  }
  out.status = out.collisions ? Status::hit : Status::miss;
  out.position = mover.center();
  return out;
}

SlideResult move_and_slide(const World& world, const Sphere& sphere, Vec3 displacement, const QueryFilter& filter,
                           const SlideSettings& settings) {
  SlideResult out;
  if (detail::reject_invalid(out, sphere, displacement)) return out;
  SphereMover mover(world, sphere, filter, skin_of(sphere, settings), out);
  mover.separate_all();  // when it cannot, the legs start from where it got to
  slide::SlideRules rules;
  rules.max_legs = settings.max_iterations;
  rules.no_motion_squared = kNoMotionSquared;
  rules.keep_back_off = false;
  rules.creases = {.parallel_squared = kZeroLengthSquared, .parallel_stops = true, .corner_checks_latest = false};
  slide::collide_and_slide(mover, displacement, rules);
  // Motion left when the legs ran out is dropped: stopping short is safe, going on untested is not.
  out.position = mover.center();
  out.status = out.collisions ? Status::hit : Status::miss;
  return out;
}

}  // namespace sweepkit
