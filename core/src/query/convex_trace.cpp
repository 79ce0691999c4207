#include "sweepkit/query/convex_trace.hpp"

#include <type_traits>
#include <variant>

#include "../validate.hpp"
#include "contact_shared.hpp"
#include "convex_pair.hpp"

namespace sweepkit {

namespace {

InputError check_shape(const Shape& s) {
  return visit_shape([](const auto& shape) { return detail::check(shape); }, s);
}

/// Whether sweep_rotating counts the shape as turning (a sphere turning about its centre does not).
bool turns(const Shape& s, const Motion& m) {
  return !std::holds_alternative<Sphere>(s) && (m.angular.x != 0 || m.angular.y != 0 || m.angular.z != 0);
}

/// Runs `run(p, q)` on the pair's proxies and poses in the dispatch's canonical order (contact_convex_shapes',
/// sweep_turning_shapes'), noting in `out` whether the pair is convex, whether it ran as (b, a), and its radii.
template <class Trace, class Run>
void in_canonical_order(const Shape& a, const Shape& b, Trace& out, Run run) {
  visit_shapes(
      [&](const auto& sa, const auto& sb) {
        using A = std::decay_t<decltype(sa)>;
        using B = std::decay_t<decltype(sb)>;
        if constexpr (detail::ConvexShape<A> && detail::ConvexShape<B>) {
          out.supported = true;
          out.mirrored = !detail::convex_canonical(sa, sb);
          const PosedProxy p = out.mirrored ? detail::posed_proxy(sb) : detail::posed_proxy(sa);
          const PosedProxy q = out.mirrored ? detail::posed_proxy(sa) : detail::posed_proxy(sb);
          out.radius_a = p.proxy.radius;
          out.radius_b = q.proxy.radius;
          run(p, q);
        }
      },
      a, b);
}

}  // namespace

ConvexContactTrace trace_contact_convex(const Shape& a, const Shape& b) {
  ConvexContactTrace out;
  if (detail::reject(out.contact, check_shape(a), 0) || detail::reject(out.contact, check_shape(b), 1)) return out;
  in_canonical_order(a, b, out, [&](const PosedProxy& p, const PosedProxy& q) {
    const Contact c = contact_convex(p.proxy, p.pose, q.proxy, q.pose, nullptr, &out.record);
    out.contact = out.mirrored ? detail::mirrored(c) : c;  // mirrored back into the caller's order
  });
  return out;
}

ConvexSweepTrace trace_time_of_impact_convex(const Shape& a, const Motion& motion_a, const Shape& b,
                                             const Motion& motion_b) {
  ConvexSweepTrace out;
  const auto check_motion = [](const Motion& m) {
    const InputError e = detail::check_vector(m.linear);
    return e != InputError::none ? e : detail::check_vector(m.angular);
  };
  if (detail::reject(out.hit, check_shape(a), 0) || detail::reject(out.hit, check_motion(motion_a), 1) ||
      detail::reject(out.hit, check_shape(b), 2) || detail::reject(out.hit, check_motion(motion_b), 3)) {
    return out;
  }
  Motion ma = motion_a, mb = motion_b;
  if (!turns(a, ma) && !turns(b, mb)) {
    ma.angular = {};  // sweep_rotating's translation path: the angular parts are dropped
    mb.angular = {};
  }
  in_canonical_order(a, b, out, [&](const PosedProxy& p, const PosedProxy& q) {
    out.hit = time_of_impact(p.proxy, p.pose, out.mirrored ? mb : ma, q.proxy, q.pose, out.mirrored ? ma : mb,
                             &out.iterations, &out.trace);
  });
  return out;
}

}  // namespace sweepkit
