#include "sweepkit/query/sat_trace.hpp"

#include "contact_shared.hpp"
#include "obb_sat.hpp"
#include "validate_pose.hpp"

namespace sweepkit {

namespace {

/// The position of an axis in SatTrace::axes.
int axis_index(int kind, int i, int j) { return kind == 0 ? i : kind == 1 ? 3 + j : 6 + 3 * i + j; }

/// Axis `l` of the pair (a, b) as the trace shows it.
SatTraceAxis trace_axis(const Obb& a, const Obb& b, int kind, int i, int j, Vec3 l, bool skipped) {
  SatTraceAxis t;
  t.kind = static_cast<SatAxisKind>(kind);
  t.index_a = i;
  t.index_b = j;
  t.skipped = skipped;
  if (skipped) return t;
  t.axis = l;
  const Real ca = dot(a.center, l), ra = detail::radius_on(a, l);
  const Real cb = dot(b.center, l), rb = detail::radius_on(b, l);
  t.min_a = ca - ra;
  t.max_a = ca + ra;
  t.min_b = cb - rb;
  t.max_b = cb + rb;
  t.separation = detail::axis_candidate(a, b, l, kind, i, j).separation;
  return t;
}

/// Axis `t` of the pair (b, a) as an axis of (a, b): A's and B's roles swapped; an edge axis b_j × a_i becomes
/// a_i × b_j = -(b_j × a_i), its intervals negated.
SatTraceAxis swapped_axis(const SatTraceAxis& t) {
  SatTraceAxis s = t;
  s.kind = t.kind == SatAxisKind::face_a ? SatAxisKind::face_b
           : t.kind == SatAxisKind::face_b ? SatAxisKind::face_a
                                           : SatAxisKind::edge_edge;
  s.index_a = t.index_b;
  s.index_b = t.index_a;
  if (t.skipped) return s;
  if (t.kind == SatAxisKind::edge_edge) {
    s.axis = -t.axis + Vec3{};
    s.min_a = -t.max_b;
    s.max_a = -t.min_b;
    s.min_b = -t.max_a;
    s.max_b = -t.min_a;
  } else {
    s.min_a = t.min_b;
    s.max_a = t.max_b;
    s.min_b = t.min_a;
    s.max_b = t.max_a;
  }
  return s;
}

}  // namespace

SatTrace trace_sat_obb_obb(const Obb& a, const Obb& b) {
  SatTrace out;
  if (detail::reject(out.manifold, detail::check(a), 0) || detail::reject(out.manifold, detail::check(b), 1)) {
    return out;
  }
  // contact_obb_obb's order: the canonical one, its answer mirrored for the other.
  const bool swapped = !detail::canonical_first(a, b);
  const Obb p = detail::exact_rotation(swapped ? b : a);
  const Obb q = detail::exact_rotation(swapped ? a : b);
  detail::ObbSatChoice choice;
  out.manifold = detail::obb_obb(p, q, &choice);
  detail::for_each_obb_axis(p, q, [&](int, int kind, int i, int j, Vec3 l, bool skipped) {
    const SatTraceAxis t = trace_axis(p, q, kind, i, j, l, skipped);
    const SatTraceAxis shown = swapped ? swapped_axis(t) : t;
    out.axes[axis_index(static_cast<int>(shown.kind), shown.index_a, shown.index_b)] = shown;
  });
  if (swapped) out.manifold = detail::mirrored(out.manifold, 1);
  if (!out.manifold.hit()) {
    for (int k = 0; k < 15 && out.best < 0; ++k) {
      if (!out.axes[k].skipped && out.axes[k].separation > 0) out.best = k;
    }
    return out;
  }
  const detail::SatAxis& axis = choice.axis;
  const int kind = swapped && axis.kind < 2 ? 1 - axis.kind : axis.kind;
  out.best = axis_index(kind, swapped ? axis.b : axis.a, swapped ? axis.a : axis.b);
  if (axis.kind == 2) {
    out.edge_a = swapped ? choice.edge_b : choice.edge_a;
    out.edge_b = swapped ? choice.edge_a : choice.edge_b;
  } else {
    out.reference_shape = kind;
    out.reference_face = choice.reference_face;
    out.incident_face = choice.incident_face;
  }
  return out;
}

}  // namespace sweepkit
