#include "sweepkit/world/character.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "../validate.hpp"
#include "sweepkit/dispatch/dispatch.hpp"

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

// Pushes `s` out of the bodies it overlaps; returns true when it ends overlapping none of them by more than
// `skin` (the gap every push aims for), counting the contacts it resolved in out.collisions.
bool separate(const World& world, Sphere& s, const QueryFilter& filter, Real skin, SlideResult& out) {
  std::vector<BodyHandle> bodies;
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    world.overlap(s, filter, bodies);
    bool moved = false;
    for (const BodyHandle b : bodies) {
      const Contact c = world.contact_body(s, b);
      if (!c.hit()) continue;  // an earlier push in this pass already freed it
      s.center = s.center - (c.depth + skin) * c.normal;
      out.normal = c.normal;
      out.body = b;
      ++out.collisions;
      moved = true;
    }
    if (!moved) return true;
  }
  // Out of passes: free if no body is left deeper than the skin.
  world.overlap(s, filter, bodies);
  for (const BodyHandle b : bodies) {
    const Contact c = world.contact_body(s, b);
    if (c.hit() && c.depth > skin) {
      out.normal = c.normal;
      out.body = b;
      return false;
    }
  }
  return true;
}

}  // namespace

SlideResult push_out_sphere(const World& world, const Sphere& sphere, const QueryFilter& filter,
                            const SlideSettings& settings) {
  SlideResult out;
  if (detail::reject(out, detail::check(sphere), 0)) return out;
  Sphere s = sphere;
  if (!separate(world, s, filter, skin_of(sphere, settings), out)) {
    out.status = Status::initial_overlap;  // could not: left where it was
    out.position = sphere.center;
    return out;
  }
  out.status = out.collisions ? Status::hit : Status::miss;
  out.position = s.center;
  return out;
}

SlideResult move_and_slide(const World& world, const Sphere& sphere, Vec3 displacement, const QueryFilter& filter,
                           const SlideSettings& settings) {
  SlideResult out;
  if (detail::reject(out, detail::check(sphere), 0) ||
      detail::reject(out, detail::check_vector(displacement), 1)) {
    return out;
  }
  const Real skin = skin_of(sphere, settings);
  Sphere s = sphere;
  separate(world, s, filter, skin, out);  // when it cannot, the legs start from where it got to

  Vec3 remaining = displacement;
  Vec3 first_normal{};  // the surface of the current crease, if any
  std::uint32_t planes = 0;
  for (std::uint32_t leg = 0; leg < settings.max_iterations; ++leg) {
    const Real len2 = length_squared(remaining);
    if (len2 <= kNoMotionSquared) {
      remaining = {};
      break;
    }
    const WorldSweepHit h = world.cast_closest(s, remaining, filter);
    if (!h.hit.hit()) {
      s.center = s.center + remaining;
      remaining = {};
      break;
    }
    const Vec3 n = h.hit.normal;
    ++out.collisions;
    out.normal = n;
    out.body = h.body;
    if (h.hit.status == Status::initial_overlap) {
      // Touching at the start of the leg (the skin was eaten by rounding): step back off the surface.
      const Contact c = world.contact_body(s, h.body);
      s.center = s.center - ((c.hit() ? c.depth : Real(0)) + skin) * n;
    } else {
      // Up to the contact, less the skin along the motion; never backwards.
      const Real len = std::sqrt(len2);
      const Real travel = std::max(Real(0), h.hit.t * len - skin);
      s.center = s.center + remaining * (travel / len);
      remaining = remaining * (Real(1) - h.hit.t);
    }
    // Slide: drop the part of the motion into the surface (n points into it).
    const Real into = dot(remaining, n);
    if (into > 0) remaining = remaining - into * n;
    if (planes == 1 && dot(remaining, first_normal) > 0) {
      // Sliding along the second surface runs into the first: follow their crease.
      const Vec3 crease = cross(first_normal, n);
      const Real c2 = length_squared(crease);
      remaining = c2 > kZeroLengthSquared ? crease * (dot(remaining, crease) / c2) : Vec3{};
    } else if (planes >= 2 && dot(remaining, first_normal) > 0) {
      remaining = {};  // a corner of three surfaces: stop
    }
    if (planes == 0) first_normal = n;
    ++planes;
  }
  // Motion left when the legs ran out is dropped: stopping short is safe, going on untested is not.
  out.position = s.center;
  out.status = out.collisions ? Status::hit : Status::miss;
  return out;
}

}  // namespace sweepkit
