// The collide-and-slide loop and its depenetration passes (collide_and_slide.hpp describes both and their sources).
#include "collide_and_slide.hpp"

namespace sweepkit::slide {

namespace {

// The surfaces met so far: the first, and the latest before the one just met (Fauerby's crease and corner).
struct Planes {
  Vec3 normal[2];
  int count = 0;

  // The motion `r` (already the response to the surface `n` just met) along the crease of `n` with the first
  // surface when it runs into that one, or stopped at a corner of three; then remembers `n`.
  Vec3 constrain(Vec3 r, Vec3 n, const SlideRules& rules) {
    const CreaseRules& c = rules.creases;
    if (count == 1 && dot(r, normal[0]) > 0) {
      const Vec3 crease = cross(normal[0], n);
      const Real c2 = length_squared(crease);
      if (c2 > c.parallel_squared) {
        const Vec3 along = crease * (dot(r, crease) / c2);
        r = climbs_steep_side(along, r, n, rules.slopes) ? Vec3{} : along;
      } else if (c.parallel_stops) {
        r = {};
      }
    } else if (count == 2 && (dot(r, normal[0]) > 0 || (c.corner_checks_latest && dot(r, normal[1]) > 0))) {
      r = {};  // a corner of three surfaces: stop
    }
    if (count < 2) normal[count++] = n;
    else normal[1] = n;
    return r;
  }

  // With slope rules: whether following the crease `along` (the motion `r` not going up) climbs a crease with a
  // too-steep side, which is climbing that side. A crease within kLevelCreaseSin of level is level (the rounding of
  // two faces' normals tilts it either way: it must not stop the character).
  bool climbs_steep_side(Vec3 along, Vec3 r, Vec3 n, const SlopeRules* slopes) const {
    if (slopes == nullptr) return false;
    const bool climbs = dot(along, slopes->up) > kLevelCreaseSin * length(along) && dot(r, slopes->up) <= 0;
    return climbs && (!slopes->walkable(normal[0]) || !slopes->walkable(n));
  }
};

}  // namespace

void collide_and_slide(Mover& mover, Vec3 motion, const SlideRules& rules) {
  Vec3 r = motion;
  Planes planes;
  for (std::uint32_t leg = 0; leg < rules.max_legs; ++leg) {
    if (length_squared(r) <= rules.no_motion_squared) return;
    const Leg l = mover.cast(r);
    if (!l.hit) return;
    Vec3 remaining = rules.keep_back_off ? r - l.moved : l.initial ? r : r * (Real(1) - l.t);
    if (l.initial && !mover.separate(l, remaining)) return;
    if (mover.bypass(l, remaining, r)) {
      planes.count = 0;
      continue;
    }
    r = planes.constrain(respond(remaining, l.normal, rules.slopes), l.normal, rules);
  }
}

Vec3 respond(Vec3 motion, Vec3 n, const SlopeRules* slopes) {
  if (slopes == nullptr) return clip(motion, n);
  const Vec3 up = slopes->up;
  const Real v = dot(motion, up);
  const Vec3 mh = motion - v * up;
  const Real c = -dot(n, up);  // cosine of the surface's angle from up
  // Downward motion into a surface gentler than the slide angle is cancelled (gravity does not turn into a downhill
  // slide); into a steeper one it slides along it, unless the character stands on non-sliding ground (`supported`):
  // that ground holds it, so the push down a steep face beside it is not turned into motion away from the face.
  const Vec3 vertical = (v < 0 && (slopes->supported || c > slopes->cos_slide)) ? Vec3{} : v * up;
  if (slopes->walkable(n)) {
    // Horizontal motion into a walkable slope climbs it keeping its horizontal length (lifted along up onto the
    // plane: mh + k·up with (mh + k·up)·n = 0).
    const Real into = dot(mh, n);
    const Vec3 climbed = into > 0 ? mh + up * (into / c) : mh;
    return clip(climbed + vertical, n);
  }
  // Too steep: a wall for the horizontal motion (stopped by its horizontal normal, never lifted up it).
  const Vec3 wall = horizontal(n, up);
  if (length_squared(wall) <= kNoPartSquared) return clip(mh + vertical, n);
  return clip(mh, wall * (Real(1) / length(wall))) + clip(vertical, n);
}

bool depenetrate(const World& world, Overlapped& overlapped, int passes, std::vector<BodyHandle>& bodies) {
  for (int pass = 0; pass < passes; ++pass) {
    world.overlap(overlapped.shape(), overlapped.filter(), bodies);
    bool moved = false;
    for (const BodyHandle b : bodies) {
      const Contact c = world.contact_body(overlapped.shape(), b);
      if (!c.hit()) continue;  // an earlier push in this pass already freed it
      if (overlapped.push(c, b)) moved = true;
    }
    if (!moved) return true;
  }
  return false;
}

}  // namespace sweepkit::slide
