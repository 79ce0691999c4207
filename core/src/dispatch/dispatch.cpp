#include "sweepkit/dispatch/dispatch.hpp"

#include <type_traits>
#include <utility>
#include <variant>

#include "../validate.hpp"
#include "../query/contact_shared.hpp"
#include "../query/convex_pair.hpp"
#include "../query/sat_manifold.hpp"
#include "sweepkit/results/manifold.hpp"
#include "sweepkit/query/polytope_plane.hpp"
#include "../query/kernels.hpp"
#include "dispatch_kernels.hpp"
#include "mesh_entry.hpp"
#include "sweepkit/query/contact_aabb_aabb.hpp"
#include "sweepkit/query/contact_aabb_plane.hpp"
#include "sweepkit/query/contact_sphere_aabb.hpp"
#include "sweepkit/query/contact_capsule_aabb.hpp"
#include "sweepkit/query/contact_capsule_capsule.hpp"
#include "sweepkit/query/contact_capsule_plane.hpp"
#include "sweepkit/query/contact_sphere_capsule.hpp"
#include "sweepkit/query/contact_sphere_plane.hpp"
#include "sweepkit/query/contact_sphere_sphere.hpp"
#include "sweepkit/query/sweep_sphere_capsule.hpp"

namespace sweepkit {

namespace {

// One table per operation, written as overloads: each pair appears once, in its canonical argument
// order. The generic entry tries (a, b); when only (b, a) exists it calls that and mirrors the result
// (the swap lives in `mirrored` below and nowhere else). The tables run on valid arguments only (the public
// functions check them first; the World validated them once): a pair's kernel where it has one, else its public
// function (whose checks then pass).

Contact contact_pair(const Sphere& a, const Sphere& b) { return detail::contact_sphere_sphere(a, b); }
Contact contact_pair(const Sphere& a, const Capsule& b) { return contact_sphere_capsule(a, b); }
Contact contact_pair(const Sphere& a, const Aabb& b) { return detail::mirrored(detail::contact_aabb_sphere(b, a)); }
Contact contact_pair(const Sphere& a, const Plane& b) { return contact_sphere_plane(a, b); }
Contact contact_pair(const Capsule& a, const Capsule& b) { return contact_capsule_capsule(a, b); }
Contact contact_pair(const Capsule& a, const Aabb& b) { return contact_capsule_aabb(a, b); }
Contact contact_pair(const Capsule& a, const Plane& b) { return contact_capsule_plane(a, b); }
Contact contact_pair(const Aabb& a, const Aabb& b) { return detail::contact_aabb_aabb(a, b); }
Contact contact_pair(const Aabb& a, const Plane& b) { return contact_aabb_plane(a, b); }
Contact contact_pair(const Obb& a, const Plane& b) { return contact_obb_plane(a, b); }
Contact contact_pair(const Sphere& a, const Obb& b) { return detail::contact_sphere_obb(a, b); }
/// A contact as a one-point manifold (its own point_a, point_b, depth; feature id 0).
ContactManifold one_point(const Contact& c) {
  ContactManifold m;
  static_cast<Contact&>(m) = c;
  if (m.hit()) {
    m.point_count = 1;
    m.points[0] = {m.point_a, m.point_b, m.depth, 0};
  }
  return m;
}

/// A SAT manifold, or where the separating axis test found no axis (a hit without a unit normal: hulls with no
/// volume or far beyond their own scale; found by the fuzzer) the GJK/EPA contact as a one-point manifold.
template <class A, class B>
ContactManifold sat_or_gjk(const ContactManifold& sat, const A& a, const B& b) {
  if (!sat.hit() || std::fabs(length_squared(sat.normal) - 1) < Real(1e-3)) return sat;
  return one_point(detail::contact_convex_shapes(a, b));
}

ContactManifold hull_manifold(const ConvexHullShape& a, const ConvexHullShape& b) {
  ContactManifold out;
  if (detail::reject_invalid(out, a, b)) return out;
  return sat_or_gjk(contact_hull_hull(*a.hull, HullPose{a.position, from_mat3(a.rotation)}, *b.hull,
                                      HullPose{b.position, from_mat3(b.rotation)}),
                    a, b);
}
ContactManifold obb_manifold(const Obb& a, const Obb& b) { return sat_or_gjk(contact_obb_obb(a, b), a, b); }
/// An Aabb as the Obb of the same points (its centre and half extents, no rotation): an Aabb against an Obb runs the
/// boxes' separating axis test, exact and cheaper than GJK + EPA.
Obb as_obb(const Aabb& a) { return {(a.min + a.max) * Real(0.5), (a.max - a.min) * Real(0.5), Mat3{}}; }
Contact contact_pair(const ConvexHullShape& a, const ConvexHullShape& b) { return hull_manifold(a, b); }
Contact contact_pair(const Obb& a, const Obb& b) { return obb_manifold(a, b); }  // the manifold's deepest contact
ContactManifold aabb_obb_manifold(const Aabb& a, const Obb& b) {
  ContactManifold out;
  if (detail::reject_invalid(out, a, b)) return out;
  return obb_manifold(as_obb(a), b);
}
Contact contact_pair(const Aabb& a, const Obb& b) { return aabb_obb_manifold(a, b); }
Contact contact_pair(const ConvexHullShape& a, const Plane& b) { return contact_convex_hull_plane(a, b); }

// A convex shape against a mesh (mesh_entry.hpp): the mesh's manifold, its Contact part for contact.
template <detail::ConvexShape S>
ContactManifold mesh_manifold(const S& a, const TriangleMeshShape& b) {
  ContactManifold out;
  if (detail::reject_invalid(out, a, b)) return out;
  return detail::contact_manifold_with_mesh(Shape{a}, b);
}
template <detail::ConvexShape S>
Contact contact_pair(const S& a, const TriangleMeshShape& b) { return mesh_manifold(a, b); }

// Sweeps against a plane run on the relative motion (the plane may move: translating both shapes by
// -t * displacement_plane changes nothing about when they touch) and carry the contact point back to
// world space at t.
template <class S>
using PlaneSweep = SweepHit (*)(const S&, Vec3, const Plane&);

// The relative motion of two valid displacements can reach 2 kMaxMagnitude per component: it is not an input,
// so it is not checked against the inputs' range (the plane sweeps' kernels stay finite there).
template <class S>
SweepHit relative_to_plane(PlaneSweep<S> f, const S& a, Vec3 da, const Plane& b, Vec3 db) {
  SweepHit h = f(a, da - db, b);
  h.position = reference_point(a) + h.t * da;  // as every sweep: not via the relative motion, which rounds differently
  if (h.hit()) h.point = h.point + h.t * db;
  return h;
}

// The sweep table, on valid arguments as the contact table: the kernels where a pair has one.
SweepHit sweep_pair(const Sphere& a, Vec3 da, const Sphere& b, Vec3 db) {
  return detail::sweep_sphere_sphere(a, da, b, db);
}
SweepHit sweep_pair(const Sphere& a, Vec3 da, const Capsule& b, Vec3 db) { return sweep_sphere_capsule(a, da, b, db); }
SweepHit sweep_pair(const Sphere& a, Vec3 da, const Aabb& b, Vec3 db) {
  return detail::sweep_sphere_aabb(a, da, b, db);
}
SweepHit sweep_pair(const Sphere& a, Vec3 da, const Obb& b, Vec3 db) { return detail::sweep_sphere_obb(a, da, b, db); }
SweepHit sweep_pair(const Sphere& a, Vec3 da, const Plane& b, Vec3 db) {
  return relative_to_plane<Sphere>(&detail::sweep_sphere_plane, a, da, b, db);
}
SweepHit sweep_pair(const Capsule& a, Vec3 da, const Plane& b, Vec3 db) {
  return relative_to_plane<Capsule>(&detail::sweep_capsule_plane, a, da, b, db);
}
SweepHit sweep_pair(const Aabb& a, Vec3 da, const Aabb& b, Vec3 db) {
  return detail::sweep_aabb_aabb(a, da, b, db);
}
SweepHit sweep_pair(const Aabb& a, Vec3 da, const Plane& b, Vec3 db) {
  return relative_to_plane<Aabb>(&detail::sweep_aabb_plane, a, da, b, db);
}
SweepHit sweep_pair(const Obb& a, Vec3 da, const Plane& b, Vec3 db) {
  return relative_to_plane<Obb>(&detail::sweep_obb_plane, a, da, b, db);
}
SweepHit sweep_pair(const ConvexHullShape& a, Vec3 da, const Plane& b, Vec3 db) {
  return relative_to_plane<ConvexHullShape>(&detail::sweep_convex_hull_plane, a, da, b, db);
}

// The closed-form translating sweeps of capsules and boxes (sweep_capsule_capsule.cpp, sweep_capsule_obb.cpp,
// sweep_obb_obb.cpp), after the bounding spheres' reject (bounds_apart: a pair it calls apart never touches). Two of
// one kind run in convex_canonical's order and are mirrored back, so sweep(b, a) is sweep(a, b) mirrored exactly.
template <class A, class B>
SweepHit closed_form(SweepHit (*f)(const A&, Vec3, const B&, Vec3), const A& a, Vec3 da, const B& b, Vec3 db) {
  if constexpr (std::is_same_v<A, B>) {
    if (!detail::convex_canonical(a, b)) {
      SweepHit h = closed_form(f, b, db, a, da);
      h.normal = -h.normal + Vec3{};
      h.position = reference_point(Shape{a}) + h.t * da;
      return h;
    }
  }
  if (detail::bounds_apart(a, da, b, db)) {
    SweepHit miss;
    miss.position = reference_point(Shape{a}) + da;
    return miss;
  }
  return f(a, da, b, db);
}
SweepHit sweep_pair(const Capsule& a, Vec3 da, const Capsule& b, Vec3 db) {
  return closed_form<Capsule, Capsule>(&detail::sweep_capsule_capsule, a, da, b, db);
}
SweepHit sweep_pair(const Capsule& a, Vec3 da, const Aabb& b, Vec3 db) {
  return closed_form<Capsule, Aabb>(&detail::sweep_capsule_aabb, a, da, b, db);
}
SweepHit sweep_pair(const Capsule& a, Vec3 da, const Obb& b, Vec3 db) {
  return closed_form<Capsule, Obb>(&detail::sweep_capsule_obb, a, da, b, db);
}
SweepHit sweep_pair(const Aabb& a, Vec3 da, const Obb& b, Vec3 db) {
  return closed_form<Aabb, Obb>(&detail::sweep_aabb_obb, a, da, b, db);
}
SweepHit sweep_pair(const Obb& a, Vec3 da, const Obb& b, Vec3 db) {
  return closed_form<Obb, Obb>(&detail::sweep_obb_obb, a, da, b, db);
}
template <detail::ConvexShape S>
SweepHit sweep_pair(const S& a, Vec3 da, const TriangleMeshShape& b, Vec3 db) {
  return detail::sweep_with_mesh(Shape{a}, Motion{da, {}}, b, db);
}

template <class A, class B>
concept HasContact = requires(const A& a, const B& b) { contact_pair(a, b); };
template <class A, class B>
concept HasSweep = requires(const A& a, const B& b, Vec3 d) { sweep_pair(a, d, b, d); };

/// The result of (b, a) seen as the result of (a, b): normal negated, and an error argument index renumbered
/// to the caller's order (two parameters per shape for sweep; contacts use detail::mirrored).
SweepHit mirrored_sweep(SweepHit h, const Shape& a, Vec3 da) {
  if (h.status == Status::invalid_input) {
    h.error_argument = (h.error_argument + 2) % 4;
    return h;
  }
  h.normal = -h.normal;
  h.position = reference_point(a) + h.t * da;
  std::swap(h.sub_shape_a, h.sub_shape_b);
  return h;
}

using detail::unsupported;

/// The contact of two valid shapes (contact and detail::contact): the pair's table entry in its canonical order,
/// mirrored when the caller gave the other order; GJK / EPA on the proxies for convex pairs without one.
Contact contact_valid(const Shape& a, const Shape& b) {
  return visit_shapes(
      [&](const auto& sa, const auto& sb) -> Contact {
        using A = std::decay_t<decltype(sa)>;
        using B = std::decay_t<decltype(sb)>;
        if constexpr (HasContact<A, B>) {
          return contact_pair(sa, sb);
        } else if constexpr (HasContact<B, A>) {
          return detail::mirrored(contact_pair(sb, sa));
        } else if constexpr (detail::ConvexShape<A> && detail::ConvexShape<B>) {
          return detail::contact_convex_shapes(sa, sb);
        } else {
          return unsupported<Contact>();
        }
      },
      a, b);
}

}  // namespace

Contact contact(const Shape& a, const Shape& b) {
  // Both shapes checked first, in the caller's order (a bad shape is reported before the pair is found unsupported).
  Contact out;
  if (detail::reject_invalid(out, a, b)) return out;
  return contact_valid(a, b);
}

SweepHit sweep(const Shape& a, Vec3 displacement_a, const Shape& b, Vec3 displacement_b) {
  // Every argument is checked first, in order, so errors are reported by the caller's argument index
  // whatever the pair function's own order; then the pair's kernel runs.
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep(a, displacement_a, b, displacement_b);
}

ContactManifold contact_manifold(const Shape& a, const Shape& b) {
  if (is_composite(a) != is_composite(b)) {  // a mesh against a convex shape: the mesh's manifold
    return visit_shapes(
        [&](const auto& sa, const auto& sb) -> ContactManifold {
          using A = std::decay_t<decltype(sa)>;
          using B = std::decay_t<decltype(sb)>;
          if constexpr (detail::ConvexShape<A> && std::is_same_v<B, TriangleMeshShape>) return mesh_manifold(sa, sb);
          else if constexpr (std::is_same_v<A, TriangleMeshShape> && detail::ConvexShape<B>) {
            return detail::mirrored(mesh_manifold(sb, sa), 1);
          } else {
            return one_point(contact(a, b));  // a plane against a mesh: unsupported, after the checks
          }
        },
        a, b);
  }
  if (const Obb* oa = std::get_if<Obb>(&a); oa != nullptr && std::holds_alternative<Obb>(b)) {
    return obb_manifold(*oa, std::get<Obb>(b));
  }
  if (const Aabb* aa = std::get_if<Aabb>(&a); aa != nullptr && std::holds_alternative<Obb>(b)) {
    return aabb_obb_manifold(*aa, std::get<Obb>(b));
  }
  if (const Obb* oa = std::get_if<Obb>(&a); oa != nullptr && std::holds_alternative<Aabb>(b)) {
    return detail::mirrored(aabb_obb_manifold(std::get<Aabb>(b), *oa), 1);  // as contact(a, b) mirrors its pair
  }
  if (const ConvexHullShape* ha = std::get_if<ConvexHullShape>(&a);
      ha != nullptr && std::holds_alternative<ConvexHullShape>(b)) {
    return hull_manifold(*ha, std::get<ConvexHullShape>(b));
  }
  return one_point(contact(a, b));
}

SweepHit sweep_rotating(const Shape& a, const Motion& motion_a, const Shape& b, const Motion& motion_b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, motion_a, b, motion_b)) return out;
  // A sphere turning about its centre is the same set of points: only the others' turning counts.
  const auto turns = [](const Shape& s, const Motion& m) {
    return !std::holds_alternative<Sphere>(s) && (m.angular.x != 0 || m.angular.y != 0 || m.angular.z != 0);
  };
  if (!turns(a, motion_a) && !turns(b, motion_b)) {
    return detail::sweep(a, motion_a.linear, b, motion_b.linear);
  }
  return visit_shapes(
      [&](const auto& sa, const auto& sb) -> SweepHit {
        using A = std::decay_t<decltype(sa)>;
        using B = std::decay_t<decltype(sb)>;
        if constexpr (detail::ConvexShape<A> && detail::ConvexShape<B>) {
          return detail::sweep_turning_shapes(sa, motion_a, sb, motion_b);
        } else if constexpr (detail::ConvexShape<A> && std::is_same_v<B, Plane>) {
          if (turns(b, motion_b)) return unsupported<SweepHit>();  // (planes do not turn)
          return detail::sweep_turning_plane(sa, motion_a, sb, motion_b.linear);
        } else if constexpr (std::is_same_v<A, Plane> && detail::ConvexShape<B>) {
          if (turns(a, motion_a)) return unsupported<SweepHit>();
          SweepHit h = detail::sweep_turning_plane(sb, motion_b, sa, motion_a.linear);
          h.normal = -h.normal + Vec3{};
          h.position = reference_point(a) + h.t * motion_a.linear;
          return h;
        } else if constexpr (detail::ConvexShape<A> && std::is_same_v<B, TriangleMeshShape>) {
          if (turns(b, motion_b)) return detail::sweep_with_turning_mesh(a, motion_a, sb, motion_b);
          return detail::sweep_with_mesh(a, motion_a, sb, motion_b.linear);
        } else if constexpr (std::is_same_v<A, TriangleMeshShape> && detail::ConvexShape<B>) {
          // (A mesh turns about its position, which only translates: mirrored_sweep's position is right.)
          if (turns(a, motion_a)) {
            return mirrored_sweep(detail::sweep_with_turning_mesh(b, motion_b, sa, motion_a), a, motion_a.linear);
          }
          return mirrored_sweep(detail::sweep_with_mesh(b, motion_b, sa, motion_a.linear), a, motion_a.linear);
        } else {
          return unsupported<SweepHit>();
        }
      },
      a, b);
}

namespace detail {

Contact contact(const Shape& a, const Shape& b) { return contact_valid(a, b); }

SweepHit sweep(const Shape& a, Vec3 displacement_a, const Shape& b, Vec3 displacement_b) {
  return visit_shapes(
      [&](const auto& sa, const auto& sb) -> SweepHit {
        using A = std::decay_t<decltype(sa)>;
        using B = std::decay_t<decltype(sb)>;
        if constexpr (HasSweep<A, B>) {
          return sweep_pair(sa, displacement_a, sb, displacement_b);
        } else if constexpr (HasSweep<B, A>) {
          return mirrored_sweep(sweep_pair(sb, displacement_b, sa, displacement_a), a, displacement_a);
        } else if constexpr (detail::ConvexShape<A> && detail::ConvexShape<B>) {
          // No exact sweep: conservative advancement on GJK distance (never after the first contact).
          return detail::sweep_convex_shapes(sa, displacement_a, sb, displacement_b);
        } else {
          return unsupported<SweepHit>();
        }
      },
      a, b);
}

}  // namespace detail

}  // namespace sweepkit
