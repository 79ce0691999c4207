// libFuzzer target over every core query (built with clang, AddressSanitizer and
// UndefinedBehaviorSanitizer by scripts/fuzz.sh). The input bytes pick the shape kinds and supply the
// numbers — raw (NaN, infinities, huge values exercise validation) or folded into a game-sized range
// (to exercise the geometry). Any crash, sanitizer report or broken invariant aborts the run:
//   - every field of every result is finite (no NaN, no infinity), for every status;
//   - a valid sweep's t is in [0, 1], a contact's depth is >= 0, a cast's t is in [0, max_fraction];
//   - the normal of every hit is unit length.

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <variant>

#include "sweepkit/sweepkit.hpp"

namespace {

using namespace sweepkit;

class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }

  // A raw float, or with `fold` one mapped into [-64, 64] (NaN and infinity become 0).
  Real number(bool fold) {
    float f = 0;
    if (pos_ + sizeof f <= size_) {
      std::memcpy(&f, data_ + pos_, sizeof f);
      pos_ += sizeof f;
    }
    if (!fold) return f;
    if (!std::isfinite(f)) return 0;
    return std::fmod(f, 64.0f);
  }

  Vec3 vec(bool fold) { return {number(fold), number(fold), number(fold)}; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

Shape make_shape(Input& in, int type, bool fold) {
  switch (type) {
    case 0: return Sphere{in.vec(fold), std::fabs(in.number(fold))};
    case 1: return Capsule{in.vec(fold), in.vec(fold), std::fabs(in.number(fold))};
    case 2: {
      const Vec3 a = in.vec(fold);
      const Vec3 b = in.vec(fold);
      // Sort the corners when folding so most boxes are valid; raw mode keeps min > max cases.
      if (!fold) return Aabb{a, b};
      return Aabb{{std::fmin(a.x, b.x), std::fmin(a.y, b.y), std::fmin(a.z, b.z)},
                  {std::fmax(a.x, b.x), std::fmax(a.y, b.y), std::fmax(a.z, b.z)}};
    }
    default: {
      Vec3 n = in.vec(fold);
      if (fold) {
        const Real len = length(n);
        n = len > Real(1e-3) ? n * (Real(1) / len) : Vec3{0, 1, 0};
      }
      return Plane{n, in.number(fold)};
    }
  }
}

void require(bool ok) {
  if (!ok) std::abort();
}

bool finite(Vec3 v) { return is_finite(v); }
bool unit(Vec3 v) { return std::fabs(length(v) - Real(1)) <= Real(1e-3); }

void check(const SweepHit& h) {
  require(std::isfinite(h.t) && finite(h.position) && finite(h.point) && finite(h.normal));
  if (h.status == Status::invalid_input || h.status == Status::unsupported) return;
  require(h.t >= 0 && h.t <= 1);
  if (h.hit()) require(unit(h.normal));
}

void check(const Contact& c) {
  require(std::isfinite(c.depth) && finite(c.normal) && finite(c.point_a) && finite(c.point_b));
  if (c.status == Status::invalid_input || c.status == Status::unsupported) return;
  require(c.depth >= 0);
  if (c.hit()) require(unit(c.normal));
}

void check(const RaycastHit& h, Real max_fraction) {
  require(std::isfinite(h.t) && finite(h.point) && finite(h.normal));
  if (h.status == Status::invalid_input) return;
  require(h.t >= 0 && h.t <= max_fraction);
  if (h.status == Status::hit) require(unit(h.normal));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Input in(data, size);
  const std::uint8_t selector = in.byte();
  const bool fold = (selector & 0x80) != 0;
  const int type_a = selector & 3;
  const int type_b = (selector >> 2) & 3;

  const Shape a = make_shape(in, type_a, fold);
  const Vec3 da = in.vec(fold);
  const Shape b = make_shape(in, type_b, fold);
  const Vec3 db = in.vec(fold);

  check(contact(a, b));
  check(sweep(a, da, b, db));

  const Ray ray{in.vec(fold), in.vec(fold)};
  const Real max_fraction = (selector & 0x40) ? std::numeric_limits<Real>::infinity() : std::fabs(in.number(fold));
  const Real bound = std::isnan(max_fraction) ? Real(0) : max_fraction;
  switch (type_b) {
    case 0: check(raycast_sphere(ray, std::get<Sphere>(b), max_fraction), bound); break;
    case 1: check(raycast_capsule(ray, std::get<Capsule>(b), max_fraction), bound); break;
    case 2: check(raycast_aabb(ray, std::get<Aabb>(b), max_fraction), bound); break;
    default: check(raycast_plane(ray, std::get<Plane>(b), max_fraction), bound); break;
  }
  return 0;
}
