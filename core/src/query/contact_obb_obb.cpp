#include <algorithm>
#include <cmath>
#include <vector>

#include "contact_shared.hpp"
#include "obb_sat.hpp"
#include "sat_manifold.hpp"
#include "sweepkit/results/manifold.hpp"
#include "validate_pose.hpp"

namespace sweepkit {

namespace {

/// The edge of box `b` parallel to axis i that reaches furthest along `n` (signs of the other axes towards n, +
/// on a tie): its ends, and its index 4 i + (sign bits of the other two axes).
void support_edge(const Obb& b, int i, Vec3 n, Vec3& e0, Vec3& e1, int& index) {
  Vec3 c = b.center;
  index = 4 * i;
  for (int k = 1; k < 3; ++k) {
    const int axis = (i + k) % 3;
    const Real s = dot(b.axis(axis), n) < 0 ? Real(-1) : Real(1);
    c = c + b.axis(axis) * (s * b.half_size[axis]);
    if (s < 0) index += k;
  }
  e0 = c - b.axis(i) * b.half_size[i];
  e1 = c + b.axis(i) * b.half_size[i];
}


/// obb_obb in the frame whose origin is a's centre (see obb_obb).
ContactManifold obb_obb_local(const Obb& a, const Obb& b, detail::ObbSatChoice* choice) {
  using namespace detail;
  SatAxis face_a, face_b, edge;
  for_each_obb_axis(a, b, [&](int, int kind, int i, int j, Vec3 l, bool skipped) {
    if (!skipped) keep_larger(kind == 0 ? face_a : kind == 1 ? face_b : edge, axis_candidate(a, b, l, kind, i, j));
  });
  ContactManifold out;
  if (face_a.separation > 0 || face_b.separation > 0 || (edge.a >= 0 && edge.separation > 0)) return out;
  const Real size = std::max({a.half_size.x, a.half_size.y, a.half_size.z, b.half_size.x, b.half_size.y, b.half_size.z});
  const SatAxis axis = choose_axis(face_a, face_b, edge, kSatAxisPreferenceRelative * size);
  if (choice) choice->axis = axis;
  const Real depth = -axis.separation;
  if (axis.kind == 2) {
    Vec3 a0, a1, b0, b1;
    int ea = 0, eb = 0;
    support_edge(a, axis.a, axis.normal, a0, a1, ea);
    support_edge(b, axis.b, -axis.normal, b0, b1, eb);
    edge_contact(a0, a1, b0, b1, axis.normal, depth, ea, eb, out);
    if (choice) {
      choice->edge_a = ea;
      choice->edge_b = eb;
    }
    return out;
  }
  const bool ref_is_a = axis.kind == 0;
  const Obb& ref = ref_is_a ? a : b;
  const Obb& inc = ref_is_a ? b : a;
  const int ref_axis = ref_is_a ? axis.a : axis.b;
  const Vec3 ref_normal = ref_is_a ? axis.normal : -axis.normal;  // outward from the reference box
  const Real ref_sign = dot(ref.axis(ref_axis), ref_normal) < 0 ? Real(-1) : Real(1);
  const int inc_face = incident_face(inc, ref_normal);
  const Real inc_sign = inc_face % 2 ? Real(-1) : Real(1);
  const Real scale = std::max({detail::max_magnitude(a.center), detail::max_magnitude(b.center), size});
  // The fallback point if rounding clips everything: the incident box's corner deepest below the reference face.
  Vec3 corner = inc.center;
  for (int k = 0; k < 3; ++k) corner = corner - inc.axis(k) * ((dot(inc.axis(k), ref_normal) < 0 ? -1 : 1) * inc.half_size[k]);
  face_contact(box_face(ref, ref_axis, ref_sign), ref_normal, 2 * ref_axis + (ref_sign < 0),
               box_face(inc, inc_face / 2, inc_sign), inc_face, ref_is_a, depth, kCoincidentRelative * scale,
               ref_is_a ? corner : corner + depth * ref_normal, out);
  if (choice) {
    choice->reference_face = 2 * ref_axis + (ref_sign < 0);
    choice->incident_face = inc_face;
  }
  return out;
}

}  // namespace

namespace detail {

ContactManifold obb_obb(const Obb& a, const Obb& b, ObbSatChoice* choice) {
  // In the pair's own frame (a's centre at the origin): the face clipping, and the slop that keeps a clipped point
  // (kCoincidentRelative of the coordinates), are then those of the pair's size, not of where it sits; at 1e4 the
  // world frame's slop was 2 cm, and points that far above the reference face joined the manifold.
  const Vec3 o = a.center;
  return moved(obb_obb_local({Vec3{}, a.half_size, a.rotation}, {b.center - o, b.half_size, b.rotation}, choice), o);
}

}  // namespace detail

ContactManifold contact_obb_obb(const Obb& a, const Obb& b) {
  ContactManifold out;
  if (detail::reject_invalid(out, a, b)) return out;
  // Computed in the canonical order of the two boxes, so that both argument orders agree exactly.
  if (detail::canonical_first(a, b)) return detail::obb_obb(detail::exact_rotation(a), detail::exact_rotation(b));
  return detail::mirrored(detail::obb_obb(detail::exact_rotation(b), detail::exact_rotation(a)), 1);
}

}  // namespace sweepkit
